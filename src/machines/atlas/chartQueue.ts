import type { AnyStateMachine } from 'xstate';
import { type ChartLayout, layoutChart } from '../../lib/statechart/layout';
import { toJson, toMermaid } from '../../lib/statechart/mermaid';
import { loadMachineCatalogue } from './catalogue';
import { toChartModel } from './chartModel';

export interface AtlasChart {
  id: string;
  layout: ChartLayout;
  mermaid: string;
  json: string;
}

export interface AtlasCharts {
  /** Machines found; null until the catalogue has loaded. */
  total: number | null;
  /** Charts laid out so far, in the catalogue's order. */
  charts: AtlasChart[];
  /** Every machine's id as soon as the catalogue has loaded (the page's list of links). */
  ids: string[];
}

/**
 * The atlas's charts, laid out one machine at a time with a pause between them: a hundred dagre
 * layouts in one task kept a slow phone (and a busy CI host) from painting the page for seconds.
 * The page shows each chart as it is ready and says how far the work is.
 */
export function createChartQueue(
  load: () => Promise<AnyStateMachine[]> = loadMachineCatalogue,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
) {
  let state: AtlasCharts = { total: null, charts: [], ids: [] };
  const listeners = new Set<() => void>();
  let started = false;
  const publish = (next: AtlasCharts) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function run() {
    const machines = await load();
    publish({ total: machines.length, charts: [], ids: machines.map((machine) => machine.id) });
    for (const machine of machines) {
      await pause();
      const model = toChartModel(machine);
      const chart = {
        id: machine.id,
        layout: layoutChart(model),
        mermaid: toMermaid(model),
        json: toJson(model),
      };
      publish({ ...state, charts: [...state.charts, chart] });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void run();
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}
