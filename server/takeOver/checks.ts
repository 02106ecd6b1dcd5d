/**
 * The line checks that read the database: each asked number's facts (whose line it is, whether
 * an open take-over holds it) and its verdict.
 */
import type { LineCheck } from '../../src/api/takeOver/types';
import type { Db } from '../db/schema';
import { candidateRows, ownerRow } from './record';
import { checkLine, type LineFacts, type OwnerRow } from './rules';
import { OPEN_STATUSES } from './statuses';

/** The facts and check of each number, in the order asked; `exceptOrder` is the order re-checked. */
export function checkLines(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
  exceptOrder?: string,
): { facts: LineFacts[]; checks: LineCheck[] } {
  const candidates = candidateRows(db, msisdns);
  // `+` keeps SQLite off the company index, which read all of the company's lines (issue 42).
  const own = new Set(
    (
      db
        .prepare(
          'SELECT msisdn FROM lines WHERE +corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))',
        )
        .all(corporateNcst, JSON.stringify(msisdns)) as { msisdn: string }[]
    ).map((r) => r.msisdn),
  );
  const held = new Set(
    (
      db
        .prepare(
          `SELECT l.msisdn FROM takeover_order_lines l JOIN takeover_orders t ON t.order_no = l.order_no
           WHERE t.status IN (SELECT value FROM json_each(?)) AND t.order_no IS NOT ?
             AND l.msisdn IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(OPEN_STATUSES), exceptOrder ?? null, JSON.stringify(msisdns)) as {
        msisdn: string;
      }[]
    ).map((r) => r.msisdn),
  );
  const owners = new Map<string, OwnerRow>();
  const seen = new Set<string>();
  const facts = msisdns.map((msisdn): LineFacts => {
    const candidate = candidates.get(msisdn);
    if (candidate && !owners.has(candidate.owner_id))
      owners.set(candidate.owner_id, ownerRow(db, candidate.owner_id));
    const repeated = seen.has(msisdn);
    seen.add(msisdn);
    return {
      msisdn,
      candidate,
      owner: candidate ? owners.get(candidate.owner_id) : undefined,
      ownLine: own.has(msisdn),
      heldByOtherOrder: held.has(msisdn),
      repeated,
    };
  });
  return { facts, checks: facts.map(checkLine) };
}
