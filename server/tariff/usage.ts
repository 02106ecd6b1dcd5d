/**
 * A line's usage this period, worked out rather than stored: each line uses its allowances at its
 * own pace (from its number), in step with the days gone since the period began on the seed day,
 * so the bars deplete over the month and the same database always shows the same figures.
 */
import type { UsageBucket, UsageScreen } from '../../src/api/tariff/types';
import { DAY_MS, isoDay } from '../db/seedDay';
import type { CatalogueTariff } from './catalogue';

/** A line's pace: 0.55–1.3 of an even use of its allowance over the month, per kind. */
function pace(msisdn: string, salt: number): number {
  let h = salt;
  for (const ch of msisdn) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return 0.55 + (h % 76) / 100;
}

export function periodOf(day: number) {
  const d = new Date(day);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY_MS;
  return { start, end, elapsed: (day - start + DAY_MS) / (end - start + DAY_MS) };
}

const bucket = (
  kind: UsageBucket['kind'],
  label: string,
  unit: string,
  total: number | null,
  used: number,
): UsageBucket => ({
  kind,
  label,
  unit,
  total,
  used,
  remaining: total === null ? null : Math.max(0, total - used),
});

export function usageOf(msisdn: string, tariff: CatalogueTariff, day: number, screen: UsageScreen) {
  const { start, end, elapsed } = periodOf(day);
  const used = (total: number, salt: number) =>
    Math.min(total, Math.round(total * elapsed * pace(msisdn, salt)));
  // Unlimited minutes still count what was spoken: about 1,500 a month at an even pace.
  const minutes =
    tariff.minutes === null ? Math.round(1500 * elapsed * pace(msisdn, 1)) : used(tariff.minutes, 1);
  const all = [
    bucket('VOICE', 'Konuşma', 'dk', tariff.minutes, minutes),
    bucket('SMS', 'SMS', 'SMS', tariff.sms, used(tariff.sms, 2)),
    bucket('DATA', 'İnternet', 'MB', tariff.dataMb, used(tariff.dataMb, 3)),
  ].filter((b) => b.total === null || b.total > 0);
  // The change summary only warns about what is left and would be lost: the limited allowances.
  const buckets = screen === 'CHANGE_SUMMARY' ? all.filter((b) => b.total !== null) : all;
  return { periodStart: isoDay(start), periodEnd: isoDay(end), buckets };
}
