import { boundedLoad, median, percentile, summarise } from './stats';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles and the median', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(median(values)).toBe(5.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(() => median([])).toThrow();
  });

  it('summarises a run', () => {
    expect(summarise([30, 10, 20])).toEqual({ n: 3, median: 20, min: 10, max: 30, p90: 30, p99: 30 });
  });

  it('never has more than the given number of tasks in flight, and runs each once', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    let tick = 0;
    const durations = await boundedLoad(
      25,
      4,
      async (i) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        seen.push(i);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
      },
      () => tick++,
    );
    expect(most).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(durations).toHaveLength(25);
  });
});
