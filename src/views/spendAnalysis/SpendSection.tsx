import { useSelector } from '@xstate/react';
import { lazy, Suspense, useRef } from 'react';
import type { SpendSummary } from '../../api/spendAnalysis/types';
import { formatPeriod } from '../../lib/format';
import type { SpendAnalysisPageRef } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { useNearView } from '../../ui/useNearView';
import { ExportButtons } from './ExportButtons';
import { SPLIT_CHOICES, splitWord, TABLE_NAMES, tl } from './texts';

/**
 * chart.js loads in its own chunk when the chart's box reaches the screen. No margin ahead: on a
 * phone the box starts just below the first screen (960 px down at 412 × 823), and with the
 * usual 200 px ahead chart.js (49 kB gzip) was fetched, evaluated and drawn during the first
 * load, on the main thread the first screen needs (issue 40, Lighthouse TBT).
 */
const SpendChart = lazy(() => import('./SpendChart'));

/** The chart in words: its accessible summary (the table has every figure). */
export function spendChartSummary(summary: SpendSummary): string {
  const total = summary.totalsKurus.reduce((a, b) => a + b, 0);
  const top = summary.groups[0];
  return (
    `Son ${summary.periods.length} dönemin harcaması (vergiler hariç) ${tl(total)}` +
    (top ? `; en büyük pay ${top.label}: ${tl(top.totalKurus)}.` : '.')
  );
}

/** Spend over sixteen periods by the chosen split: the choice, the chart and the table. */
export function SpendSection({ page }: { page: SpendAnalysisPageRef }) {
  const summaryRef = useSelector(page, (s) => s.children.summary)!;
  const split = useSelector(page, (s) => s.context.split);
  const summary = useSelector(summaryRef, (s) => s.context.data);
  const loading = useSelector(summaryRef, (s) => s.hasTag('loading'));
  const failed = useSelector(summaryRef, (s) => s.hasTag('failed'));
  const error = useSelector(summaryRef, (s) => s.context.error);
  const exporting = useSelector(page, (s) =>
    s.context.exporting?.table === 'SUMMARY' ? s.context.exporting.format : null,
  );
  const exportError = useSelector(page, (s) =>
    s.context.exportError?.table === 'SUMMARY' ? s.context.exportError.message : null,
  );
  const canExport = useSelector(page, (s) => s.can({ type: 'user.export', table: 'SUMMARY', format: 'csv' }));
  const chartBox = useRef<HTMLDivElement>(null);
  const chartNear = useNearView(chartBox, '0px');

  return (
    <section
      aria-labelledby="spend-split"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="spend-split" className="text-lg font-semibold text-slate-900">
        Dönemlere göre harcama
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">Dağılım</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {SPLIT_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                name="spend-split"
                value={choice.value}
                checked={split === choice.value}
                // A new split waits for the one loading: the table always shows the chosen split.
                disabled={loading}
                onChange={() => page.send({ type: 'user.split', split: choice.value })}
                className="focus-visible:ring-2 focus-visible:ring-accent-400"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {loading && <Spinner label="Harcamalar yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => summaryRef.send({ type: 'user.retry' })}>
          {error ?? 'Harcamalar alınamadı.'}
        </RetryPanel>
      )}
      {summary && !loading && (
        <p id="spend-chart-summary" className="mt-3 text-sm text-slate-700">
          {spendChartSummary(summary)}
        </p>
      )}
      {/* Always there, so the chart's place is watched from the first paint and kept while it loads. */}
      <div ref={chartBox} className={failed ? undefined : 'mt-4 h-72'}>
        {chartNear && summary && !loading && (
          <Suspense fallback={null}>
            <SpendChart summary={summary} />
          </Suspense>
        )}
      </div>
      {summary && !loading && (
        <>
          <div className="mt-4">
            <ExportButtons
              name={TABLE_NAMES.SUMMARY}
              enabled={canExport}
              busy={exporting}
              error={exportError}
              onExport={(format) => page.send({ type: 'user.export', table: 'SUMMARY', format })}
            />
          </div>
          <section
            className="mt-4 overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (390 px)
            tabIndex={0}
            aria-label="Harcama dağılımı tablosu"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Dönemlere ve {splitWord(summary.split).toLocaleLowerCase('tr-TR')} değerine göre harcama
                (vergiler hariç)
              </caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-800">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Dönem
                  </th>
                  {summary.groups.map((group) => (
                    <th
                      key={group.key}
                      scope="col"
                      className="whitespace-nowrap py-2 pr-3 text-right font-semibold"
                    >
                      {group.label}
                    </th>
                  ))}
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Toplam
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.periods.map((period, i) => (
                  <tr key={period} className="border-b border-slate-100">
                    <th scope="row" className="whitespace-nowrap py-2 pr-3 font-normal text-slate-900">
                      {formatPeriod(period)}
                    </th>
                    {summary.groups.map((group) => (
                      <td key={group.key} className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                        {tl(group.amountsKurus[i] ?? 0)}
                      </td>
                    ))}
                    <td className="whitespace-nowrap py-2 pr-3 text-right font-semibold tabular-nums">
                      {tl(summary.totalsKurus[i] ?? 0)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
