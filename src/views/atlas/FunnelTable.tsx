import type { FlowUsage } from '../../api/flowUsage/types';
import { formatNumber } from '../../lib/format';
import { formatDuration, formatShare } from '../../lib/formatDuration';

/** A wizard flow's steps in order: who entered, went on or gave up, and how long a step took. */
export function FunnelTable({ funnel }: { funnel: FlowUsage['funnel'] }) {
  return (
    <section
      className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (390 px)
      tabIndex={0}
      aria-label="Huni"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">Huni (adım adım)</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Adım
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Giren
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Devam eden
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Bırakan
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Bırakma oranı
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Ortanca süre
            </th>
            <th scope="col" className="py-1 text-right">
              %90 süre
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.map((row, i) => {
            const next = funnel[i + 1]?.step;
            return (
              <tr key={row.step} className="border-slate-200 border-t" data-step={row.step}>
                <th scope="row" className="py-1 pr-3 font-mono font-normal">
                  {row.step}
                  {next && <span className="text-slate-600"> → {next}</span>}
                </th>
                <td className="py-1 pr-3 text-right">{formatNumber(row.entered)}</td>
                <td className="py-1 pr-3 text-right">{formatNumber(row.continued)}</td>
                <td className="py-1 pr-3 text-right">{formatNumber(row.dropped)}</td>
                <td className="py-1 pr-3 text-right">
                  {row.entered ? formatShare(row.dropped / row.entered) : '—'}
                </td>
                <td className="py-1 pr-3 text-right">{formatDuration(row.medianMs)}</td>
                <td className="py-1 text-right">{formatDuration(row.p90Ms)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
