import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDateTime, formatMoney } from '../../lib/format';
import type { packageHistoryDetailMachine } from '../../machines/additionalPackage/packageListsMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { DataTable } from '../../ui/table';
import { RESULT_COLUMNS } from './columns';
import { ACTION_NAMES, STATUS_NAMES } from './texts';

/** One order or cancellation: when, who, what, and each line's result. */
export function HistoryDetailDialog({
  detail,
  onClose,
}: {
  /** The page's `detail` child, running while the dialog is open. */
  detail: ActorRefFrom<typeof packageHistoryDetailMachine>;
  onClose(): void;
}) {
  const data = useSelector(detail, (s) => s.context.data);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const error = useSelector(detail, (s) => (s.hasTag('failed') ? s.context.error : undefined));

  return (
    <Modal
      open
      wide
      title="Ek paket işlemi ayrıntısı"
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
            <dt className="font-medium text-slate-700">İşlem no</dt>
            <dd className="font-mono">{data.orderId}</dd>
            <dt className="font-medium text-slate-700">Tarih</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
            <dt className="font-medium text-slate-700">İşlem</dt>
            <dd>
              {ACTION_NAMES[data.action]}: {data.offerName}
            </dd>
            <dt className="font-medium text-slate-700">Durum</dt>
            <dd>{STATUS_NAMES[data.status]}</dd>
            <dt className="font-medium text-slate-700">Tutar</dt>
            <dd>{formatMoney(data.total, { minDecimals: 2 })}</dd>
            <dt className="font-medium text-slate-700">İşlemi yapan</dt>
            <dd>{data.createdBy}</dd>
          </dl>
          <DataTable
            caption="Bu işlemin hatları"
            showCaption
            columns={RESULT_COLUMNS}
            rows={data.lines}
            rowId={(l) => l.msisdn}
            status="ready"
            regionLabel="Bu işlemin hatları"
            searchLabel={null}
            maxHeight="40vh"
          />
        </div>
      )}
    </Modal>
  );
}
