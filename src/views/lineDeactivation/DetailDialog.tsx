import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDateTime, formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { deactivationDetailMachine } from '../../machines/lineDeactivation/deactivationHistoryMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** One deactivation: when, why, who, each closed line with its cost, and the documents. */
export function DetailDialog({
  detail,
  onClose,
}: {
  /** The page's `detail` child, running while the dialog is open. */
  detail: ActorRefFrom<typeof deactivationDetailMachine>;
  onClose(): void;
}) {
  const data = useSelector(detail, (s) => s.context.data);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const error = useSelector(detail, (s) => (s.hasTag('failed') ? s.context.error : undefined));

  return (
    <Modal
      open
      title="Hat kapatma ayrıntısı"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      {loading && <p role="status">Ayrıntı yükleniyor…</p>}
      {error && (
        <div className="space-y-2">
          <Alert>{error}</Alert>
          <Button variant="secondary" onClick={() => detail.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {data && (
        <div className="space-y-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium text-slate-700">Tarih</dt>
            <dd>{formatDateTime(data.closedAt)}</dd>
            <dt className="font-medium text-slate-700">Neden</dt>
            <dd>{data.reasonTitle}</dd>
            <dt className="font-medium text-slate-700">Kapatan</dt>
            <dd>{data.closedBy}</dd>
            <dt className="font-medium text-slate-700">Cayma bedeli</dt>
            <dd>{formatMoney(data.totalCost, { minDecimals: 2 })}</dd>
            <dt className="font-medium text-slate-700">Belgeler</dt>
            <dd className="break-words">
              {data.documents.length > 0 ? data.documents.map((d) => d.fileName).join(', ') : 'Yok'}
            </dd>
          </dl>
          <h3 className="font-semibold text-slate-900">Bu işlemde kapatılan hatlar</h3>
          <ul aria-label="Bu işlemde kapatılan hatlar" className="divide-y divide-slate-200">
            {data.lines.map((line) => (
              <li key={line.msisdn} className="py-2">
                <span className="font-mono">{formatMsisdn(line.msisdn)}</span>
                <span className="block text-slate-700">
                  {line.userName}, {line.tariffName}. Cayma bedeli:{' '}
                  {formatMoney(line.cost, { minDecimals: 2 })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
