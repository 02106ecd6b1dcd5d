import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Actor } from 'xstate';
import { LINE_USER_SORT_FIELDS, type LineUserProduct } from '../../api/lineUserTypes';
import { formatMsisdn } from '../../lib/msisdn';
import { saveBlob } from '../../lib/sheets/download';
import { invoiceNameBulkMachine } from '../../machines/lineUser/invoiceNameBulkMachine';
import { callLineUserExport, invoiceNameBulkActors } from '../../machines/lineUser/lineUserActors';
import { exportLineUsers } from '../../machines/lineUser/lineUserExport';
import {
  lineUserFilterChoicesMachine,
  lineUserListLoader,
  lineUserListMachine,
} from '../../machines/lineUser/lineUserListMachine';
import {
  EMPTY_LINE_USER_QUERY,
  LINE_USER_PAGE_SIZE,
  type LineUserQuery,
  withBarFilter,
} from '../../machines/lineUser/lineUserQuery';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePagedTable } from '../shared/usePagedTable';
import { BulkImport } from './BulkImport';
import { InvoiceNameBulkButtons, InvoiceNameBulkDialog, InvoiceNameBulkResult } from './InvoiceNameBulk';
import intros from './intro.json';
import { LINE_USER_COLUMNS } from './lineUserColumns';

const INTRO = intros['/update-product-user'];

const REFUSAL_ID = 'line-user-refusal';

/**
 * The edit dialog brings react-hook-form and the edit flow (about 20 kB gzipped): loaded when a
 * line is opened, so the list's first paint does not wait for it.
 */
const EditLineUserDialog = lazy(() =>
  import('./EditLineUserDialog').then((m) => ({ default: m.EditLineUserDialog })),
);

/** The list with its real page loader, provided once. */
const listLogic = lineUserListMachine.provide({ actors: { loadPage: lineUserListLoader } });
type ListRef = Actor<typeof listLogic>;

const rowId = (line: LineUserProduct) => line.productId;

/** Reloads the list from the start with the query it has (after something was written). */
const reload = (list: ListRef) => list.send({ type: 'user.query', query: list.getSnapshot().context.query });

function exportFile(list: ListRef, format: 'csv' | 'xlsx', sendMail: boolean) {
  return exportLineUsers(list.getSnapshot().context.query, format, sendMail, {
    call: callLineUserExport,
    save: saveBlob,
  });
}

function focusEditButton(productId: string) {
  // After the dialog is gone the person carries on from the row they opened it from.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`[data-edit-row="${CSS.escape(productId)}"]`)?.focus();
  });
}

/** The table's quick filter searches numbers written any way and user names on the server. */
const SEARCH_LABEL = 'Numara veya kullanıcı adıyla ara';

/** /update-product-user: who uses each line, searched, filtered, edited and exported. */
export default function LineUserView() {
  const list = useActorRef(listLogic, {
    input: { query: EMPTY_LINE_USER_QUERY, pageSize: LINE_USER_PAGE_SIZE },
  });
  const choices = useActorRef(lineUserFilterChoicesMachine, { input: undefined });
  // The bulk machine's one edge effect needs this page's list: built once, with it.
  const [bulkLogic] = useState(() =>
    invoiceNameBulkMachine.provide({
      actors: invoiceNameBulkActors,
      actions: { linesUpdated: () => reload(list) },
    }),
  );
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const bulk = useActorRef(bulkLogic, { input: { rights } });
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  // Every change here (one line, the bulk update, the invoice name) is the lineUser group's Talep.
  const right = useRight('lineUser', 'request');
  const refusal = refusalId(right, REFUSAL_ID);

  const selectedIds = useSelector(bulk, (s) => s.context.selected);
  const allMatching = useSelector(bulk, (s) => s.context.allMatching);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  const clearSelection = () => bulk.send({ type: 'selection.clear' });
  const newQuery = (next: LineUserQuery) => {
    clearSelection();
    list.send({ type: 'user.query', query: next });
  };
  const table = usePagedTable(list, {
    sortFields: LINE_USER_SORT_FIELDS,
    onQuery: newQuery,
    onFilter: clearSelection,
  });
  const { rows, total, query } = table;
  const { text: _text, ...barFilter } = query.filter;
  const closeEdit = (productId: string, changed: boolean) => {
    setEditing(null);
    if (changed) reload(list);
    focusEditButton(productId);
  };

  return (
    <div className="space-y-4">
      <header>
        {/* The same words the splash paints before the code arrives (intro.json, src/app/bootIntro.ts). */}
        <h1 className="text-2xl font-bold text-slate-900">{INTRO.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{INTRO.lead}</p>
      </header>
      <FiltersFold active={Object.values(barFilter).filter((v) => v !== undefined && v !== '').length}>
        <LineFiltersForm
          choicesRef={choices}
          value={{ ...barFilter, state: barFilter.roaming }}
          stateLabel="Yurt dışı kullanımı"
          onApply={({ state, ...bar }) =>
            newQuery(withBarFilter(list.getSnapshot().context.query, { ...bar, roaming: state }))
          }
        />
      </FiltersFold>
      <InvoiceNameBulkResult bulk={bulk} />
      <DataTable
        caption="Hatlar ve kullanıcıları"
        showCaption
        columns={LINE_USER_COLUMNS}
        rows={rows}
        rowId={rowId}
        status={table.status}
        error="Hatlar yüklenemedi."
        onRetry={table.retry}
        emptyText="Aramanıza uyan hat bulunamadı."
        regionLabel="Hat listesi"
        server={table.server}
        searchLabel={SEARCH_LABEL}
        selection={{
          selected,
          allMatching,
          onChange: (next) => bulk.send({ type: 'selection.change', ids: [...next] }),
          onSelectAllMatching: () =>
            bulk.send({ type: 'selection.all', total, filter: list.getSnapshot().context.query.filter }),
        }}
        toolbar={
          <div className="flex flex-wrap items-start gap-3">
            <ExportControls
              onExport={(format, sendMail) => exportFile(list, format, sendMail)}
              disabled={total === 0}
            />
            <InvoiceNameBulkButtons bulk={bulk} refusal={REFUSAL_ID} />
            <Button
              variant="secondary"
              className="px-3 py-2"
              disabled={right !== 'granted'}
              aria-describedby={refusal}
              onClick={() => setImporting(true)}
            >
              Toplu güncelle
            </Button>
            <RefusalNote id={REFUSAL_ID} right={right} level="request" />
          </div>
        }
        rowActions={(line) => (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            data-edit-row={line.productId}
            aria-label={`${formatMsisdn(line.msisdn)} hattını düzenle`}
            disabled={right !== 'granted'}
            aria-describedby={refusal}
            onClick={() => setEditing(line.productId)}
          >
            Düzenle
          </Button>
        )}
      />
      <InvoiceNameBulkDialog bulk={bulk} />
      {importing && <BulkImport onClose={() => setImporting(false)} onFinished={() => reload(list)} />}
      {editing && (
        <Suspense fallback={null}>
          <EditLineUserDialog productId={editing} onClose={(changed) => closeEdit(editing, changed)} />
        </Suspense>
      )}
    </div>
  );
}
