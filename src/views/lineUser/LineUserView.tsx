import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { LINE_USER_SORT_FIELDS, type LineUserProduct } from '../../api/lineUser/types';
import { formatMsisdn } from '../../lib/msisdn';
import { saveBlob } from '../../lib/sheets/download';
import { callLineUserExport } from '../../machines/lineUser/lineUserActors';
import { exportLineUsers } from '../../machines/lineUser/lineUserExport';
import { lineUserPageMachine } from '../../machines/lineUser/lineUserPageMachine';
import { type LineUserQuery, withBarFilter } from '../../machines/lineUser/lineUserQuery';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import { InvoiceNameBulkButtons, InvoiceNameBulkDialog, InvoiceNameBulkResult } from './InvoiceNameBulk';
import intros from './intro.json';
import { LINE_USER_COLUMNS } from './lineUserColumns';

/** The spreadsheet update, opened by a press: no part of the page's first visit (issue 42). */
const BulkImport = deferredPart(async () => {
  const { BulkImport } = await import('./BulkImport');
  return { default: BulkImport };
});

const INTRO = intros['/update-product-user'];

const REFUSAL_ID = 'line-user-refusal';

/**
 * The edit dialog brings react-hook-form (the bulk of 20 kB gzipped): loaded when a line is
 * opened, so the list's first paint does not wait for it. The page machine runs its flow.
 */
const EditLineUserDialog = lazy(() =>
  import('./EditLineUserDialog').then((m) => ({ default: m.EditLineUserDialog })),
);

const rowId = (line: LineUserProduct) => line.productId;

function exportFile(query: LineUserQuery, format: 'csv' | 'xlsx', sendMail: boolean) {
  return exportLineUsers(query, format, sendMail, { call: callLineUserExport, save: saveBlob });
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
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(lineUserPageMachine, { rights });
  usePreloadAfterPaint(BulkImport);
  // Children spawned on entry live as long as the page: their refs never change.
  const list = useSelector(page, (s) => s.children.list)!;
  const choices = useSelector(page, (s) => s.children.choices)!;
  const bulk = useSelector(page, (s) => s.children.bulk)!;
  // The edit flow runs only while a line's dialog is open.
  const edit = useSelector(page, (s) => s.children.edit);
  const importRef = useSelector(page, (s) => s.children.import);
  const editing = useSelector(page, (s) => s.matches('editing'));
  const openedLine = useSelector(page, (s) => s.context.openedLine);
  // Every change here (one line, the bulk update, the invoice name) is the lineUser group's Talep.
  const right = useRight('lineUser', 'request');
  const refusal = refusalId(right, REFUSAL_ID);

  // After a line's dialog is gone the person carries on from the row they opened it from.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing && openedLine) focusEditButton(openedLine);
    wasEditing.current = editing;
  }, [editing, openedLine]);

  const selectedIds = useSelector(bulk, (s) => s.context.selected);
  const allMatching = useSelector(bulk, (s) => s.context.allMatching);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  const newQuery = (next: LineUserQuery) => page.send({ type: 'user.query', query: next });
  const table = usePagedTable(list, {
    sortFields: LINE_USER_SORT_FIELDS,
    onQuery: newQuery,
    onFilterText: (text) => page.send({ type: 'user.filter', text }),
  });
  const { rows, total, query } = table;
  const { text: _text, ...barFilter } = query.filter;

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
          onApply={({ state, ...bar }) => newQuery(withBarFilter(query, { ...bar, roaming: state }))}
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
          onSelectAllMatching: () => bulk.send({ type: 'selection.all', total, filter: query.filter }),
        }}
        toolbar={
          <div className="flex flex-wrap items-start gap-3">
            <ExportControls
              onExport={(format, sendMail) => exportFile(query, format, sendMail)}
              disabled={total === 0}
            />
            <InvoiceNameBulkButtons bulk={bulk} refusal={REFUSAL_ID} />
            <Button
              variant="secondary"
              className="px-3 py-2"
              disabled={right !== 'granted'}
              aria-describedby={refusal}
              onClick={() => page.send({ type: 'user.import' })}
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
            onClick={() => page.send({ type: 'user.edit', productId: line.productId })}
          >
            Düzenle
          </Button>
        )}
      />
      <InvoiceNameBulkDialog bulk={bulk} />
      {importRef && <BulkImport importRef={importRef} onClose={() => page.send({ type: 'import.close' })} />}
      {edit && (
        <Suspense fallback={null}>
          <EditLineUserDialog edit={edit} />
        </Suspense>
      )}
    </div>
  );
}
