import type { OrderSummary } from '../../api/orders/types';
import { downloadSheet } from '../../lib/sheets/download';
import { ExportMenu } from '../../ui/ExportMenu';
import { Link } from '../../ui/Link';
import { type DataColumn, DataTable } from '../../ui/table';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from './orderLabels';
import { StatusBadge } from './StatusBadge';

const COLUMNS: DataColumn<OrderSummary>[] = [
  {
    id: 'orderNo',
    header: 'Sipariş no',
    kind: 'text',
    value: (order) => order.orderNo,
    cardTitle: true,
    hideable: false,
    cell: (order) => (
      <Link
        to={`/my-orders/${encodeURIComponent(order.orderNo)}`}
        className="rounded text-brand-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {order.orderNo}
      </Link>
    ),
  },
  { id: 'orderType', header: 'Tür', kind: 'text', value: (order) => ORDER_TYPE_LABELS[order.orderType] },
  { id: 'title', header: 'Açıklama', kind: 'text', value: (order) => order.title, width: 224 },
  { id: 'createdAt', header: 'Tarih', kind: 'date', value: (order) => order.createdAt },
  {
    id: 'status',
    header: 'Durum',
    kind: 'text',
    value: (order) => ORDER_STATUS_LABELS[order.status],
    cell: (order) => <StatusBadge status={order.status} name={order.statusName} />,
  },
  { id: 'lineCount', header: 'Hat sayısı', kind: 'number', value: (order) => order.lineCount },
];

const orderId = (order: OrderSummary) => order.orderNo;

/**
 * The orders of one page. Its name ("Siparişler", the caption) and rows named by their order
 * number (the row header) are what other features' tests look for: keep them stable.
 */
export function OrdersTable({ orders, busy }: { orders: OrderSummary[]; busy: boolean }) {
  return (
    <DataTable
      caption="Siparişler"
      regionLabel="Sipariş tablosu"
      columns={COLUMNS}
      rows={orders}
      rowId={orderId}
      status={busy ? 'loading' : 'ready'}
      emptyText="Aramanıza uygun sipariş bulunamadı."
      // The server pages and filters the orders (OrderFilters above); the page says how many.
      searchLabel={null}
      showCount={false}
      toolbar={(view) => (
        <ExportMenu onExport={(format) => downloadSheet(format, 'siparisler', view.columns, view.rows)} />
      )}
    />
  );
}
