/**
 * Where each line's commitment stands, read from the core's `line_commitments` (server/db/commitments.ts) (a row:
 * a commitment that was running on the seed day or was renewed since; no row: the line has none,
 * it is out of contract). The one rule behind the dashboard's "out of contract" and "close to end
 * of contract" cards and the re-contract product list, so a card's figure is exactly the list's
 * total under the card's filter.
 */
import type { CommitmentStatus, LineRefusal } from '../../src/api/reContract/types';
import type { Db } from '../db/schema';
import { DAY_MS, dayOf, isoDay } from '../db/seedDay';

/** A commitment can be renewed from this many days before its end. */
export const CLOSE_TO_END_DAYS = 60;
export const FIRST_COMMITMENT_MONTHS = 24;

export interface CommitmentLine {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  tariffName: string;
  status: 'ACTIVE' | 'SUSPENDED';
  userName: string;
  activationDate: string;
  /** The commitment's last day; null when the line never had one that ended (a new line without). */
  commitmentEnd: string | null;
  /** The open re-contract order holding the line, if any. */
  openOrder: string | null;
}

export interface CommitmentState {
  commitmentStatus: CommitmentStatus;
  /** Days to the end (negative once ended); null without any commitment end. */
  daysLeft: number | null;
  refusal?: LineRefusal;
}

export function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDay(d.getTime());
}

/** A line's columns as CommitmentLine names them, read from `lines l`. */
export const LINE_COLUMNS = `l.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
  l.line_user AS userName, l.activation_date AS activationDate`;

/** The open re-contract order holding line `l`, if any. */
export const OPEN_ORDER_SQL = `(SELECT ol.order_no FROM recontract_order_lines ol
  JOIN recontract_orders o ON o.order_no = ol.order_no
  WHERE ol.msisdn = l.msisdn AND o.status <> 'COMPLETED' LIMIT 1)`;

/**
 * The company's lines with their commitment end and open re-contract order; with `msisdns`, only
 * those lines (a person's choice), without reading the rest of the company.
 */
export function commitmentLines(
  db: Db,
  corporateNcst: string,
  now: number,
  msisdns?: readonly string[],
): CommitmentLine[] {
  const today = isoDay(dayOf(now));
  const only = msisdns ? 'AND l.msisdn IN (SELECT value FROM json_each(?))' : '';
  const rows = db
    .prepare(
      `SELECT ${LINE_COLUMNS}, c.ends_on AS endsOn, ${OPEN_ORDER_SQL} AS openOrder
       FROM lines l LEFT JOIN line_commitments c ON c.msisdn = l.msisdn
       WHERE l.corporate_ncst = ? ${only} ORDER BY l.msisdn`,
    )
    .all(corporateNcst, ...(msisdns ? [JSON.stringify(msisdns)] : [])) as (Omit<
    CommitmentLine,
    'commitmentEnd'
  > & { endsOn: string | null })[];
  return rows.map(({ endsOn, ...line }) => {
    // Without a row, the first commitment (24 months from activation) is what ended, if it has.
    const first = addMonths(line.activationDate, FIRST_COMMITMENT_MONTHS);
    return { ...line, commitmentEnd: endsOn ?? (first < today ? first : null) };
  });
}

/** Ended (or none), ending within the window, or running; and why it cannot be renewed now. */
export function commitmentState(line: CommitmentLine, now: number): CommitmentState {
  const daysLeft =
    line.commitmentEnd === null
      ? null
      : Math.round((Date.parse(`${line.commitmentEnd}T00:00:00Z`) - dayOf(now)) / DAY_MS);
  const commitmentStatus: CommitmentStatus =
    daysLeft === null || daysLeft < 0 ? 'ENDED' : daysLeft <= CLOSE_TO_END_DAYS ? 'ENDING' : 'COMMITTED';
  const refusal: LineRefusal | undefined =
    line.status === 'SUSPENDED'
      ? 'SUSPENDED'
      : line.openOrder
        ? 'IN_OTHER_ORDER'
        : commitmentStatus === 'COMMITTED'
          ? 'UNDER_COMMITMENT'
          : undefined;
  return { commitmentStatus, daysLeft, ...(refusal ? { refusal } : {}) };
}
