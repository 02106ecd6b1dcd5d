import { useSelector } from '@xstate/react';
import type { TakeOverStatus } from '../../api/takeOver/types';
import { formatDateTime } from '../../lib/format';
import { type TakeOverOrdersRef, takeOverOrdersMachine } from '../../machines/takeOver/takeOverOrdersMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { usePageActor } from '../shared/usePageActor';
import { StepStatus } from '../shared/wizard/StepStatus';
import { OrderDetail } from './OrderDetail';
import { TakeOverFrame } from './TakeOverFrame';

/** /take-over/orders: the company's take-over orders, their status, detail and cancellation. */
export default function TakeOverOrdersView() {
  const orders = usePageActor(takeOverOrdersMachine, undefined);
  const list = useSelector(orders, (s) => s.context.orders);
  const statuses = useSelector(orders, (s) => s.context.statuses);
  const status = useSelector(orders, (s) => s.context.status);
  const cancelled = useSelector(orders, (s) => s.context.notice === 'cancelled');
  const loading = useSelector(orders, (s) => s.matches('loading'));
  const failed = useSelector(orders, (s) => s.matches('failed'));

  return (
    <TakeOverFrame>
      <section aria-labelledby="take-over-orders" className="space-y-4">
        <h2 id="take-over-orders" className="text-lg font-semibold text-slate-900">
          Devir siparişlerim
        </h2>
        <div className="max-w-xs">
          <SelectField
            label="Durum"
            value={status}
            options={statuses.map((s) => ({ value: s.code, label: s.name }))}
            onChange={(e) =>
              orders.send({ type: 'user.filter', status: e.target.value as TakeOverStatus | '' })
            }
          />
        </div>
        {cancelled && <Alert tone="success">Devir siparişi iptal edildi.</Alert>}
        {failed || (loading && list.length === 0) ? (
          <StepStatus wizard={orders} />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-700">Bu durumda devir siparişiniz yok.</p>
        ) : (
          <OrdersTable orders={orders} />
        )}
        <CancelDialog orders={orders} />
        <DetailDialog orders={orders} />
      </section>
    </TakeOverFrame>
  );
}

function OrdersTable({ orders }: { orders: TakeOverOrdersRef }) {
  const list = useSelector(orders, (s) => s.context.orders);
  return (
    // Positioned, so the header's screen-reader-only text scrolls with the table, not the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Devir siparişleri</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Sipariş no
            </th>
            <th scope="col" className="py-2 pr-3">
              Tarih
            </th>
            <th scope="col" className="py-2 pr-3">
              Devreden
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Hat sayısı
            </th>
            <th scope="col" className="py-2 pr-3">
              Durum
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">İşlemler</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((order) => (
            <tr key={order.orderId} className="border-b border-slate-100">
              <td className="py-2 pr-3 font-mono">{order.orderId}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
              <td className="py-2 pr-3">{order.transferorName}</td>
              <td className="py-2 pr-3 text-right">{order.lineCount}</td>
              <td className="py-2 pr-3">{order.statusName}</td>
              <td className="py-2">
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    variant="secondary"
                    aria-label={`${order.orderId} ayrıntıları`}
                    onClick={() => orders.send({ type: 'user.open', orderId: order.orderId })}
                  >
                    Ayrıntılar
                  </Button>
                  {order.cancellable && (
                    <Button
                      variant="secondary"
                      aria-label={`${order.orderId} siparişini iptal et`}
                      onClick={() => orders.send({ type: 'user.cancel', orderId: order.orderId })}
                    >
                      İptal et
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CancelDialog({ orders }: { orders: TakeOverOrdersRef }) {
  const open = useSelector(orders, (s) => s.matches('confirmingCancel') || s.matches('cancelling'));
  const busy = useSelector(orders, (s) => s.matches('cancelling'));
  const orderId = useSelector(orders, (s) => s.context.orderId);
  return (
    <Modal
      open={open}
      title="Devir siparişini iptal et"
      onClose={() => orders.send({ type: 'user.close' })}
      actions={
        <>
          <Button variant="secondary" onClick={() => orders.send({ type: 'user.close' })}>
            Vazgeç
          </Button>
          <Button busy={busy} onClick={() => orders.send({ type: 'user.confirm' })}>
            Siparişi iptal et
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-800">
        {orderId} numaralı devir siparişi iptal edilecek. Bu işlem geri alınamaz.
      </p>
    </Modal>
  );
}

function DetailDialog({ orders }: { orders: TakeOverOrdersRef }) {
  const open = useSelector(orders, (s) => s.matches('detail'));
  const detail = useSelector(orders, (s) => s.context.detail);
  const orderId = useSelector(orders, (s) => s.context.orderId);
  return (
    <Modal
      open={open}
      wide
      title={`Devir siparişi ${orderId}`}
      onClose={() => orders.send({ type: 'user.close' })}
    >
      {detail ? (
        <OrderDetail order={detail} />
      ) : (
        <p role="status" className="text-sm text-slate-700">
          Yükleniyor…
        </p>
      )}
    </Modal>
  );
}
