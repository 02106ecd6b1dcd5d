import { useId } from 'react';
import type { FlowUsage } from '../../api/flowUsage/types';
import { formatNumber } from '../../lib/format';
import { formatDuration, formatShare } from '../../lib/formatDuration';

const NUMBER = 'whitespace-nowrap px-1.5 py-1 text-right tabular-nums';
/** The step column stays in view when the figures scroll sideways (a phone's width). */
const STICKY = 'sticky left-0 bg-white py-1 pr-2';

/**
 * A wizard flow's steps in order: who entered, went on or gave up, and how long a step took.
 * Short headings (explained under the table) and the next step on its own line keep the seven
 * columns within half a 1366 px page; narrower, the figures scroll beside the fixed step column.
 */
export function FunnelTable({ funnel }: { funnel: FlowUsage['funnel'] }) {
  const note = useId();
  return (
    <div className="space-y-1">
      <section
        className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (390 px)
        tabIndex={0}
        aria-label="Huni"
      >
        <table className="min-w-full text-left text-sm" aria-describedby={note}>
          <caption className="mb-1 text-left font-semibold text-slate-900">Huni (adım adım)</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className={STICKY}>
                Adım
              </th>
              <th scope="col" className={NUMBER}>
                Giren
              </th>
              <th scope="col" className={NUMBER}>
                Devam
              </th>
              <th scope="col" className={NUMBER}>
                Bırakan
              </th>
              <th scope="col" className={NUMBER}>
                Bırakma
              </th>
              <th scope="col" className={NUMBER}>
                Ortanca
              </th>
              <th scope="col" className={`${NUMBER} pr-0`}>
                %90
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row, i) => {
              const next = funnel[i + 1]?.step;
              return (
                <tr key={row.step} className="border-slate-200 border-t" data-step={row.step}>
                  <th scope="row" className={`${STICKY} font-mono font-normal`}>
                    {row.step}
                    {next && <span className="block text-slate-600 text-xs"> → {next}</span>}
                  </th>
                  <td className={NUMBER}>{formatNumber(row.entered)}</td>
                  <td className={NUMBER}>{formatNumber(row.continued)}</td>
                  <td className={NUMBER}>{formatNumber(row.dropped)}</td>
                  <td className={NUMBER}>{row.entered ? formatShare(row.dropped / row.entered) : '—'}</td>
                  <td className={NUMBER}>{formatDuration(row.medianMs)}</td>
                  <td className={`${NUMBER} pr-0`}>{formatDuration(row.p90Ms)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {/* Outside the scrolling box: at a phone's width it wraps to the panel, not to the table. */}
      <p id={note} className="text-slate-600 text-xs">
        Devam: sonraki bir adıma geçen. Bırakma: bırakanların girenlere oranı. Ortanca ve %90: adımda geçen
        süre.
      </p>
    </div>
  );
}
