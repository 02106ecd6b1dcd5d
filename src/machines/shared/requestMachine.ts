import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, failureKind } from '../../actors/http/HttpError';
import { type FailureKind, isTransientFailure } from '../../lib/failureWords';

export interface RequestContext<TData, TInput> {
  input: TInput;
  data: TData | undefined;
  error: string | undefined;
  /** The failure's §8 row, for a view that has room only for its short form. */
  failure: FailureKind | undefined;
}

export type RequestEvent<TInput> = { type: 'user.retry' } | { type: 'user.refresh'; input?: TInput };

// The failure's own message (an HttpError carries the server's or the error catalogue's text);
// the catalogue words anything else, so the machine holds no sentence of its own.
const errorText = (error: unknown) => errorMessage(error);

/**
 * The request/result pair of spec §4 ("start request, store result") as one small machine:
 * loading, loaded (refreshable, optionally with new input) and failed (retryable). Every list,
 * card or detail that just loads and shows data is an instance of this, never a copy.
 */
export function createRequestMachine<TData, TInput = undefined>(
  id: string,
  load: (input: TInput, signal: AbortSignal) => Promise<TData>,
) {
  return setup({
    types: {
      context: {} as RequestContext<TData, TInput>,
      events: {} as RequestEvent<TInput>,
      input: {} as TInput,
    },
    // Concrete actor types keep XState's invoke typing out of the generics; storeData narrows back.
    actors: {
      load: fromPromise<unknown, { value: unknown }>(({ input, signal }) =>
        load(input.value as TInput, signal),
      ),
    },
    actions: {
      storeData: assign((_, data: unknown) => ({
        data: data as TData,
        error: undefined,
        failure: undefined,
      })),
      storeError: assign((_, error: unknown) => ({ error: errorText(error), failure: failureKind(error) })),
    },
    guards: {
      /** Only a passing failure is worth asking again (a format error answers the same). */
      transient: ({ context }) => isTransientFailure(context.failure),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: undefined, error: undefined, failure: undefined }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ value: context.input }),
          onDone: {
            target: 'loaded',
            actions: {
              type: 'storeData',
              params: ({ event }: { event: { output: unknown } }) => event.output,
            },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'storeError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
      },
      loaded: {
        tags: ['loaded'],
        on: {
          'user.refresh': {
            target: 'loading',
            actions: assign({
              input: ({ context, event }) => (event.input === undefined ? context.input : event.input),
            }),
          },
        },
      },
      failed: { tags: ['failed'], on: { 'user.retry': { guard: 'transient', target: 'loading' } } },
    },
  });
}

/** A request machine's logic, for props that take any instance's actor. */
export type RequestMachine<TData, TInput = undefined> = ReturnType<
  typeof createRequestMachine<TData, TInput>
>;
