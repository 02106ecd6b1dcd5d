import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OrderListPage } from '../../api/orders/types';
import { formatNumber } from '../../lib/format';
import { hasFilters, pageCount } from '../../machines/orders/orderQuery';
import { ordersListMachine, type ordersListRequestMachine } from '../../machines/orders/ordersListMachine';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';

type RequestRef = ActorRefFrom<typeof ordersListRequestMachine>;
type ListRef = ActorRefFrom<typeof ordersListMachine>;

/**
 * The last page that arrived: while the next one loads the table stays (marked busy), so the
 * page does not jump and the focused control (a pager button, a filter) stays where it is.
 */
function useLastLoaded(data: OrderListPage | undefined): OrderListPage | undefined {
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}

function Pager({ list, page }: { list: ListRef; page: OrderListPage }) {
  const pages = pageCount(page);
  if (pages <= 1) return null;
  const go = (to: number) => () => {
    if (to >= 1 && to <= pages) list.send({ type: 'user.page', page: to });
  };
  // aria-disabled rather than disabled: a disabled button drops the keyboard focus.
  const linkClass = (enabled: boolean) => (enabled ? '' : 'cursor-not-allowed opacity-50');
  return (
    <nav aria-label="Sayfalar" className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        aria-label="Önceki sayfa"
        aria-disabled={page.page <= 1 || undefined}
        className={linkClass(page.page > 1)}
        onClick={go(page.page - 1)}
      >
        Önceki<span className="hidden sm:inline"> sayfa</span>
      </Button>
      <p className="text-sm whitespace-nowrap text-slate-700">
        Sayfa {page.page} / {pages}
      </p>
      <Button
        variant="secondary"
        aria-label="Sonraki sayfa"
        aria-disabled={page.page >= pages || undefined}
        className={linkClass(page.page < pages)}
        onClick={go(page.page + 1)}
      >
        Sonraki<span className="hidden sm:inline"> sayfa</span>
      </Button>
    </nav>
  );
}

function OrdersResult({ list, request }: { list: ListRef; request: RequestRef }) {
  const loading = useSelector(request, (s) => s.hasTag('loading'));
  const failed = useSelector(request, (s) => s.hasTag('failed'));
  const canRetry = useSelector(request, (s) => s.can({ type: 'user.retry' }));
  const canRefresh = useSelector(request, (s) => s.can({ type: 'user.refresh' }));
  const error = useSelector(request, (s) => s.context.error);
  const filtered = useSelector(request, (s) => hasFilters(s.context.input));
  const page = useLastLoaded(useSelector(request, (s) => s.context.data));

  if (failed) {
    return (
      <RetryPanel retryable={canRetry} onRetry={() => request.send({ type: 'user.retry' })}>
        {error}
      </RetryPanel>
    );
  }
  if (!page) return <Spinner label="Siparişler yükleniyor" />;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.orders.length - 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          {loading ? (
            <Spinner size="sm" label="Yükleniyor" />
          ) : page.total === 0 ? (
            ''
          ) : (
            `${formatNumber(page.total)} siparişten ${formatNumber(first)}–${formatNumber(last)} arası gösteriliyor.`
          )}
        </p>
        <Button variant="ghost" disabled={!canRefresh} onClick={() => request.send({ type: 'user.refresh' })}>
          Listeyi yenile
        </Button>
      </div>
      {page.total === 0 ? (
        <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          {filtered ? (
            <p className="text-slate-800">Aramanıza uygun sipariş bulunamadı.</p>
          ) : (
            <>
              <p className="text-slate-800">Henüz siparişiniz yok.</p>
              <p className="mt-2 text-sm">
                <Link to="/new-line" className="text-brand-800 underline">
                  Yeni hat siparişi verin
                </Link>
              </p>
            </>
          )}
        </div>
      ) : (
        <>
          <OrdersTable orders={page.orders} busy={loading} />
          <Pager list={list} page={page} />
        </>
      )}
    </div>
  );
}

/** /my-orders: the company's orders of every kind, filtered, searched and paged. */
export default function MyOrdersView() {
  const list = useActorRef(ordersListMachine, { input: {} });
  const request = useSelector(list, (s) => s.children.request as RequestRef | undefined);
  const query = useSelector(list, (s) => s.context.query, shallowEqual);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Siparişlerim</h1>
        <p className="text-sm text-slate-700">
          Şirketiniz adına verilen yeni hat, SIM kart, devir, ek paket ve tarife siparişleri.
        </p>
      </div>
      <OrderFilters applied={query} onApply={(filters) => list.send({ type: 'user.filter', filters })} />
      {request && <OrdersResult list={list} request={request} />}
    </div>
  );
}
