import { lazy, Suspense, useRef } from 'react';
import type { MonthTotal } from '../../api/invoices/types';
import { formatPeriod } from '../../lib/format';
import { useNearView } from '../../ui/useNearView';
import { tl } from './texts';

/** chart.js (bar pieces only) loads in its own chunk when the chart comes near the screen. */
const MonthlyChart = lazy(() => import('./MonthlyChart'));

/** What the chart shows, in words: its accessible summary (the table has every figure). */
export function chartSummary(months: readonly MonthTotal[]): string {
  if (months.length === 0) return 'Gösterilecek fatura yok.';
  const highest = months.reduce((a, b) => (b.totalKurus > a.totalKurus ? b : a));
  const lowest = months.reduce((a, b) => (b.totalKurus < a.totalKurus ? b : a));
  const average = Math.round(months.reduce((s, m) => s + m.totalKurus, 0) / months.length);
  return (
    `Son ${months.length} ayın fatura toplamları. En yüksek ${formatPeriod(highest.period)}: ${tl(highest.totalKurus)}; ` +
    `en düşük ${formatPeriod(lowest.period)}: ${tl(lowest.totalKurus)}; aylık ortalama ${tl(average)}.`
  );
}

/** The last sixteen months as a bar chart and as a table with the same figures. */
export function MonthlyTotals({
  months,
  onPickPeriod,
}: {
  months: readonly MonthTotal[];
  onPickPeriod(period: string): void;
}) {
  const oldestFirst = [...months].reverse();
  const chartBox = useRef<HTMLDivElement>(null);
  const chartNear = useNearView(chartBox);
  return (
    <section
      aria-labelledby="monthly-totals"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="monthly-totals" className="text-lg font-semibold text-slate-900">
        Son {months.length} ayın faturaları
      </h2>
      <p id="monthly-chart-summary" className="mt-1 text-sm text-slate-700">
        {chartSummary(months)}
      </p>
      {/* The height is kept while the chart's chunk loads, so nothing below moves. */}
      <div ref={chartBox} className="mt-4 h-64">
        {chartNear && (
          <Suspense fallback={null}>
            <MonthlyChart months={oldestFirst} />
          </Suspense>
        )}
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Aylara göre fatura toplamları</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-800">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Dönem
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Toplam
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Ödenmemiş
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">İşlem</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.period} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {formatPeriod(month.period)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{tl(month.totalKurus)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {month.unpaidKurus > 0 ? tl(month.unpaidKurus) : '—'}
                </td>
                <td className="py-2 text-right">
                  <button
                    type="button"
                    onClick={() => onPickPeriod(month.period)}
                    className="rounded px-2 py-1 font-semibold text-brand-800 underline hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
                  >
                    Detay<span className="sr-only">: {formatPeriod(month.period)}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
