import { type AnyStateMachine, createMachine } from 'xstate';
import { drawChart } from './chartDrawing';
import { createChartQueue } from './chartQueue';

const machines = ['first', 'second', 'third'].map((id) =>
  createMachine({ id, initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }),
);

describe('the atlas chart queue', () => {
  it('lists every machine at once and loads and lays out only the charts asked for, one per pause', async () => {
    let release: () => void = () => {};
    const pause = () => new Promise<void>((resolve) => (release = resolve));
    const loaded: string[] = [];
    let drawLoaded: (draw: typeof drawChart) => void = () => {};
    const queue = createChartQueue(
      {
        ids: machines.map((m) => m.id),
        loadMachine: async (id: string): Promise<AnyStateMachine | undefined> => {
          loaded.push(id);
          return machines.find((m) => m.id === id);
        },
        loadDraw: () => new Promise((resolve) => (drawLoaded = resolve)),
      },
      pause,
    );
    const seen: string[][] = [];
    queue.subscribe(() => seen.push([...queue.getSnapshot().charts.keys()]));
    // Every id is known before anything loads: the page lists them all at once.
    expect(queue.getSnapshot().ids).toEqual(['first', 'second', 'third']);
    expect(loaded).toEqual([]);

    queue.reveal('third');
    queue.reveal('first');
    queue.reveal('third'); // asked twice: loaded and laid out once
    queue.reveal('unknown'); // not a machine: ignored
    release();
    await vi.waitFor(() => expect(loaded).toEqual(['third']));
    // The drawing arrives after the machine: nothing is drawn without it.
    expect(queue.getSnapshot().charts.size).toBe(0);
    drawLoaded(drawChart);
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('third')).toBe(false));
    release();
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('third')).toBe(true));
    // One chart per pause: the next machine is not even loaded yet.
    expect(loaded).toEqual(['third']);
    release();
    await vi.waitFor(() => expect(loaded).toEqual(['third', 'first']));
    release();
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('first')).toBe(true));
    expect(queue.getSnapshot().charts.has('second')).toBe(false);
    expect(queue.getSnapshot().charts.get('first')?.mermaid).toContain('stateDiagram');
    expect(seen).toEqual([['third'], ['third', 'first']]);

    queue.reveal('first'); // already drawn: nothing new
    expect(queue.getSnapshot().charts.size).toBe(2);
    expect(loaded).toEqual(['third', 'first']);
  });

  it('goes on with the next chart when a machine fails to load', async () => {
    const queue = createChartQueue(
      {
        ids: ['first', 'second'],
        loadMachine: async (id: string) => {
          if (id === 'first') throw new Error('chunk gone');
          return machines[1];
        },
        loadDraw: async () => drawChart,
      },
      async () => {},
    );
    queue.reveal('first');
    queue.reveal('second');
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('second')).toBe(true));
    expect(queue.getSnapshot().charts.has('first')).toBe(false);
  });
});
