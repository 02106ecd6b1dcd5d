import { useMemo } from 'react';
import type { FlowTestCoverage } from '../../api/flowCoverage/types';
import type { FlowUsage } from '../../api/flowUsage/types';
import { formatNumber } from '../../lib/format';
import { formatShare } from '../../lib/formatDuration';
import { coverageOverlay, edgeUsage, stateUsage } from '../../lib/statechart/overlay';
import type { ChartEdge, ChartNode } from '../../lib/statechart/types';
import type { AtlasLayer } from '../../machines/atlas/atlasPageMachine';
import type { ChartOverlay } from './StatechartSvg';

/**
 * What the analysed chart carries in the picked layer: each state's visits and each transition's
 * count and share (usage), or the walked states and transitions (coverage); a state is clickable
 * in both and names its visits to a screen reader.
 */
export function useChartOverlay({
  layer,
  usage,
  coverage,
  selected,
  nodes,
  edges,
  onSelect,
}: {
  layer: AtlasLayer;
  usage: FlowUsage | undefined;
  coverage: FlowTestCoverage | undefined;
  selected: string | undefined;
  nodes: readonly ChartNode[];
  edges: readonly ChartEdge[];
  onSelect: (path: string) => void;
}): ChartOverlay {
  return useMemo((): ChartOverlay => {
    const visits = usage ? stateUsage(usage) : new Map<string, { visits: number }>();
    const base = {
      selected,
      onSelect,
      describeState: (path: string) =>
        `${path} durumu, ${formatNumber(visits.get(path)?.visits ?? 0)} ziyaret: çıkışlarını listele`,
    };
    if (layer === 'coverage')
      return {
        ...base,
        stateFigures: new Map(),
        edgeFigures: new Map(),
        marked: coverage?.tested ? coverageOverlay(nodes, edges, coverage) : undefined,
      };
    if (!usage) return { ...base, stateFigures: new Map(), edgeFigures: new Map() };
    return {
      ...base,
      stateFigures: new Map([...visits].map(([path, f]) => [path, formatNumber(f.visits)])),
      edgeFigures: new Map(
        [...edgeUsage(nodes, edges, usage)].map(([id, f]) => [
          id,
          `${formatNumber(f.count)} · ${formatShare(f.share)}`,
        ]),
      ),
    };
  }, [layer, usage, coverage, selected, nodes, edges, onSelect]);
}
