import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { ColumnChooser } from './ColumnChooser';
import type { DataColumn, SortState } from './types';

/** Quick filter, how many rows, column choice, the phone's sort choice and the consumer's tools. */
export function TableToolbar<T>({
  caption,
  filter,
  onFilter,
  shown,
  total,
  allColumns,
  hidden,
  onToggleColumn,
  sortChoice,
  extra,
  searchLabel,
  showCount,
}: {
  caption: string;
  /** The quick filter's label; null leaves the box out (a list whose filters are elsewhere). */
  searchLabel: string | null;
  showCount: boolean;
  filter: string;
  onFilter: (text: string) => void;
  shown: number;
  total: number;
  allColumns: DataColumn<T>[];
  hidden: ReadonlySet<string>;
  onToggleColumn: (id: string) => void;
  /** On a phone there is no header to click: a select offers the same sorts. */
  sortChoice?: { columns: DataColumn<T>[]; sort: SortState | null; onSort: (sort: SortState | null) => void };
  extra?: ReactNode;
}) {
  const count =
    shown === total
      ? `${formatNumber(total)} kayıt`
      : `${formatNumber(total)} kayıttan ${formatNumber(shown)} kayıt`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {searchLabel === null ? (
        <div className="flex-1" />
      ) : (
        <label className="flex min-w-0 flex-1 basis-48 flex-col text-sm text-slate-800">
          <span className="mb-1 font-medium">{searchLabel}</span>
          <input
            type="search"
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            className="w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
          />
        </label>
      )}
      {/* A phone's sort choice only when some column can be sorted: "Varsayılan" alone offers nothing. */}
      {sortChoice?.columns.some((c) => c.sortable !== false) && (
        <label className="flex flex-col text-sm text-slate-800">
          <span className="mb-1 font-medium">Sıralama</span>
          <select
            className="rounded-md border border-slate-400 px-2 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            value={sortChoice.sort ? `${sortChoice.sort.id}:${sortChoice.sort.desc ? 'desc' : 'asc'}` : ''}
            onChange={(event) => {
              const [id, dir] = event.target.value.split(':');
              sortChoice.onSort(id ? { id, desc: dir === 'desc' } : null);
            }}
          >
            <option value="">Varsayılan</option>
            {sortChoice.columns
              .filter((c) => c.sortable !== false)
              .flatMap((c) => [
                <option key={`${c.id}:asc`} value={`${c.id}:asc`}>{`${c.header} (artan)`}</option>,
                <option key={`${c.id}:desc`} value={`${c.id}:desc`}>{`${c.header} (azalan)`}</option>,
              ])}
          </select>
        </label>
      )}
      <ColumnChooser columns={allColumns} hidden={hidden} onToggle={onToggleColumn} />
      {extra}
      {showCount && (
        <p
          role="status"
          aria-label={`${caption}: kayıt sayısı`}
          className="w-full text-sm text-slate-700 sm:w-auto"
        >
          {count}
        </p>
      )}
    </div>
  );
}
