/** Pure figures for the benches: order statistics over repeated measurements. */

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
  p90: number;
  p99: number;
}

export function summarise(values: readonly number[]): Summary {
  return {
    n: values.length,
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
  };
}

/** Runs `task` `total` times with at most `concurrency` in flight; returns each duration in ms. */
export async function boundedLoad(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
  now: () => number = () => performance.now(),
): Promise<number[]> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const started = now();
      await task(i);
      durations.push(now() - started);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return durations;
}
