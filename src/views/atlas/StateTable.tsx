import type { FlowUsage } from '../../api/flowUsage/types';
import { formatNumber } from '../../lib/format';

/**
 * The chart's states with their figures, as a table (what the badges say, for a screen reader
 * and a narrow screen), each with a button that lists its top exits.
 */
export function StateTable({
  paths,
  usage,
  selected,
  onSelect,
}: {
  paths: readonly string[];
  usage: FlowUsage;
  selected: string | undefined;
  onSelect: (path: string) => void;
}) {
  const byPath = new Map(usage.states.map((s) => [s.state, s]));
  return (
    <div className="max-h-96 min-w-0 overflow-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">Durumlar</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">
              Durum
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Ziyaret
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Oturum
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">Çıkışlar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paths.map((path) => {
            const figures = byPath.get(path);
            return (
              <tr key={path} className="border-slate-200 border-t" data-state={path}>
                <th scope="row" className="py-1 pr-3 font-mono font-normal">
                  {path}
                </th>
                <td className="py-1 pr-3 text-right">{formatNumber(figures?.visits ?? 0)}</td>
                <td className="py-1 pr-3 text-right">{formatNumber(figures?.sessions ?? 0)}</td>
                <td className="py-1">
                  <button
                    type="button"
                    className="text-blue-800 underline"
                    aria-pressed={selected === path}
                    aria-label={`${path} durumunun çıkışları`}
                    onClick={() => onSelect(path)}
                  >
                    Çıkışlar
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The selected state's most taken exits in the period. */
export function TopExits({ state, usage }: { state: string; usage: FlowUsage }) {
  const exits = usage.topExits.find((t) => t.state === state)?.exits ?? [];
  return (
    <section aria-labelledby="atlas-exits" className="rounded-md bg-white p-3 ring-1 ring-violet-300">
      <h3 id="atlas-exits" className="font-semibold text-slate-900">
        <span className="font-mono">{state}</span> durumundan çıkışlar
      </h3>
      {exits.length === 0 ? (
        <p className="text-sm text-slate-700">Bu dönemde bu durumdan kayıtlı bir çıkış yok.</p>
      ) : (
        <ol className="mt-1 space-y-1 text-sm">
          {exits.map((exit) => (
            <li key={`${exit.to} ${exit.event}`}>
              <span className="font-mono">{exit.to}</span> ({exit.event}): {formatNumber(exit.count)} kez
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
