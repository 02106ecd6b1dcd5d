import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import type { simCardOrderMachine } from '../../machines/simCard/simCardOrderMachine';

/** The month's SIM card limit: how many may be ordered, how many were, how many are left. */
export function LimitPanel({ order }: { order: ActorRefFrom<typeof simCardOrderMachine> }) {
  const limit = useSelector(order, (s) => s.context.limit);
  if (!limit) return null;
  const figures = [
    ['Aylık limit', limit.limit],
    ['Bu ay sipariş edilen', limit.used],
    ['Kalan', limit.remaining],
  ] as const;
  return (
    <section aria-labelledby="sim-limit-title" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <h2 id="sim-limit-title" className="text-base font-semibold text-slate-900">
        SIM kart limiti ({limit.periodLabel})
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
