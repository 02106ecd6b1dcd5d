import {
  type ColumnDef,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { trLower } from '../../lib/format';
import { cellText, compareValues, defaultHidden, normalizeSearch, visibleColumns } from './columns';
import type { DataColumn, ServerMode, SortState } from './types';

/** The global filter's value: the needle, plus the shown columns so hiding one filters again. */
interface QuickFilter {
  needle: string;
  columns: string;
}

export interface TableModel<T> {
  /** Rows in the order shown: filtered and sorted here in client mode, as given in server mode. */
  rows: T[];
  columns: DataColumn<T>[];
  hidden: ReadonlySet<string>;
  toggleHidden: (id: string) => void;
  sort: SortState | null;
  toggleSort: (id: string) => void;
  setSort: (sort: SortState | null) => void;
  filter: string;
  setFilter: (text: string) => void;
}

const apply = <V>(updater: Updater<V>, old: V): V =>
  typeof updater === 'function' ? (updater as (old: V) => V)(old) : updater;

/**
 * TanStack Table as the table's engine: sort (tr-TR collation, numeric, by time) and the quick
 * filter in client mode; in server mode it only holds the shape and reports each change.
 */
export function useTableModel<T>(
  allColumns: DataColumn<T>[],
  data: readonly T[],
  server?: ServerMode,
): TableModel<T> {
  const [hidden, setHidden] = useState(() => defaultHidden(allColumns));
  const [clientSort, setClientSort] = useState<SortingState>([]);
  const [filter, setFilterText] = useState(server?.filter ?? '');
  const columns = useMemo(() => visibleColumns(allColumns, hidden), [allColumns, hidden]);

  // Formatting every cell on each keystroke would cost more than the search itself on 100,000
  // rows: the lower-cased text of a cell is kept per row object until the columns change.
  const searchCache = useRef(new WeakMap<object, Map<string, string>>());
  const byId = useMemo(() => {
    searchCache.current = new WeakMap();
    return new Map(allColumns.map((c) => [c.id, c]));
  }, [allColumns]);
  const searchText = (row: T, id: string): string => {
    const column = byId.get(id);
    if (!column || typeof row !== 'object' || row === null)
      return column ? trLower(cellText(column, row)) : '';
    let texts = searchCache.current.get(row);
    if (!texts) {
      texts = new Map();
      searchCache.current.set(row, texts);
    }
    let text = texts.get(id);
    if (text === undefined) {
      text = trLower(cellText(column, row));
      texts.set(id, text);
    }
    return text;
  };

  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      allColumns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => {
          const value = column.value(row);
          // TanStack keeps `undefined` last in both directions; an empty cell is no value.
          return value === null || value === '' ? undefined : value;
        },
        enableSorting: column.sortable !== false,
        enableHiding: column.hideable !== false,
        sortUndefined: 'last',
        sortingFn: (a, b, id) => compareValues(column.kind, a.getValue(id), b.getValue(id)),
      })),
    [allColumns],
  );

  const sorting: SortingState = server ? (server.sort ? [server.sort] : []) : clientSort;
  const needle = normalizeSearch(filter);
  const shownIds = columns.map((c) => c.id).join();
  // One object per needle and column set: TanStack memoizes the filtered rows by identity, and a
  // new object on every render would filter again on every render (see autoResetPageIndex below).
  const clientFiltered = server === undefined && needle !== '';
  const globalFilter = useMemo<QuickFilter | undefined>(
    () => (clientFiltered ? { needle, columns: shownIds } : undefined),
    [clientFiltered, needle, shownIds],
  );

  const table = useReactTable<T>({
    data: data as T[],
    columns: defs,
    state: {
      sorting,
      globalFilter,
      columnVisibility: Object.fromEntries([...hidden].map((id) => [id, false])),
    },
    // The table has no pages. Left on, each new filtered row model queues a page-index reset, a
    // state change and a render; with a filter that recomputes on each render, that never ends
    // (the tab froze on /secure-internet's quick search).
    autoResetPageIndex: false,
    manualSorting: server !== undefined,
    manualFiltering: server !== undefined,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getColumnCanGlobalFilter: (column) => column.getIsVisible(),
    globalFilterFn: (row, id, value: QuickFilter) => searchText(row.original, id).includes(value.needle),
    onSortingChange: (updater) => {
      const next = apply(updater, sorting);
      if (server) server.onSortChange(next[0] ?? null);
      else setClientSort(next);
    },
  });

  const rowModel = table.getRowModel();
  const rows = useMemo(() => rowModel.rows.map((row) => row.original), [rowModel]);

  return {
    rows,
    columns,
    hidden,
    toggleHidden: (id) =>
      setHidden((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    sort: sorting[0] ?? null,
    toggleSort: (id) => table.getColumn(id)?.toggleSorting(undefined, false),
    setSort: (next) => table.setSorting(next ? [next] : []),
    filter,
    setFilter: (text) => {
      setFilterText(text);
      server?.onFilterChange(text);
    },
  };
}
