/**
 * SANDBOX_BULK_AUDIT=<n> (benchmark only, as SANDBOX_BULK_LINES is): the fast demo user's company
 * starts with n audit entries spread over the last 90 days, written with the recorder's own
 * insert, so the audit trail page can be measured with a long history (issue 42: 5,000 entries).
 * The operations are real rows with their titles; the lines are the company's own.
 */
import { endpoints } from '../contract';
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS } from '../db/seedDay';
import { mayChange } from './effects';
import { operationTitle } from './operations';
import { insertFor } from './recorder';

const SEED = 20261128;

export function seedBulkAudit(
  db: Db,
  count = Number(process.env.SANDBOX_BULK_AUDIT ?? 0),
  now = Date.now(),
): void {
  if (!Number.isInteger(count) || count <= 0) return;
  const person = db
    .prepare(
      `SELECT u.id, u.full_name AS fullName, uc.corporate_ncst AS corporateNcst
       FROM users u JOIN user_companies uc ON uc.user_id = u.id
       WHERE u.user_name = 'hizli.kullanici' ORDER BY uc.position LIMIT 1`,
    )
    .get() as { id: number; fullName: string; corporateNcst: string } | undefined;
  if (!person) return;
  const lines = (
    db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ? LIMIT 500').all(person.corporateNcst) as {
      msisdn: string;
    }[]
  ).map((line) => line.msisdn);
  const rows = endpoints.filter((row) => mayChange(row));
  const rng = createPrng(SEED);
  const insert = insertFor(db);
  for (let i = 0; i < count; i += 1) {
    const row = rng.pick(rows);
    const msisdn = lines.length ? rng.pick(lines) : null;
    const failed = rng.next() < 0.08;
    insert.run({
      at: now - Math.floor(((count - i) / count) * 90 * DAY_MS),
      userId: person.id,
      personName: person.fullName,
      managerId: null,
      managerName: null,
      corporateNcst: person.corporateNcst,
      feature: row.feature,
      operation: row.name,
      operationTitle: operationTitle(row),
      method: row.method,
      path: row.path,
      httpStatus: failed ? 400 : 200,
      result: failed ? 'ERROR' : 'SUCCESS',
      errorCode: failed ? 'VALIDATION_ERROR' : null,
      errorMessage: failed ? 'Girilen bilgiler geçersiz.' : null,
      objects: JSON.stringify(msisdn ? [{ kind: 'LINE', id: msisdn }] : []),
      objectCount: msisdn ? 1 : 0,
      lines: msisdn ? ` ${msisdn} ` : '',
      channelType: 'SIRKETIM_WEB',
      appChannel: 'SIRKETIM',
      appChannelType: 'WEB',
      screenName: null,
    });
  }
}
