import { useSelector } from '@xstate/react';
import type { ContractSummary } from '../../api/contractsTypes';
import { formatDate, formatDateTime } from '../../lib/format';
import type { ContractListRef, ContractsPageRef } from '../../machines/contracts/contractsPageMachine';
import { Button } from '../../ui/Button';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
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

/** One list of the page: loading, failed with a retry, empty, or the table. */
export function ContractTable({ page, list }: { page: ContractsPageRef; list: ContractListRef }) {
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const contracts = useSelector(list, (s) => s.context.data?.contracts);
  const kind = useSelector(list, (s) => s.context.input.kind);
  const openedNumber = useSelector(page, (s) => s.context.opened?.contractNumber);

  if (failed && !contracts) {
    return (
      <RetryPanel onRetry={() => list.send({ type: 'user.retry' })}>Sözleşmeler yüklenemedi.</RetryPanel>
    );
  }
  if (!contracts) return <Spinner label="Sözleşmeler yükleniyor" />;
  if (contracts.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {kind === 'pending' ? 'Onayınızı bekleyen sözleşme bulunmuyor.' : 'Geçmiş sözleşme bulunmuyor.'}
      </p>
    );
  }
  return (
    <div className="relative overflow-x-auto" aria-busy={loading || undefined}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{KIND_LABELS[kind]}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Sözleşme no
            </th>
            <th scope="col" className="px-3 py-2">
              Başlık
            </th>
            <th scope="col" className="hidden px-3 py-2 md:table-cell">
              Düzenlenme
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              {kind === 'pending' ? 'Son onay tarihi' : 'Karar tarihi'}
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Durum
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {contracts.map((contract) => (
            <tr
              key={contract.contractNumber}
              className={openedNumber === contract.contractNumber ? 'bg-brand-50' : undefined}
            >
              <td className="hidden px-3 py-2 font-mono whitespace-nowrap sm:table-cell">
                {contract.contractNumber}
              </td>
              <td className="px-3 py-2">
                {/* On a phone the number, date and status stand under the title: no sideways scroll. */}
                <span className="block font-mono text-xs text-slate-700 sm:hidden">
                  {contract.contractNumber}
                </span>
                <span className="font-medium text-slate-900">{contract.title}</span>
                {contract.downloadRequiresOtp && (
                  <span className="block text-xs text-slate-700">İndirmek için SMS doğrulaması gerekir</span>
                )}
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700 sm:hidden">
                  <StatusBadge status={contract.status} />
                  {kind === 'pending'
                    ? `Son onay: ${formatDate(contract.approvalDeadline)}`
                    : `Karar: ${formatDateTime(contract.decidedAt)}`}
                </span>
              </td>
              <td className="hidden px-3 py-2 whitespace-nowrap md:table-cell">
                {formatDate(contract.createdDate)}
              </td>
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                {kind === 'pending'
                  ? formatDate(contract.approvalDeadline)
                  : formatDateTime(contract.decidedAt)}
              </td>
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                <StatusBadge status={contract.status} />
              </td>
              <td className="px-3 py-2">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({ status }: { status: ContractSummary['status'] }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
