import { useSelector } from '@xstate/react';
import type { AtlasChart } from '../../machines/atlas/chartQueue';
import { Analysis } from './Analysis';
import type { AtlasPageRef } from './atlasPageRef';

const ignore = () => {};

/**
 * The atlas's analysis of one flow (issue 41): the page machine (started by the atlas's view)
 * owns what is loaded and picked; this renders it and sends one event per choice.
 */
export function UsagePanel({
  actor,
  charts,
  ids = charts.map((c) => c.id),
  onChartNeeded = ignore,
}: {
  actor: AtlasPageRef;
  /** The charts laid out so far. */
  charts: readonly AtlasChart[];
  /** Every flow the picker offers (default: the charts'). */
  ids?: readonly string[];
  /** Asks for a flow's chart when its place in the panel comes near the window. */
  onChartNeeded?: (id: string) => void;
}) {
  const today = useSelector(actor, (s) => s.context.today);
  const flow = useSelector(actor, (s) => s.context.flow);
  const chart = charts.find((c) => c.id === flow);
  return (
    <section
      aria-labelledby="atlas-usage"
      className="space-y-3 rounded-md bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="atlas-usage" className="font-semibold text-lg text-slate-900">
        Kullanım, test kapsamı ve oynatma
      </h2>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">İncelenecek akış</span>
        <select
          className="rounded border border-slate-400 px-2 py-1"
          value={flow ?? ''}
          onChange={(e) => e.target.value && actor.send({ type: 'user.pickFlow', flow: e.target.value })}
        >
          <option value="">Akış seçin</option>
          {ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      {flow ? (
        <Analysis actor={actor} chart={chart} today={today} onChartNeeded={onChartNeeded} />
      ) : (
        <p className="text-slate-700 text-sm">
          Bir akış seçin: durumların ziyaretleri, geçişlerin sayıları, sihirbazların hunisi, model testlerinin
          kapsamı ve kayıtlı oturumların yolu o akışın diyagramında gösterilir.
        </p>
      )}
    </section>
  );
}
