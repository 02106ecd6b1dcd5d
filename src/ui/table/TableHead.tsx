import { alignClass } from './cells';
import type { DataColumn, SortState } from './types';
import type { SelectionModel } from './useSelection';

const SORT_LABEL = { ascending: 'artan', descending: 'azalan' } as const;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  return (
    <span aria-hidden="true" className="text-slate-500">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
}

/** The sticky header: sort buttons (aria-sort on the sorted column), the select-all checkbox. */
export function TableHead<T>({
  columns,
  sort,
  onSort,
  selection,
  hasActions,
}: {
  columns: DataColumn<T>[];
  sort: SortState | null;
  onSort: (id: string) => void;
  selection?: SelectionModel;
  hasActions: boolean;
}) {
  return (
    <thead className="sticky top-0 z-10 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase shadow-[0_1px_0_0_rgb(226_232_240)]">
      <tr aria-rowindex={1}>
        {selection && (
          <th scope="col" className="w-10 px-3 py-3">
            <input
              type="checkbox"
              aria-label="Gösterilen tüm satırları seç"
              className="h-4 w-4 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-accent-400"
              checked={selection.allShown}
              ref={(el) => {
                if (el) el.indeterminate = selection.someShown;
              }}
              onChange={selection.toggleAllShown}
            />
          </th>
        )}
        {columns.map((column) => {
          const direction = sort?.id === column.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={direction}
              style={column.width ? { minWidth: column.width } : undefined}
              className={`px-3 py-3 whitespace-nowrap ${alignClass(column)}`}
            >
              {column.sortable === false ? (
                column.header
              ) : (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded uppercase focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                  {direction && <span className="sr-only">, {SORT_LABEL[direction]} sıralı</span>}
                  <SortIcon direction={direction} />
                </button>
              )}
            </th>
          );
        })}
        {hasActions && (
          <th scope="col" className="px-3 py-3">
            <span className="sr-only">İşlemler</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
