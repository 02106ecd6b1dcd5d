import { assign, fromPromise, setup, stateIn } from 'xstate';

export interface PageRequest<TQuery> {
  query: TQuery;
  offset: number;
  limit: number;
}

export interface PageResult<TRow> {
  rows: TRow[];
  total: number;
}

export interface PagedListContext<TRow, TQuery> {
  query: TQuery;
  /** The quick filter as typed; it becomes part of the query 250 ms after the last keystroke. */
  filterText: string;
  rows: TRow[];
  total: number;
  pageSize: number;
  /** A code (HTTP error code or "UNKNOWN"), never a sentence: the view words it. */
  error: string | undefined;
}

export type PagedListEvent<TQuery> =
  | { type: 'user.query'; query: TQuery }
  | { type: 'user.filter'; text: string }
  | { type: 'user.more' }
  | { type: 'user.retry' };

export interface PagedListInput<TQuery> {
  query: TQuery;
  pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 100;

/** A new query's start: no rows, no total, no error. */
const fresh = <TRow, TQuery>(query: TQuery) => ({ query, rows: [] as TRow[], total: 0, error: undefined });

/** The failure's code (an HttpError's), or UNKNOWN: a machine holds codes, not sentences. */
const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/**
 * A long list loaded page by page from the server (issue 14): a new query drops the rows and
 * loads from the start, cancelling the older load (its invoke is left); scrolling near the end
 * appends the next page; a failure keeps what was loaded and can be retried. The quick filter
 * waits 250 ms of quiet before it becomes a query, so typing "5321" asks the server once.
 * `applyFilter` puts the filter text into the query; `loadPage` must be provided.
 */
export function createPagedListMachine<TRow, TQuery>(
  id: string,
  applyFilter: (query: TQuery, text: string) => TQuery = (query) => query,
) {
  return setup({
    types: {
      context: {} as PagedListContext<TRow, TQuery>,
      events: {} as PagedListEvent<TQuery>,
      input: {} as PagedListInput<TQuery>,
    },
    actors: {
      loadPage: fromPromise<PageResult<TRow>, PageRequest<TQuery>>(async () => {
        throw new Error('loadPage must be provided');
      }),
    },
    delays: { filterQuiet: 250 },
    guards: {
      hasMore: ({ context }) => context.rows.length < context.total,
      filterPending: stateIn(`#${id}.filtering`),
    },
    actions: {
      newQuery: assign((_, query: TQuery) => ({ query, rows: [] as TRow[], total: 0, error: undefined })),
      storeFilter: assign((_, text: string) => ({ filterText: text })),
      append: assign(({ context }, page: PageResult<TRow>) => ({
        rows: [...context.rows, ...page.rows],
        total: page.total,
        error: undefined,
      })),
      storeError: assign((_, error: unknown) => ({ error: errorCode(error) })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      query: input.query,
      filterText: '',
      rows: [],
      total: 0,
      pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      error: undefined,
    }),
    initial: 'loading',
    on: {
      'user.query': [
        {
          // A query made while the quick filter's quiet period runs (a sort, the filter bar, a
          // reload) was built from the query before the typing: what was typed goes with it.
          guard: 'filterPending',
          target: '.loading',
          reenter: true,
          actions: assign(({ context, event }) =>
            fresh<TRow, TQuery>(applyFilter(event.query, context.filterText)),
          ),
        },
        {
          target: '.loading',
          reenter: true,
          actions: assign(({ event }) => fresh<TRow, TQuery>(event.query)),
        },
      ],
      'user.filter': {
        // Re-entered on every keystroke: the quiet period starts again.
        target: '.filtering',
        reenter: true,
        actions: { type: 'storeFilter', params: ({ event }) => event.text },
      },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, offset: 0, limit: context.pageSize }),
          onDone: { target: 'ready', actions: { type: 'append', params: ({ event }) => event.output } },
          onError: {
            target: 'failed',
            actions: {
              type: 'storeError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
      },
      filtering: {
        description: 'The person is typing in the quick filter; the rows shown stay until the query is sent.',
        tags: ['filtering'],
        after: {
          filterQuiet: {
            target: 'loading',
            actions: {
              type: 'newQuery',
              params: ({ context }) => applyFilter(context.query, context.filterText),
            },
          },
        },
      },
      ready: {
        tags: ['ready'],
        initial: 'idle',
        states: {
          idle: { on: { 'user.more': { guard: 'hasMore', target: 'loadingMore' } } },
          loadingMore: {
            tags: ['loadingMore'],
            invoke: {
              id: 'loadMore',
              src: 'loadPage',
              input: ({ context }) => ({
                query: context.query,
                offset: context.rows.length,
                limit: context.pageSize,
              }),
              onDone: { target: 'idle', actions: { type: 'append', params: ({ event }) => event.output } },
              onError: {
                target: `#${id}.failed`,
                actions: {
                  type: 'storeError',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
              },
            },
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: {
          // With rows on screen the retry asks again for the page that failed, not the first.
          'user.retry': [
            { guard: ({ context }) => context.rows.length > 0, target: 'ready.loadingMore' },
            { target: 'loading' },
          ],
        },
      },
    },
  });
}
