import type { OrderStatus } from '../../api/ordersTypes';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from './orderLabels';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${ORDER_STATUS_TONES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
