import { useSelector } from '@xstate/react';
import type { AuditEntrySummary, AuditOperationOption } from '../../api/auditTrail/types';
import { saveBlob } from '../../lib/sheets/download';
import { exportAudit } from '../../machines/auditTrail/auditExport';
import { auditPageMachine } from '../../machines/auditTrail/auditPageMachine';
import type { AuditBarFilter, AuditListQuery } from '../../machines/auditTrail/auditQuery';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { FullAuthorityGate } from '../shared/FullAuthority';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilters } from './AuditFilters';
import { reportExport } from './auditAnalytics';
import { AUDIT_COLUMNS } from './columns';
import { AUDIT_TEXTS } from './texts';

const rowId = (e: AuditEntrySummary) => e.entryId;
const activeFilters = (bar: AuditBarFilter) =>
  Object.values(bar).filter((value) => value !== undefined && value !== '').length;
/** The trail is always newest first: no column sorts. */
const NO_SORT: readonly string[] = [];
const NO_OPERATIONS: readonly AuditOperationOption[] = [];

/**
 * /audit-trail: every change made for the company, who made it, on what, and how it ended. Only
 * full authority reads it (the sandbox answers 403 otherwise): anyone else reads why instead, and
 * the page's calls are never made.
 */
export default function AuditTrailView() {
  return (
    <FullAuthorityGate title={AUDIT_TEXTS.title}>
      <AuditTrailPage />
    </FullAuthorityGate>
  );
}

function AuditTrailPage() {
  // The entry dialog's outcome comes up to the page, which reports it as an analytics effect.
  const page = usePageActor(auditPageMachine, undefined);
  // Children live as long as the page: their refs never change.
  const list = useSelector(page, (s) => s.children.list)!;
  const operationsActor = useSelector(page, (s) => s.children.operations)!;
  const detail = useSelector(page, (s) => s.children.detail)!;
  const operations = useSelector(operationsActor, (s) => s.context.data ?? NO_OPERATIONS);
  const operationsFailed = useSelector(operationsActor, (s) => s.hasTag('failed'));

  const newQuery = (next: AuditListQuery) => page.send({ type: 'user.query', query: next });
  const table = usePagedTable(list, { sortFields: NO_SORT, onQuery: newQuery });
  const { rows, total, query } = table;
  const { text: _text, ...bar } = query.filter;
  const applyBar = (next: AuditBarFilter) => newQuery(withBarFilter(list.getSnapshot().context.query, next));
  const open = (e: AuditEntrySummary) => detail.send({ type: 'user.open', entryId: e.entryId });

  const runExport = (format: 'csv' | 'xlsx', sendMail: boolean) => {
    const { query: current, total: count } = list.getSnapshot().context;
    return exportAudit(current, count, format, sendMail, { save: saveBlob, report: reportExport });
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="font-bold text-2xl text-slate-900">{AUDIT_TEXTS.title}</h1>
        <p className="mt-1 text-slate-700 text-sm">{AUDIT_TEXTS.lead}</p>
      </header>
      <FiltersFold active={activeFilters(bar)}>
        <AuditFilters
          value={bar}
          operations={operations}
          onApply={applyBar}
          onRetryOperations={
            operationsFailed ? () => operationsActor.send({ type: 'user.retry' }) : undefined
          }
        />
      </FiltersFold>
      <DataTable
        caption={AUDIT_TEXTS.table}
        showCaption
        columns={AUDIT_COLUMNS}
        rows={rows}
        rowId={rowId}
        status={table.status}
        error={AUDIT_TEXTS.failed}
        onRetry={table.retry}
        emptyText={AUDIT_TEXTS.empty}
        regionLabel={AUDIT_TEXTS.region}
        searchLabel={AUDIT_TEXTS.search}
        server={table.server}
        rowActions={(e) => (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={AUDIT_TEXTS.details(e.entryId)}
            onClick={() => open(e)}
          >
            Ayrıntılar
          </Button>
        )}
        toolbar={<ExportControls disabled={total === 0} onExport={runExport} />}
      />
      <AuditEntryDialog detail={detail} />
    </div>
  );
}
