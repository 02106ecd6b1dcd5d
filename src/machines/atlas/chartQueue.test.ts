import { createMachine } from 'xstate';
import { createChartQueue } from './chartQueue';

const machines = ['first', 'second', 'third'].map((id) =>
  createMachine({ id, initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } }),
);

describe('the atlas chart queue', () => {
  it('lays out one machine per pause and reports how far it is', async () => {
    let release: () => void = () => {};
    const pause = () => new Promise<void>((resolve) => (release = resolve));
    const queue = createChartQueue(async () => machines, pause);
    const seen: (number | null)[] = [];
    queue.subscribe(() => seen.push(queue.getSnapshot().charts.length));
    expect(queue.getSnapshot()).toEqual({ total: null, charts: [], ids: [] });

    await vi.waitFor(() => expect(queue.getSnapshot().total).toBe(3));
    expect(queue.getSnapshot().charts).toHaveLength(0);
    // Every id is known before the first chart is drawn: the page lists them all at once.
    expect(queue.getSnapshot().ids).toEqual(['first', 'second', 'third']);
    for (const expected of [1, 2, 3]) {
      release();
      await vi.waitFor(() => expect(queue.getSnapshot().charts).toHaveLength(expected));
    }
    expect(queue.getSnapshot().charts.map((c) => c.id)).toEqual(['first', 'second', 'third']);
    expect(queue.getSnapshot().charts[0]?.mermaid).toContain('stateDiagram');
    expect(seen).toEqual([0, 1, 2, 3]);
  });
});
