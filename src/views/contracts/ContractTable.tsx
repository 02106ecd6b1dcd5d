import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ContractSummary } from '../../api/contracts/types';
import { formatDateTime } from '../../lib/format';
import { downloadSheet } from '../../lib/sheets/download';
import type { ContractListKind } from '../../machines/contracts/contractRows';
import type { ContractListRef, ContractsPageRef } from '../../machines/contracts/contractsPageMachine';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { type DataColumn, DataTable, type TableStatus } from '../../ui/table';
import { KIND_LABELS, STATUS_LABELS, STATUS_STYLES } from './labels';

function DownloadButton({ page, contract }: { page: ContractsPageRef; contract: ContractSummary }) {
  const busy = useSelector(page, (s) => s.context.downloading?.contractNumber === contract.contractNumber);
  const canDownload = useSelector(page, (s) => s.can({ type: 'user.download', contract }));
  return (
    <Button
      variant="secondary"
      className="px-3 py-1.5"
      busy={busy}
      disabled={!canDownload}
      aria-label={`${contract.contractNumber} numaralı sözleşmeyi indir`}
      onClick={() => page.send({ type: 'user.download', contract })}
    >
      {busy ? 'İndiriliyor' : 'İndir'}
    </Button>
  );
}

function StatusBadge({ status }: { status: ContractSummary['status'] }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The list's columns; the second date is the deadline while pending and the decision after. */
function contractColumns(kind: ContractListKind): DataColumn<ContractSummary>[] {
  return [
    {
      id: 'contractNumber',
      header: 'Sözleşme no',
      kind: 'text',
      value: (c) => c.contractNumber,
      cell: (c) => <span className="font-mono whitespace-nowrap">{c.contractNumber}</span>,
    },
    {
      id: 'title',
      header: 'Başlık',
      kind: 'text',
      value: (c) => c.title,
      cardTitle: true,
      hideable: false,
      width: 224,
      cell: (c) => (
        <>
          <span className="font-medium whitespace-normal text-slate-900">{c.title}</span>
          {c.downloadRequiresOtp && (
            <span className="block text-xs font-normal text-slate-700">
              İndirmek için SMS doğrulaması gerekir
            </span>
          )}
        </>
      ),
    },
    { id: 'createdDate', header: 'Düzenlenme', kind: 'date', value: (c) => c.createdDate },
    kind === 'pending'
      ? { id: 'approvalDeadline', header: 'Son onay tarihi', kind: 'date', value: (c) => c.approvalDeadline }
      : {
          id: 'decidedAt',
          header: 'Karar tarihi',
          kind: 'date',
          value: (c) => c.decidedAt,
          cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.decidedAt)}</span>,
        },
    {
      id: 'status',
      header: 'Durum',
      kind: 'text',
      value: (c) => STATUS_LABELS[c.status],
      cell: (c) => <StatusBadge status={c.status} />,
    },
  ];
}

const contractId = (c: ContractSummary) => c.contractNumber;

/** One list of the page: loading, failed with a retry, empty, or the table. */
export function ContractTable({ page, list }: { page: ContractsPageRef; list: ContractListRef }) {
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const contracts = useSelector(list, (s) => s.context.data?.contracts);
  const kind = useSelector(list, (s) => s.context.input.kind);
  const openedNumber = useSelector(page, (s) => s.context.opened?.contractNumber);
  const columns = useMemo(() => contractColumns(kind), [kind]);

  // A failure with rows on screen keeps them (the refresh failed, not the list).
  const status: TableStatus = failed && !contracts ? 'error' : !contracts || loading ? 'loading' : 'ready';
  return (
    <DataTable
      caption={KIND_LABELS[kind]}
      columns={columns}
      rows={contracts ?? []}
      rowId={contractId}
      status={status}
      error="Sözleşmeler yüklenemedi."
      onRetry={() => list.send({ type: 'user.retry' })}
      emptyText={
        kind === 'pending' ? 'Onayınızı bekleyen sözleşme bulunmuyor.' : 'Geçmiş sözleşme bulunmuyor.'
      }
      activeRowId={openedNumber}
      toolbar={(view) => (
        <ExportMenu
          onExport={(format) =>
            downloadSheet(
              format,
              kind === 'pending' ? 'sozlesmeler-onay-bekleyen' : 'sozlesme-gecmisi',
              view.columns,
              view.rows,
            )
          }
        />
      )}
      rowActions={(contract) => (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            aria-label={`${contract.contractNumber} numaralı sözleşmeyi incele`}
            onClick={() => page.send({ type: 'user.open', contract })}
          >
            İncele
          </Button>
          <DownloadButton page={page} contract={contract} />
        </div>
      )}
    />
  );
}
