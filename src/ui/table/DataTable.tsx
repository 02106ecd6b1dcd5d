import { useEffect, useMemo, useRef } from 'react';
import { formatNumber } from '../../lib/format';
import { RetryPanel } from '../RetryPanel';
import { CardList } from './CardList';
import { SelectionBar } from './SelectionBar';
import { EmptyPanel, ErrorPanel, LoadingPanel } from './StatePanels';
import { TableBody } from './TableBody';
import { TableToolbar } from './TableToolbar';
import type { DataTableProps } from './types';
import { useMediaQuery } from './useMediaQuery';
import { useRowKeyboard } from './useRowKeyboard';
import { useRowVirtualizer } from './useRowVirtualizer';
import { useSelection } from './useSelection';
import { useTableModel } from './useTableModel';

/** Rows from the end of the loaded ones at which server mode asks for the next page. */
const NEED_MORE_WITHIN = 20;

/**
 * The portal's list: sort, quick filter, column choice, selection and keyboard use over a
 * virtualized body (tens of thousands of rows, a few dozen in the DOM), as a table on wide
 * screens and as cards on a phone. Client mode does the work here; server mode reports each
 * change to the consumer's machine and asks it for more rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns: allColumns, rows: data, rowId, status = 'ready', server, selection } = props;
  const wide = useMediaQuery('(min-width: 768px)');
  const model = useTableModel(allColumns, data, server);
  const ids = useMemo(() => model.rows.map(rowId), [model.rows, rowId]);
  const scrollRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLElement>(null);
  const virtualizer = useRowVirtualizer(scrollRef, model.rows.length, wide ? 49 : 180);
  const selectionModel = useSelection(ids, selection);
  const keyboard = useRowKeyboard({
    count: model.rows.length,
    virtualizer,
    bodyRef,
    onToggle: selection ? (index) => selectionModel.toggle(index, false) : undefined,
    onOpen: props.onRowOpen
      ? (index) => {
          const row = model.rows[index];
          if (row !== undefined) props.onRowOpen?.(row);
        }
      : undefined,
  });

  const lastRendered = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const wantsMore =
    server !== undefined &&
    !server.loadingMore &&
    model.rows.length < server.total &&
    lastRendered >= model.rows.length - NEED_MORE_WITHIN;
  // Asking is an effect of what is on screen (the window neared the end), not of a click.
  useEffect(() => {
    if (wantsMore) server?.onNeedMore();
  }, [wantsMore, server]);

  if (status === 'error') return <ErrorPanel error={props.error} onRetry={props.onRetry} />;
  if (status === 'loading' && data.length === 0) return <LoadingPanel caption={caption} />;

  const total = server ? server.total : data.length;
  const view = { rows: model.rows, columns: model.columns };
  const toolbar = typeof props.toolbar === 'function' ? props.toolbar(view) : props.toolbar;
  const filtering = model.filter.trim() !== '';
  const empty = data.length === 0 && !filtering;
  const body = {
    caption,
    columns: model.columns,
    rows: model.rows,
    ids,
    rowCount: server ? server.total : model.rows.length,
    virtualizer,
    bodyRef,
    keyboard,
    selection: selection ? selectionModel : undefined,
    rowActions: props.rowActions,
    activeRowId: props.activeRowId,
    busy: status === 'loading' || (server?.loadingMore ?? false),
  };

  return (
    <div className="space-y-3">
      {props.showCaption && <h2 className="text-lg font-semibold text-slate-900">{caption}</h2>}
      {empty ? (
        <EmptyPanel text={props.emptyText ?? 'Gösterilecek kayıt bulunmuyor.'} />
      ) : (
        <>
          <TableToolbar
            caption={caption}
            filter={model.filter}
            onFilter={model.setFilter}
            shown={server ? server.total : model.rows.length}
            total={total}
            allColumns={allColumns}
            hidden={model.hidden}
            onToggleColumn={model.toggleHidden}
            sortChoice={
              wide
                ? undefined
                : {
                    columns: model.columns,
                    sort: model.sort,
                    onSort: model.setSort,
                  }
            }
            extra={toolbar}
            searchLabel={props.searchLabel === undefined ? 'Tabloda ara' : props.searchLabel}
            showCount={props.showCount ?? true}
          />
          {selection && (
            // On a wide screen the row holds only the selection bar, which is empty until a first
            // choice: `contents` gives the row no box, so no empty strip opens above the table.
            <div className={wide ? 'contents' : 'flex flex-wrap items-center gap-3'}>
              {!wide && (
                // A phone shows a few cards of the rows listed: the label says how many it takes.
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400"
                    checked={selectionModel.allShown}
                    onChange={selectionModel.toggleAllShown}
                  />
                  {selectionModel.allShown
                    ? `Listedeki ${formatNumber(ids.length)} satırın tümü seçili`
                    : `Listedeki ${formatNumber(ids.length)} satırın tümünü seç`}
                </label>
              )}
              <SelectionBar
                selection={selection}
                matching={server ? server.total : model.rows.length}
                onClear={selectionModel.clear}
                plain={!wide}
              />
            </div>
          )}
          {model.rows.length === 0 ? (
            <EmptyPanel text="Aramanıza uygun kayıt bulunamadı." />
          ) : (
            <section
              ref={scrollRef}
              aria-label={props.regionLabel}
              className={`overflow-auto rounded-lg ring-1 ring-slate-200 ${wide ? 'bg-white shadow-sm' : ''}`}
              style={{ maxHeight: props.maxHeight ?? '70vh' }}
            >
              {wide ? (
                <TableBody {...body} sort={model.sort} onSort={model.toggleSort} />
              ) : (
                <CardList {...body} />
              )}
              {server?.loadingMore && (
                <p className="p-3 text-center text-sm text-slate-700">Daha fazla satır yükleniyor…</p>
              )}
            </section>
          )}
          {server?.moreFailed && model.rows.length > 0 && (
            // The rows already loaded stay; only the next part failed, and can be asked for again.
            <RetryPanel onRetry={server.moreFailed.onRetry}>{server.moreFailed.message}</RetryPanel>
          )}
        </>
      )}
    </div>
  );
}
