import { type BodyProps, rowStateClass } from './bodyTypes';
import { alignClass, cellContent, RowCheckbox, rowName, titleColumnOf } from './cells';
import { TableHead } from './TableHead';
import type { SortState } from './types';

/**
 * A real <table> whose body holds only the rendered window: spacer rows above and below keep
 * the scroll height, so the native table layout (column widths, sticky header) stays intact.
 */
export function TableBody<T>({
  caption,
  columns,
  rows,
  ids,
  rowCount,
  virtualizer,
  bodyRef,
  keyboard,
  selection,
  rowActions,
  activeRowId,
  busy,
  sort,
  onSort,
}: BodyProps<T> & { sort: SortState | null; onSort: (id: string) => void }) {
  const items = virtualizer.getVirtualItems();
  const title = titleColumnOf(columns);
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const rendered = new Set(items.map((i) => i.index));
  // The roving row must be in the DOM, or Tab would skip the body: fall back to the first shown.
  const tabIndexRow = rendered.has(keyboard.focusedIndex) ? keyboard.focusedIndex : (items[0]?.index ?? 0);

  return (
    <table className="min-w-full text-sm" aria-rowcount={rowCount + 1} aria-busy={busy || undefined}>
      <caption className="sr-only">{caption}</caption>
      <TableHead
        columns={columns}
        sort={sort}
        onSort={onSort}
        selection={selection}
        hasActions={!!rowActions}
      />
      <tbody
        ref={bodyRef as React.RefObject<HTMLTableSectionElement>}
        className="divide-y divide-slate-100 bg-white"
        onKeyDown={keyboard.onKeyDown}
      >
        {top > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer holding the scroll height; nothing in it takes focus
          <tr aria-hidden="true">
            <td colSpan={span} style={{ height: top, padding: 0 }} />
          </tr>
        )}
        {items.map((item) => {
          const row = rows[item.index] as T;
          const id = ids[item.index] ?? String(item.index);
          const selected = selection?.isSelected(id) ?? false;
          return (
            <tr
              key={id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-row-index={item.index}
              aria-rowindex={item.index + 2}
              tabIndex={item.index === tabIndexRow ? 0 : -1}
              onFocus={(event) => event.target === event.currentTarget && keyboard.onRowFocus(item.index)}
              className={rowStateClass(id === activeRowId, selected)}
            >
              {selection && (
                <td className="w-10 px-3 py-3">
                  <RowCheckbox
                    label={`${rowName(columns, row, id)} satırını seç`}
                    checked={selected}
                    onToggle={(shift) => selection.toggle(item.index, shift)}
                  />
                </td>
              )}
              {columns.map((column) =>
                column === title ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`px-3 py-3 font-medium whitespace-nowrap ${alignClass(column)}`}
                  >
                    {cellContent(column, row)}
                  </th>
                ) : (
                  <td key={column.id} className={`px-3 py-3 ${alignClass(column)}`}>
                    {cellContent(column, row)}
                  </td>
                ),
              )}
              {rowActions && <td className="px-3 py-2 text-right whitespace-nowrap">{rowActions(row)}</td>}
            </tr>
          );
        })}
        {bottom > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer holding the scroll height; nothing in it takes focus
          <tr aria-hidden="true">
            <td colSpan={span} style={{ height: bottom, padding: 0 }} />
          </tr>
        )}
      </tbody>
    </table>
  );
}
