import { fromPromise } from 'xstate';
import type { RowInput, RowName, RowOutput } from '../../api/contract/registry';
import { callEndpoint } from './call';
import type { CallInput } from './request';

/**
 * An XState actor for one catalogue row, typed from the row: its input is the row's input and
 * its output the row's answer. Leaving the invoking state aborts the request.
 */
export function httpActor<N extends RowName>(name: N) {
  return fromPromise<RowOutput<N>, RowInput<N> | undefined>(({ input, signal }) =>
    (callEndpoint as (n: string, i: CallInput, s?: AbortSignal) => Promise<RowOutput<N>>)(
      name,
      (input as unknown as CallInput | undefined) ?? {},
      signal,
    ),
  );
}
