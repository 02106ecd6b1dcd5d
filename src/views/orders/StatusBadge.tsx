import type { OrderStatus } from '../../api/orders/types';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from './orderLabels';

/** The shared status's colour; the words are the order's own status where it has finer ones. */
export function StatusBadge({ status, name }: { status: OrderStatus; name?: string | undefined }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${ORDER_STATUS_TONES[status]}`}
    >
      {name ?? ORDER_STATUS_LABELS[status]}
    </span>
  );
}
