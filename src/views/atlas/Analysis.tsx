import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { pathWithAncestors } from '../../lib/statechart/overlay';
import type { AtlasChart } from '../../machines/atlas/chartQueue';
import { LayerPicker, PeriodPicker } from './AnalysisPickers';
import { CoverageStatus, UsageStatus } from './AnalysisStatus';
import type { AtlasPageRef } from './atlasPageRef';
import { FunnelTable } from './FunnelTable';
import { Replay } from './ReplaySection';
import { StatechartSvg } from './StatechartSvg';
import { StateTable, TopExits } from './StateTable';
import { Legend } from './UsageLegend';
import { useChartOverlay } from './useChartOverlay';
import { useWhenNearView } from './useWhenNearView';

const NO_PATHS: ReadonlySet<string> = new Set();

/** The picked flow's analysis: period and layer, both parts' status, the chart with its figures, tables and replay. */
export function Analysis({
  actor,
  chart,
  today,
  onChartNeeded,
}: {
  actor: AtlasPageRef;
  chart: AtlasChart | undefined;
  today: string;
  onChartNeeded: (id: string) => void;
}) {
  const flow = useSelector(actor, (s) => s.context.flow)!;
  const period = useSelector(actor, (s) => s.context.period);
  const layer = useSelector(actor, (s) => s.context.layer);
  const usage = useSelector(actor, (s) => s.context.usage);
  const coverage = useSelector(actor, (s) => s.context.coverage);
  const selected = useSelector(actor, (s) => s.context.selected);
  const replayed = useSelector(actor, (s) =>
    s.hasTag('replay:playing') ? s.context.steps[s.context.step]?.state : undefined,
  );
  const nodes = useMemo(
    () => chart?.layout.nodes.filter((n) => n.depth > 0).map((n) => n.node) ?? [],
    [chart],
  );
  const edges = useMemo(() => chart?.layout.edges.map((e) => e.edge) ?? [], [chart]);
  const select = useCallback(
    (path: string) => actor.send({ type: 'user.selectState', state: path }),
    [actor],
  );
  const overlay = useChartOverlay({ layer, usage, coverage, selected, nodes, edges, onSelect: select });
  const active = useMemo(() => (replayed ? pathWithAncestors(replayed) : NO_PATHS), [replayed]);
  const near = useWhenNearView<HTMLParagraphElement>(chart ? undefined : flow, onChartNeeded);

  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap gap-x-8 gap-y-2">
        <PeriodPicker
          period={period}
          today={today}
          onPick={(p) => actor.send({ type: 'user.pickPeriod', period: p })}
        />
        <LayerPicker layer={layer} onPick={(l) => actor.send({ type: 'user.pickLayer', layer: l })} />
      </div>
      {/* Both parts say how they are, whichever layer is drawn: each loads and fails on its own. */}
      <UsageStatus actor={actor} />
      <CoverageStatus actor={actor} nodes={nodes} edges={edges} />
      <Legend layer={layer} />
      {chart ? (
        <div className="overflow-auto rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
          <StatechartSvg
            layout={chart.layout}
            title={`${flow} kullanım diyagramı`}
            activePaths={active}
            overlay={overlay}
          />
        </div>
      ) : (
        <p ref={near} role="status" className="text-slate-700 text-sm">
          Akış çiziliyor…
        </p>
      )}
      {usage && (
        <div className="grid gap-4 lg:grid-cols-2">
          <StateTable paths={nodes.map((n) => n.path)} usage={usage} selected={selected} onSelect={select} />
          {/* min-w-0: a grid item is as wide as its widest table otherwise, and the page scrolls sideways. */}
          <div className="min-w-0 space-y-4">
            {selected && <TopExits state={selected} usage={usage} />}
            {usage.funnel.length > 0 && <FunnelTable funnel={usage.funnel} />}
          </div>
        </div>
      )}
      <Replay actor={actor} />
    </div>
  );
}
