/** The usage periods the flow atlas offers, counted back from today (a UTC day, as the sandbox sums reported steps by). */
export const ATLAS_PERIODS = [1, 7, 30, 90] as const;
export type AtlasPeriod = (typeof ATLAS_PERIODS)[number];
export const DEFAULT_ATLAS_PERIOD: AtlasPeriod = 7;

export const ATLAS_PERIOD_LABELS: Record<AtlasPeriod, string> = {
  1: 'Bugün',
  7: 'Son 7 gün',
  30: 'Son 30 gün',
  90: 'Son 90 gün',
};

const DAY_MS = 86_400_000;

/** The ISO days from and to (both included) of a period ending today: 7 days to 2026-11-28 start on 11-22. */
export function periodRange(days: AtlasPeriod, today: string): { from: string; to: string } {
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: new Date(end - (days - 1) * DAY_MS).toISOString().slice(0, 10), to: today };
}

export function isAtlasPeriod(value: number): value is AtlasPeriod {
  return (ATLAS_PERIODS as readonly number[]).includes(value);
}
