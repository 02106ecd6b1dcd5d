import { fromPromise } from 'xstate';
import { type CallInput, callEndpoint } from './request';

/** An XState actor for one catalogue row; leaving the invoking state aborts the request. */
export function httpActor<TOutput = unknown, TInput extends CallInput | undefined = CallInput | undefined>(
  name: string,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    callEndpoint<TOutput>(name, input ?? {}, signal),
  );
}
