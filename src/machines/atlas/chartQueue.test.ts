import { createMachine } from 'xstate';
import { drawChart } from './chartDrawing';
import { createChartQueue } from './chartQueue';

const machines = ['first', 'second', 'third'].map((id) =>
  createMachine({ id, initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }),
);

describe('the atlas chart queue', () => {
  it('lists every machine at once and lays out only the charts asked for, one per pause', async () => {
    let release: () => void = () => {};
    const pause = () => new Promise<void>((resolve) => (release = resolve));
    let loaded: (catalogue: { machines: typeof machines; draw: typeof drawChart }) => void = () => {};
    const queue = createChartQueue(() => new Promise((resolve) => (loaded = resolve)), pause);
    const seen: string[][] = [];
    queue.subscribe(() => seen.push([...queue.getSnapshot().charts.keys()]));
    expect(queue.getSnapshot().ids).toBeNull();
    // Asked for before the machines have loaded: drawn once they have.
    queue.reveal('third');
    loaded({ machines, draw: drawChart });
    // Every id is known before any chart is drawn: the page lists them all at once.
    await vi.waitFor(() => expect(queue.getSnapshot().ids).toEqual(['first', 'second', 'third']));
    expect(queue.getSnapshot().charts.size).toBe(0);

    queue.reveal('first');
    queue.reveal('third'); // asked twice: laid out once
    queue.reveal('unknown'); // not a machine: ignored
    release();
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('third')).toBe(true));
    expect(queue.getSnapshot().charts.has('first')).toBe(false);
    release();
    await vi.waitFor(() => expect(queue.getSnapshot().charts.has('first')).toBe(true));
    expect(queue.getSnapshot().charts.has('second')).toBe(false);
    expect(queue.getSnapshot().charts.get('first')?.mermaid).toContain('stateDiagram');
    expect(seen).toEqual([[], ['third'], ['third', 'first']]);

    queue.reveal('first'); // already drawn: nothing new
    expect(queue.getSnapshot().charts.size).toBe(2);
  });
});
