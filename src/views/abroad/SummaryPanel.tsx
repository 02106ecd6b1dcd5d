import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AbroadService } from '../../api/abroad/types';
import { formatMoney, formatNumber } from '../../lib/format';
import type { abroadSummaryMachine } from '../../machines/abroad/abroadSummaryMachine';
import { Button } from '../../ui/Button';
import { SERVICE_TEXTS } from './texts';

/**
 * How many of the company's lines have the service open or closed, and what it costs abroad.
 * On the confirm page only the prices show (`pricesOnly`): the counts are the list's business.
 */
export function SummaryPanel({
  summary,
  service,
  pricesOnly = false,
}: {
  /** The page machine's summary child. */
  summary: ActorRefFrom<typeof abroadSummaryMachine>;
  service: AbroadService;
  pricesOnly?: boolean;
}) {
  const data = useSelector(summary, (s) => s.context.data);
  const failed = useSelector(summary, (s) => s.hasTag('failed'));
  const texts = SERVICE_TEXTS[service];

  if (failed) {
    return (
      <section
        aria-label={`${texts.title} özeti`}
        className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200"
      >
        <span className="text-red-700">Özet bilgiler yüklenemedi.</span>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          onClick={() => summary.send({ type: 'user.retry' })}
        >
          Tekrar dene
        </Button>
      </section>
    );
  }
  if (!data)
    return (
      <p className="text-sm text-slate-700" role="status">
        Özet bilgiler yükleniyor…
      </p>
    );
  return (
    <section aria-label={`${texts.title} özeti`} className="grid gap-3 md:grid-cols-3">
      {!pricesOnly && (
        <dl className="grid grid-cols-2 gap-3 md:col-span-1">
          <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">Açık hat</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(data.onCount)}</dd>
          </div>
          <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">Kapalı hat</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(data.offCount)}</dd>
          </div>
        </dl>
      )}
      <div
        className={`rounded-lg bg-white p-4 ring-1 ring-slate-200 ${pricesOnly ? 'md:col-span-3' : 'md:col-span-2'}`}
      >
        <h2 className="text-sm font-semibold text-slate-900">Yurt dışı ücretleri (KDV dahil)</h2>
        <ul className="mt-2 grid gap-x-10 gap-y-1 text-sm text-slate-800 lg:grid-cols-2">
          {data.costs.map((cost) => (
            <li key={cost.title} className="flex justify-between gap-3">
              <span>{cost.title}</span>
              <span className="whitespace-nowrap font-medium">
                {formatMoney(cost.amount, { minDecimals: 2 })} / {cost.unit}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-700">{data.costNote}</p>
      </div>
    </section>
  );
}
