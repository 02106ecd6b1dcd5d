/** The number pool and the time-limited reservations the wizard holds while a person decides. */
import { randomUUID } from 'node:crypto';
import type { RowBody } from '../../src/api/contract/registry';
import type { ExistingNumber, NewLineProductType, NumberReservation } from '../../src/api/newLine/types';
import type { Db } from '../db/schema';
import type { ActiveSession } from '../sessions';
import { NEW_LINE_MESSAGES as M, NEW_LINE_CODES } from './messages';
import { conflict, invalid } from './shared';

/** How long reserved numbers are held for the person (the wizard shows the countdown). */
export const RESERVATION_SECONDS = 600;
/** How many free numbers of each type the list offers at once. */
export const OFFERED_PER_TYPE = 8;

export interface NumberRow {
  msisdn: string;
  product_type: NewLineProductType;
  corporate_ncst: string | null;
  reservation_id: string | null;
  reserved_by: number | null;
  reserved_until: number | null;
  order_no: string | null;
}

/** Free for this person: in no order, and not held by someone else's live reservation. */
const freeFor = (row: NumberRow, userId: number, at: number) =>
  row.order_no === null &&
  (row.reserved_until === null || row.reserved_until <= at || row.reserved_by === userId);

export const numberRow = (db: Db, msisdn: string) =>
  db.prepare('SELECT * FROM newline_numbers WHERE msisdn = ?').get(msisdn) as NumberRow | undefined;

export function offeredNumbers(db: Db, type: NewLineProductType, userId: number, at: number): string[] {
  return (
    db
      .prepare(
        `SELECT * FROM newline_numbers WHERE product_type = ? AND corporate_ncst IS NULL AND order_no IS NULL
           AND (reserved_until IS NULL OR reserved_until <= ? OR reserved_by = ?) ORDER BY msisdn`,
      )
      .all(type, at, userId) as NumberRow[]
  ).map((row) => row.msisdn);
}

export function existingNumbers(db: Db, corporateNcst: string): ExistingNumber[] {
  return (
    db
      .prepare(
        `SELECT msisdn, product_type FROM newline_numbers WHERE corporate_ncst = ? AND order_no IS NULL
         ORDER BY product_type, msisdn`,
      )
      .all(corporateNcst) as { msisdn: string; product_type: NewLineProductType }[]
  ).map((row) => ({ msisdn: row.msisdn, productType: row.product_type }));
}

/** Ends every reservation of the person: a new reservation replaces the previous one. */
const releaseReservations = (db: Db, userId: number) =>
  db
    .prepare(
      'UPDATE newline_numbers SET reservation_id = NULL, reserved_by = NULL, reserved_until = NULL WHERE reserved_by = ?',
    )
    .run(userId);

export function reserve(
  db: Db,
  session: ActiveSession,
  at: number,
  request: RowBody<'newLineNumberReservation'>,
): NumberReservation {
  const { lines, ...flags } = request;
  if (lines.length === 0) throw invalid(M.noLines);
  const reservationId = randomUUID();
  const until = at + RESERVATION_SECONDS * 1000;
  const take = db.prepare(
    'UPDATE newline_numbers SET reservation_id = ?, reserved_by = ?, reserved_until = ? WHERE msisdn = ?',
  );
  return db.transaction(() => {
    releaseReservations(db, session.userId);
    const chosen = new Set<string>();
    const numbers = lines.map((line) => {
      const systemChooses =
        line.productType === 'M2M' ||
        (line.productType === 'VOICE' && flags.selectVoiceLineForMe) ||
        (line.productType === 'DATA' && flags.selectDataLineForMe);
      let msisdn = systemChooses ? undefined : line.msisdn;
      if (msisdn === undefined) {
        if (!systemChooses) throw invalid(M.numberRequired);
        msisdn = offeredNumbers(db, line.productType, session.userId, at).find((m) => !chosen.has(m));
        if (!msisdn) throw conflict(NEW_LINE_CODES.numberUnavailable, M.poolEmpty);
      } else {
        const row = numberRow(db, msisdn);
        if (chosen.has(msisdn)) throw invalid(M.numberTwice(msisdn));
        if (
          !row ||
          row.corporate_ncst !== null ||
          row.product_type !== line.productType ||
          !freeFor(row, session.userId, at)
        )
          throw conflict(NEW_LINE_CODES.numberUnavailable, M.numberUnavailable(msisdn));
      }
      chosen.add(msisdn);
      take.run(reservationId, session.userId, until, msisdn);
      return { lineKey: line.lineKey, msisdn };
    });
    return { reservationId, expiresInSeconds: RESERVATION_SECONDS, numbers };
  })();
}
