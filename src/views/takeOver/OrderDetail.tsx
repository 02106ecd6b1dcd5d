import type { TakeOverOrder } from '../../api/takeOver/types';
import { formatDateTime, formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';

/** One take-over order as the server holds it: status, transferring party, approval and lines. */
export function OrderDetail({ order }: { order: TakeOverOrder }) {
  return (
    <div className="space-y-4 text-sm text-slate-800">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Durum</dt>
          <dd className="font-medium">{order.statusName}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Sipariş türü</dt>
          <dd className="font-medium">{order.orderTypeName}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Devreden</dt>
          <dd className="font-medium">
            {order.transferor.name} ({order.transferor.contactPhone})
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Devreden onayı</dt>
          <dd className="font-medium">{order.approval.message}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Oluşturulma</dt>
          <dd className="font-medium">{formatDateTime(order.createdAt)}</dd>
        </div>
        {order.expectedCompletionAt && (
          <div>
            <dt className="text-slate-700">Beklenen tamamlanma</dt>
            <dd className="font-medium">{formatDateTime(order.expectedCompletionAt)}</dd>
          </div>
        )}
      </dl>
      <ul
        aria-label="Devralınan hatlar"
        className="divide-y divide-slate-100 rounded-md border border-slate-200"
      >
        {order.lines.map((line) => (
          <li key={line.msisdn} className="flex flex-wrap justify-between gap-2 px-3 py-2">
            <span className="font-mono">{formatMsisdn(line.msisdn)}</span>
            <span>
              {line.tariffName ?? line.currentTariff}
              {line.monthlyFee !== undefined && ` · ${formatMoney(line.monthlyFee, { minDecimals: 2 })} / ay`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
