import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { OrderDetail } from '../../api/orders/types';
import { formatDateTime, formatNumber } from '../../lib/format';
import { formatIccid } from '../../lib/iccid';
import type { orderDetailMachine } from '../../machines/orders/orderDetailMachine';
import { ORDER_LIST_PATH, orderPageMachine } from '../../machines/orders/orderPageMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { type Right, usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { DeleteOrderDialog } from './DeleteOrderDialog';
import { OrderDetailsSummary } from './OrderDetailsSummary';
import { formatMsisdn, ORDER_TYPE_LABELS, PRODUCT_TYPE_LABELS, SIM_TYPE_LABELS } from './orderLabels';
import { StatusBadge } from './StatusBadge';

type DetailRef = ActorRefFrom<typeof orderDetailMachine>;

const DELETE_REFUSAL_ID = 'order-delete-refusal';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function LinesTable({ order }: { order: OrderDetail }) {
  return (
    <section
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label="Hat tablosu"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Sipariş hatları</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Hat numarası
            </th>
            <th scope="col" className="px-4 py-3">
              Ürün tipi
            </th>
            <th scope="col" className="px-4 py-3">
              Tarife
            </th>
            <th scope="col" className="px-4 py-3">
              SIM tipi
            </th>
            <th scope="col" className="px-4 py-3">
              ICCID
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {order.lines.map((line) => (
            <tr key={line.msisdn}>
              <th scope="row" className="px-4 py-3 text-left font-medium whitespace-nowrap tabular-nums">
                {formatMsisdn(line.msisdn)}
              </th>
              <td className="px-4 py-3">{PRODUCT_TYPE_LABELS[line.productType]}</td>
              <td className="min-w-48 px-4 py-3">{line.tariffName}</td>
              <td className="px-4 py-3 whitespace-nowrap">{SIM_TYPE_LABELS[line.simType]}</td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">
                {line.iccid ? (
                  formatIccid(line.iccid)
                ) : (
                  <span className="font-sans text-slate-600">Henüz atanmadı</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OrderContent({
  detail,
  onDelete,
  canDelete,
  deleteRight,
}: {
  detail: DetailRef;
  onDelete: () => void;
  canDelete: boolean;
  /** The orders group's Talep: without it the delete button is closed and says why. */
  deleteRight: Right;
}) {
  const order = useSelector(detail, (s) => s.context.data);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const canRefresh = useSelector(detail, (s) => s.can({ type: 'user.refresh' }));
  if (!order) return null;
  return (
    <div className="space-y-6" aria-busy={loading || undefined}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <p className="text-lg font-semibold text-slate-900">{order.title}</p>
            <StatusBadge status={order.status} name={order.statusName} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              disabled={!canRefresh}
              onClick={() => detail.send({ type: 'user.refresh' })}
            >
              Yenile
            </Button>
            {order.deletable && (
              <Button
                variant="danger"
                disabled={!canDelete}
                aria-describedby={refusalId(deleteRight, DELETE_REFUSAL_ID)}
                onClick={onDelete}
              >
                Siparişi sil
              </Button>
            )}
          </div>
        </div>
        {order.deletable && <RefusalNote id={DELETE_REFUSAL_ID} right={deleteRight} level="request" />}
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3">
          <Fact label="Sipariş türü">{ORDER_TYPE_LABELS[order.orderType]}</Fact>
          <Fact label="Oluşturma tarihi">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Son güncelleme">{formatDateTime(order.updatedAt)}</Fact>
          <Fact label="Oluşturan">{order.createdBy}</Fact>
          <Fact label="Hat sayısı">{formatNumber(order.lines.length)}</Fact>
        </dl>
        {!order.deletable && (
          <p className="mt-4 text-sm text-slate-700">
            Bu sipariş işleme alındığı için silinemez. Yalnızca taslak veya alınmış siparişler silinebilir.
          </p>
        )}
      </Card>
      <Card title="Sipariş özeti">
        <OrderDetailsSummary details={order.details} />
      </Card>
      <Card title="Hatlar">
        {order.lines.length === 0 ? (
          <p className="text-sm text-slate-700">Bu siparişte hat bulunmuyor.</p>
        ) : (
          <LinesTable order={order} />
        )}
      </Card>
    </div>
  );
}

function OrderPage({ orderNo }: { orderNo: string }) {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const deleteRight = useRight('orders', 'request');
  const page = usePageActor(orderPageMachine, { orderNo, rights });
  // Children live as long as the page: their refs never change.
  const detail = useSelector(page, (s) => s.children.detail)!;
  const remover = useSelector(page, (s) => s.children.remover)!;
  const firstLoad = useSelector(detail, (s) => s.hasTag('loading') && s.context.data === undefined);
  const failed = useSelector(detail, (s) => s.hasTag('failed'));
  const error = useSelector(detail, (s) => s.context.error);
  const canRetry = useSelector(detail, (s) => s.can({ type: 'user.retry' }));
  const canDelete = useSelector(remover, (s) => s.can({ type: 'user.delete' }));

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link to={ORDER_LIST_PATH} className="text-sm text-brand-800 underline-offset-2 hover:underline">
          <span aria-hidden="true">← </span>Siparişlerim
        </Link>
        <h1 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900 sm:text-2xl">
          Sipariş {orderNo}
        </h1>
      </div>
      {firstLoad && <Spinner label="Sipariş yükleniyor" />}
      {failed && (
        <div className="space-y-3">
          <RetryPanel retryable={canRetry} onRetry={() => detail.send({ type: 'user.retry' })}>
            {error}
          </RetryPanel>
        </div>
      )}
      <OrderContent
        detail={detail}
        canDelete={canDelete}
        deleteRight={deleteRight}
        onDelete={() => remover.send({ type: 'user.delete' })}
      />
      <DeleteOrderDialog remover={remover} orderNo={orderNo} />
    </div>
  );
}

/** /my-orders/{orderNo}: one order, its lines and its summary; drafts and received orders can be deleted. */
export default function OrderDetailView() {
  const { orderNo = '' } = useParams();
  // A new number is a new page: fresh actors rather than ones holding the previous order.
  return <OrderPage key={orderNo} orderNo={orderNo} />;
}
