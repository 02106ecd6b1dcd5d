import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ListQuery } from '../../machines/shared/pagedList/listQuery';
import type { createPagedListMachine } from '../../machines/shared/pagedList/pagedListMachine';
import type { ServerMode, SortState, TableStatus } from '../../ui/table';

type Sort = { field: string; direction: 'asc' | 'desc' };
type ListRef<TRow, TQuery> = ActorRefFrom<ReturnType<typeof createPagedListMachine<TRow, TQuery>>>;

interface Options<TQuery> {
  /** The server's sort fields: a column whose id is not one is not sorted on the server. */
  sortFields: readonly string[];
  /** A new query from the sort (the page clears its selection first). */
  onQuery(query: TQuery): void;
  /** Before the quick filter changes (the page clears its selection). */
  onFilter?(): void;
  /**
   * The quick filter's text, when a page machine takes it (clears its selection, then tells the
   * list); without it the list is told directly.
   */
  onFilterText?(text: string): void;
}

/**
 * What a server-paged line list (createPagedListMachine) gives its DataTable: the rows, the
 * status and the table's `server` props (sort, quick filter, next page, a failed next page),
 * the same way on every such page.
 */
export function usePagedTable<TRow, TFilter extends { text?: string | undefined }, TSort extends Sort>(
  list: ListRef<TRow, ListQuery<TFilter, TSort>>,
  { sortFields, onQuery, onFilter, onFilterText }: Options<ListQuery<TFilter, TSort>>,
) {
  const rows = useSelector(list, (s) => s.context.rows);
  const total = useSelector(list, (s) => s.context.total);
  const query = useSelector(list, (s) => s.context.query);
  const filterText = useSelector(list, (s) => s.context.filterText);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const loadingMore = useSelector(list, (s) => s.hasTag('loadingMore'));

  const status: TableStatus = failed && rows.length === 0 ? 'error' : loading ? 'loading' : 'ready';
  const sort: SortState | null = query.sort
    ? { id: query.sort.field, desc: query.sort.direction === 'desc' }
    : null;
  const latest = () => list.getSnapshot().context.query;
  const server: ServerMode = {
    total,
    sort,
    filter: filterText,
    loadingMore,
    onSortChange: (next) => {
      const { sort: _old, ...rest } = latest();
      const field = next && sortFields.includes(next.id) ? next.id : undefined;
      onQuery(field ? { ...rest, sort: { field, direction: next?.desc ? 'desc' : 'asc' } as TSort } : rest);
    },
    onFilterChange: (text) => {
      if (onFilterText) return onFilterText(text);
      onFilter?.();
      list.send({ type: 'user.filter', text });
    },
    onNeedMore: () => list.send({ type: 'user.more' }),
    moreFailed:
      failed && rows.length > 0
        ? {
            message: 'Sonraki hatlar yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.',
            onRetry: () => list.send({ type: 'user.retry' }),
          }
        : undefined,
  };
  return { rows, total, query, status, server, retry: () => list.send({ type: 'user.retry' }) };
}
