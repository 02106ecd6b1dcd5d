/**
 * Each line's commitment (taahhüt) in core: line deactivation shows its early-end cost and re-contract
 * renews it, and the dashboard's contract cards count it, so the table and its rule are the core's.
 *
 * A line is committed for 24 months from its activation, and, as the
 * dashboard's figures have it, a line older than that renewed back to back when its number ends
 * in an even digit and ran out otherwise. Ending a commitment early costs the discounts of the
 * months still to run (cayma bedeli), a monthly figure per product type.
 */
import type { Commitment } from '../../src/api/lineDeactivation/types';
import { isoDay } from './seedDay';

export const commitmentSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS line_commitments (
     msisdn TEXT PRIMARY KEY REFERENCES lines(msisdn),
     ends_on TEXT NOT NULL,
     monthly_discount_kurus INTEGER NOT NULL)`,
  // The spend alert of packages ending this week reads a week of ends, not every line.
  `CREATE INDEX IF NOT EXISTS line_commitments_by_end ON line_commitments (ends_on)`,
];

export const COMMITMENT_MONTHS = 24;

/** The monthly discount a commitment gives, in kuruş. */
export const MONTHLY_DISCOUNT_KURUS: Record<string, number> = { VOICE: 8500, DATA: 6000, M2M: 1250 };

const addMonths = (ms: number, months: number) => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};

/** The end of the commitment running at `today`, or null when the line has none. */
export function commitmentEndOn(msisdn: string, activationDate: string, today: number): string | null {
  const start = Date.parse(`${activationDate}T00:00:00Z`);
  let end = addMonths(start, COMMITMENT_MONTHS);
  if (end <= today) {
    if (Number(msisdn.slice(-1)) % 2 === 1) return null;
    while (end <= today) end = addMonths(end, COMMITMENT_MONTHS);
  }
  return isoDay(end);
}

/** Whole or started months from `today` to the end; 0 once it has ended. */
export function monthsLeft(endsOn: string, today: number): number {
  const end = new Date(`${endsOn}T00:00:00Z`);
  const now = new Date(today);
  if (end.getTime() <= today) return 0;
  const months = (end.getUTCFullYear() - now.getUTCFullYear()) * 12 + (end.getUTCMonth() - now.getUTCMonth());
  return end.getUTCDate() > now.getUTCDate() ? months + 1 : Math.max(months, 1);
}

/** A stored commitment as the page shows it, costs in Turkish lira; null when none is running. */
export function commitmentOf(
  row: { endsOn: string | null; monthlyDiscountKurus: number | null },
  today: number,
): (Commitment & { costKurus: number }) | null {
  if (!row.endsOn || row.monthlyDiscountKurus === null) return null;
  const remainingMonths = monthsLeft(row.endsOn, today);
  if (remainingMonths === 0) return null;
  const costKurus = remainingMonths * row.monthlyDiscountKurus;
  return { endsOn: row.endsOn, remainingMonths, cost: costKurus / 100, costKurus };
}
