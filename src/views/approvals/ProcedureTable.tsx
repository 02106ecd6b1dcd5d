import { useSelector } from '@xstate/react';
import type { ApprovalProcedure } from '../../api/approvals/types';
import { downloadSheet } from '../../lib/sheets/download';
import { ExportMenu } from '../../ui/ExportMenu';
import { type DataColumn, DataTable } from '../../ui/table';
import type { ApprovalsRef } from './approvalsRef';

const COLUMNS: DataColumn<ApprovalProcedure>[] = [
  {
    id: 'typeName',
    header: 'İşlem',
    kind: 'text',
    value: (p) => p.typeName,
    cardTitle: true,
    hideable: false,
  },
  { id: 'workflowInstanceId', header: 'İşlem no', kind: 'text', value: (p) => p.workflowInstanceId },
  { id: 'summary', header: 'Özet', kind: 'text', value: (p) => p.summary, width: 240 },
  { id: 'requester', header: 'Talep eden', kind: 'text', value: (p) => p.requester },
  { id: 'requestedAt', header: 'Talep tarihi', kind: 'date', value: (p) => p.requestedAt },
];

const procedureId = (p: ApprovalProcedure) => p.workflowInstanceId;

/**
 * The procedures waiting for this person: sorted, filtered and exported in the browser (a
 * company has tens of them, not thousands). "İncele" on each row opens its detail, also on a
 * phone card, where it is always shown rather than after a tap on the card.
 */
export function ProcedureTable({ approvals }: { approvals: ApprovalsRef }) {
  const procedures = useSelector(approvals, (s) => s.context.procedures);
  const selectedId = useSelector(approvals, (s) => s.context.selectedId);
  const canSelect = useSelector(approvals, (s) => s.hasTag('selectable'));
  return (
    <DataTable
      caption="Onay bekleyen işlemler"
      regionLabel="Onay bekleyen işlemler tablosu"
      columns={COLUMNS}
      rows={procedures}
      rowId={procedureId}
      emptyText="Onayınızı bekleyen işlem bulunmuyor."
      activeRowId={selectedId}
      toolbar={(view) => (
        <ExportMenu
          onExport={(format) => downloadSheet(format, 'onay-bekleyen-islemler', view.columns, view.rows)}
        />
      )}
      rowActions={(p) => (
        <button
          type="button"
          disabled={!canSelect}
          aria-pressed={selectedId === p.workflowInstanceId}
          onClick={() => approvals.send({ type: 'user.select', workflowInstanceId: p.workflowInstanceId })}
          className="rounded-md px-3 py-1.5 font-medium text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          İncele<span className="sr-only">: {p.workflowInstanceId}</span>
        </button>
      )}
    />
  );
}
