import { periodRange } from './atlasPeriod';
import { formatDuration, formatShare } from './formatDuration';

describe('durations and shares in Turkish', () => {
  it.each([
    [null, '—'],
    [-1, '—'],
    [400, '0,4 sn'],
    [4_500, '4,5 sn'],
    [12_000, '12 sn'],
    [65_000, '1 dk 5 sn'],
    [120_000, '2 dk'],
    [3_720_000, '1 sa 2 dk'],
    [7_200_000, '2 sa'],
  ])('%s ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('writes shares as Turkish percentages', () => {
    expect(formatShare(0.75)).toBe('%75');
    expect(formatShare(0.125)).toBe('%12,5');
    expect(formatShare(1 / 15)).toBe('%6,7');
  });
});

describe('atlas periods', () => {
  it('count back from today, both ends included', () => {
    expect(periodRange(7, '2026-11-28')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodRange(1, '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(periodRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
