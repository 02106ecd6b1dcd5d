import { Link } from 'react-router';
import type { OrderSummary } from '../../api/ordersTypes';
import { formatDate, formatNumber } from '../../lib/format';
import { ORDER_TYPE_LABELS } from './orderLabels';
import { StatusBadge } from './StatusBadge';

/**
 * The orders of one page. Its name ("Siparişler", the caption) and rows named by their order
 * number are what other features' tests look for: keep them stable.
 */
export function OrdersTable({ orders, busy }: { orders: OrderSummary[]; busy: boolean }) {
  return (
    // A focusable, named scroll region: at 390 px the table scrolls sideways, also by keyboard.
    <section
      className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label="Sipariş tablosu"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">Siparişler</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Sipariş no
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Tür
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Açıklama
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Tarih
            </th>
            <th scope="col" className="px-4 py-3">
              Durum
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right md:table-cell">
              Hat sayısı
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.orderNo} className="hover:bg-slate-50">
              <th
                scope="row"
                className="px-4 py-3 text-left align-top font-medium whitespace-nowrap md:align-middle"
              >
                <Link
                  to={`/my-orders/${encodeURIComponent(order.orderNo)}`}
                  className="rounded text-brand-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {order.orderNo}
                </Link>
                {/* Below md the other columns are hidden; their facts go under the number. */}
                <span className="mt-1 block font-normal whitespace-normal text-slate-800 md:hidden">
                  {order.title}
                </span>
                <span className="block text-xs font-normal text-slate-600 md:hidden">
                  {ORDER_TYPE_LABELS[order.orderType]} · {formatDate(order.createdAt)}
                </span>
              </th>
              <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                {ORDER_TYPE_LABELS[order.orderType]}
              </td>
              <td className="hidden min-w-56 px-4 py-3 md:table-cell">{order.title}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                {formatDate(order.createdAt)}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={order.status} />
              </td>
              <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
                {formatNumber(order.lineCount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
