import type { AnyStateMachine } from 'xstate';
import { afterNextPaint } from '../../lib/idle';
import type { AtlasChart } from './chartDrawing';

export type { AtlasChart } from './chartDrawing';

/** The machines and how to draw one: loaded together, after the page's first paint. */
export interface AtlasCatalogue {
  machines: readonly AnyStateMachine[];
  draw: (machine: AnyStateMachine) => AtlasChart;
}

// The machines' modules are most of the portal and dagre is large: neither is on the first paint's
// path, and their hundred requests start once the page's heading is on screen.
const loadCatalogue = (): Promise<AtlasCatalogue> =>
  new Promise<void>((painted) => afterNextPaint(painted))
    .then(() => import('./chartDrawing'))
    .then((m) => ({ machines: m.machineCatalogue(), draw: m.drawChart }));

export interface AtlasCharts {
  /** Every machine's id, in the catalogue's order (the page's list of links and sections); null while it loads. */
  ids: readonly string[] | null;
  /** The charts laid out so far, by machine id. */
  charts: ReadonlyMap<string, AtlasChart>;
}

/**
 * The atlas's charts, laid out only when asked for (a section scrolled near the view, the picked
 * flow of the analysis) and one machine per task: laying out all hundred-odd machines on load took
 * a slow phone seconds of blocked main thread (one dagre layout alone can take a second). The
 * machines themselves load after the page's first paint (their modules are most of the portal).
 */
export function createChartQueue(
  load: () => Promise<AtlasCatalogue> = loadCatalogue,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
) {
  let machines: Map<string, AnyStateMachine> | undefined;
  let draw: AtlasCatalogue['draw'] | undefined;
  let state: AtlasCharts = { ids: null, charts: new Map() };
  const listeners = new Set<() => void>();
  const wanted: string[] = [];
  let started = false;
  let running = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function drain() {
    if (running || !machines || !draw) return;
    running = true;
    while (wanted.length) {
      await pause();
      const id = wanted.shift()!;
      const machine = machines.get(id);
      if (!machine || state.charts.has(id)) continue;
      state = { ...state, charts: new Map(state.charts).set(id, draw(machine)) };
      notify();
    }
    running = false;
  }

  async function start() {
    const catalogue = await load();
    const list = catalogue.machines;
    draw = catalogue.draw;
    machines = new Map(list.map((machine) => [machine.id, machine]));
    state = { ...state, ids: list.map((machine) => machine.id) };
    notify();
    void drain();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void start();
      }
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    /** Lays this machine's chart out soon (once; an id the catalogue lacks is ignored). */
    reveal(id: string) {
      if (state.charts.has(id) || wanted.includes(id) || (machines && !machines.has(id))) return;
      wanted.push(id);
      void drain();
    },
  };
}
