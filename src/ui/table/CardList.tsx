import { type BodyProps, rowStateClass } from './bodyTypes';
import { cellContent, RowCheckbox, rowName, titleColumnOf } from './cells';

/**
 * The phone layout: one card per row, title on top, the other columns as label and value.
 * The same <table> elements laid out as blocks (so assistive technology still meets a table of
 * rows with a row header), still virtualized, moved through with the same keys.
 */
export function CardList<T>({
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
}: BodyProps<T>) {
  const items = virtualizer.getVirtualItems();
  const title = titleColumnOf(columns);
  const rendered = new Set(items.map((i) => i.index));
  const tabIndexRow = rendered.has(keyboard.focusedIndex) ? keyboard.focusedIndex : (items[0]?.index ?? 0);
  return (
    <table className="block w-full text-sm" aria-rowcount={rowCount} aria-busy={busy || undefined}>
      <caption className="sr-only">{caption}</caption>
      <tbody
        ref={bodyRef as React.RefObject<HTMLTableSectionElement>}
        onKeyDown={keyboard.onKeyDown}
        className="relative block"
        style={{ height: virtualizer.getTotalSize() }}
      >
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
              aria-rowindex={item.index + 1}
              tabIndex={item.index === tabIndexRow ? 0 : -1}
              onFocus={(event) => event.target === event.currentTarget && keyboard.onRowFocus(item.index)}
              className={`absolute inset-x-0 top-0 flex flex-col gap-2 rounded-lg border-b-8 border-slate-50 p-4 shadow-sm ring-1 ring-slate-200 ${rowStateClass(
                id === activeRowId,
                selected,
              )} ${id === activeRowId || selected ? '' : 'bg-white'}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {title && (
                <th scope="row" className="block text-left font-semibold break-words text-slate-900">
                  {cellContent(title, row)}
                </th>
              )}
              {/* After the row header in the markup, so the cell has a header (axe td-has-header);
                  shown first all the same. */}
              {selection && (
                <td className="order-first block">
                  <RowCheckbox
                    label={`${rowName(columns, row, id)} satırını seç`}
                    checked={selected}
                    onToggle={(shift) => selection.toggle(item.index, shift)}
                  />
                </td>
              )}
              {columns
                .filter((column) => column !== title)
                .map((column) => (
                  <td key={column.id} className="flex justify-between gap-3">
                    <span className="text-slate-600">{column.header}</span>
                    <span className="min-w-0 text-right break-words text-slate-900">
                      {cellContent(column, row)}
                    </span>
                  </td>
                ))}
              {rowActions && <td className="flex flex-wrap justify-end gap-2 pt-1">{rowActions(row)}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
