import { type AnyActorRef, type EventObject, type MachineContext, sendTo } from 'xstate';

/** What a list page with chosen rows takes from its table: a new query or a quick filter. */
export type SelectableListEvent<TQuery> =
  | { type: 'user.query'; query: TQuery }
  | { type: 'user.filter'; text: string };

/** The query type of a page's `user.query` event. */
type QueryOf<TEvent> = Extract<TEvent, { type: 'user.query' }> extends { query: infer Q } ? Q : never;

interface Options<TAction extends string> {
  /** The id of the page's paged list child (createPagedListMachine). */
  list: string;
  /** The page's own action that empties the chosen rows. */
  clearSelection: TAction;
}

/**
 * The two transitions every list page with a selection has: a sort, the filter bar or the quick
 * filter first clears the chosen rows (they belong to the old list), then tells the list. Spread
 * into the page machine's `on` with the page's context and events, e.g.
 * `...selectableListTransitions<PageContext, PageEvent>({ list: 'list', clearSelection: 'clearSelection' })`.
 */
export function selectableListTransitions<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TAction extends string = 'clearSelection',
>({ list, clearSelection }: Options<TAction>) {
  type QueryEvent = { type: 'user.query'; query: QueryOf<TEvent> };
  type FilterEvent = { type: 'user.filter'; text: string };
  return {
    'user.query': {
      description: 'A sort or the filter bar: the chosen rows belong to the old list, so they go.',
      actions: [
        clearSelection,
        sendTo<TContext, QueryEvent, undefined, AnyActorRef, TEvent>(
          list,
          ({ event }: { event: QueryEvent }) => ({
            type: 'user.query',
            query: event.query,
          }),
        ),
      ],
    },
    'user.filter': {
      description: 'The quick filter: the chosen rows go before the list narrows.',
      actions: [
        clearSelection,
        sendTo<TContext, FilterEvent, undefined, AnyActorRef, TEvent>(
          list,
          ({ event }: { event: FilterEvent }) => ({
            type: 'user.filter',
            text: event.text,
          }),
        ),
      ],
    },
  };
}
