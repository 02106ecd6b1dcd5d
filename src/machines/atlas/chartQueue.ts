import type { AnyStateMachine } from 'xstate';
import type { AtlasChart } from './chartDrawing';
import { chartIds } from './chartList';

export type { AtlasChart } from './chartDrawing';

/** Where the queue's machines and its drawing come from; tests give their own. */
export interface ChartSource {
  /** Every machine's id, known at once (the page's list of links and sections). */
  ids: readonly string[];
  /** One machine, loaded when its chart is wanted; undefined for an id it does not know. */
  loadMachine: (id: string) => Promise<AnyStateMachine | undefined>;
  /** The layout and exports (dagre is large): loaded with the first chart wanted. */
  loadDraw: () => Promise<(machine: AnyStateMachine) => AtlasChart>;
}

// The machines and dagre are one lazy chunk (chartDrawing.ts), loaded with the first chart wanted.
const drawing = () => import('./chartDrawing');
const catalogueSource: ChartSource = {
  ids: chartIds,
  loadMachine: (id) => drawing().then((m) => m.machineById(id)),
  loadDraw: () => drawing().then((m) => m.drawChart),
};

export interface AtlasCharts {
  /** Every machine's id, in the catalogue's order (the page's list of links and sections). */
  ids: readonly string[];
  /** The charts laid out so far, by machine id. */
  charts: ReadonlyMap<string, AtlasChart>;
}

/**
 * The atlas's charts, laid out only when asked for (a section scrolled near the view, the picked
 * flow of the analysis) and one machine per task: laying out all hundred-odd machines on load took
 * a slow phone seconds of blocked main thread (one dagre layout alone can take a second). A
 * machine's module is loaded only then too: the list needs only the ids.
 */
export function createChartQueue(
  source: ChartSource = catalogueSource,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
) {
  const known = new Set(source.ids);
  let draw: ((machine: AnyStateMachine) => AtlasChart) | undefined;
  let state: AtlasCharts = { ids: source.ids, charts: new Map() };
  const listeners = new Set<() => void>();
  const wanted: string[] = [];
  let running = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  async function drawNext(id: string) {
    // Loading a module evaluates it, and laying out is a task of its own: a pause between them.
    const machine = await source.loadMachine(id);
    draw ??= await source.loadDraw();
    await pause();
    if (!machine || state.charts.has(id)) return;
    state = { ...state, charts: new Map(state.charts).set(id, draw(machine)) };
    notify();
  }

  async function drain() {
    if (running) return;
    running = true;
    try {
      while (wanted.length) {
        await pause();
        // A module that fails to load (a deploy replaced it) leaves its section waiting, not the queue.
        await drawNext(wanted.shift()!).catch(() => {});
      }
    } finally {
      running = false;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    /** Lays this machine's chart out soon (once; an id the catalogue lacks is ignored). */
    reveal(id: string) {
      if (!known.has(id) || state.charts.has(id) || wanted.includes(id)) return;
      wanted.push(id);
      void drain();
    },
  };
}
