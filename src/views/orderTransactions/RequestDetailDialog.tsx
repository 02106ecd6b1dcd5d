import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHANNEL_LABELS, DOCUMENT_TYPE_LABELS } from '../../api/orderTransactions/types';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { requestDetailMachine } from '../../machines/orderTransactions/requestDetailMachine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { DataTable } from '../../ui/table';
import { GSM_COLUMNS } from './columns';
import { StatusBadge } from './labels';

const gsmId = (line: { msisdn: string }) => line.msisdn;

/**
 * One request in a wide dialog: what was asked, by whom and when, and each line's own result
 * with its reason.
 */
export function RequestDetailDialog({ detail }: { detail: ActorRefFrom<typeof requestDetailMachine> }) {
  const open = useSelector(detail, (s) => s.matches('open'));
  const orderId = useSelector(detail, (s) => s.context.request?.orderId);
  const data = useSelector(detail, (s) => s.context.data);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const error = useSelector(detail, (s) => (s.hasTag('failed') ? s.context.error : undefined));
  const close = () => detail.send({ type: 'user.close' });
  if (!open) return null;
  const request = data?.detail;
  return (
    <Modal
      open
      wide
      title={`Talep ${orderId ?? ''}`}
      onClose={close}
      actions={
        <Button variant="secondary" onClick={close}>
          Kapat
        </Button>
      }
    >
      {loading && (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-700" role="status">
          <Spinner size="sm" /> Talep yükleniyor…
        </p>
      )}
      {error !== undefined && (
        <div className="mt-4">
          <RetryPanel onRetry={() => detail.send({ type: 'user.retry' })}>{error}</RetryPanel>
        </div>
      )}
      {request && data && (
        <div className="mt-4 space-y-4">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Field label="İşlem" value={request.operationName} />
            <Field label="Talep türü" value={DOCUMENT_TYPE_LABELS[request.documentType]} />
            <div>
              <dt className="text-slate-700">Durum</dt>
              <dd className="mt-0.5">
                <StatusBadge status={request.status} />
              </dd>
            </div>
            <Field label="Talep tarihi" value={formatDateTime(request.createdAt)} />
            <Field
              label="Sonuç tarihi"
              value={request.completedAt ? formatDateTime(request.completedAt) : 'Henüz sonuçlanmadı'}
            />
            <Field label="Talep eden" value={`${request.createdBy} (${CHANNEL_LABELS[request.channel]})`} />
            {request.summary.map((item) => (
              <Field key={item.label} label={item.label} value={item.value} />
            ))}
            <Field
              label="Hatlar"
              value={`${formatNumber(request.lineCount)} hat: ${formatNumber(request.doneCount)} yapıldı, ${formatNumber(request.failedCount)} yapılamadı`}
            />
          </dl>
          <DataTable
            caption="Talebin hatları"
            showCaption
            columns={GSM_COLUMNS}
            rows={data.lines}
            rowId={gsmId}
            regionLabel="Talebin hat listesi"
            searchLabel="Hatlarda ara"
            emptyText="Bu talepte hat yok."
            maxHeight="50vh"
          />
        </div>
      )}
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
