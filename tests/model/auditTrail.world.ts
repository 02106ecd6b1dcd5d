import type { EventObject } from 'xstate';
import type { Db } from '../../server/db/schema';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { AuditEntrySummary } from '../../src/api/auditTrail/types';
import type { auditEntryMachine } from '../../src/machines/auditTrail/auditEntryMachine';
import type { auditOperationsMachine } from '../../src/machines/auditTrail/auditListMachine';

export type OperationsSnapshot = ReturnType<typeof auditOperationsMachine.getInitialSnapshot>;
export type EntrySnapshot = ReturnType<typeof auditEntryMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/audit-trail';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  list: '/dc_ccsi/v1/audit-trail',
  operations: '/dc_ccsi/v1/audit-trail/operations',
};

/** The quick filter the list model types: a person's surname with Turkish letters. */
export const QUICK_TEXT = 'Öztürk';
/** Entries the walk writes for the company: more than two pages of 50. */
export const TRAIL_SIZE = 120;

const written = new WeakSet<Db>();

/**
 * A trail of TRAIL_SIZE entries for the company, as the recorder writes them (the table only
 * takes inserts): every third a refused roaming change, the others tariff changes and saved
 * searches, by two people. Once per fresh sandbox database.
 */
export function writeTrail(db: Db): void {
  if (written.has(db)) return;
  written.add(db);
  const insert = db.prepare(
    `INSERT INTO audit_entries (at, user_id, person_name, corporate_ncst, feature, operation, operation_title,
       method, path, http_status, result, error_code, error_message, objects, object_count, lines,
       channel_type, app_channel, app_channel_type)
     VALUES (?, NULL, ?, ?, ?, ?, ?, 'PUT', '/x', ?, ?, ?, ?, ?, ?, ?, 'SIRKETIM_WEB', 'SIRKETIM', 'WEB')`,
  );
  const start = Date.now() - TRAIL_SIZE * 60_000;
  db.transaction(() => {
    for (let i = 0; i < TRAIL_SIZE; i++) {
      const msisdn = `505${String(1_000_000 + i).padStart(7, '0')}`;
      const person = i % 2 === 0 ? 'Can Öztürk' : 'Selin Aydın';
      const objects = JSON.stringify([{ kind: 'LINE', id: msisdn }]);
      if (i % 3 === 0)
        insert.run(
          start + i * 60_000,
          person,
          COMPANY,
          'usageAbroad',
          'usageAbroadOpen',
          'Yurt dışı kullanımı açma',
          409,
          'ERROR',
          'VALIDATION_USED',
          'Bu değişiklik zaten uygulandı.',
          objects,
          1,
          ` ${msisdn} `,
        );
      else
        insert.run(
          start + i * 60_000,
          person,
          COMPANY,
          'tariff',
          'tariffChange',
          'Tarife değişikliği',
          200,
          'SUCCESS',
          null,
          null,
          objects,
          1,
          ` ${msisdn} `,
        );
    }
  })();
}

/** Entries of the company in the walk's database (the template's sign-in adds its own). */
export const companyTotal = (db: Db) =>
  (
    db.prepare('SELECT count(*) AS n FROM audit_entries WHERE corporate_ncst = ?').get(COMPANY) as {
      n: number;
    }
  ).n;

/** A row standing for a page in the model (only its count matters there). */
export const MODEL_ROW = { entryId: '1' } as AuditEntrySummary;

export const fail = () =>
  Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

// --- the operations -----------------------------------------------------------------------------

export function operationsEvents(s: OperationsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: [{ name: 'tariffChange', title: 'Tarife değişikliği' }] },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeOperations = (s: OperationsSnapshot) => JSON.stringify(s.value);

// --- an entry's detail ----------------------------------------------------------------------------

export function entryEvents(s: EntrySnapshot): ModelEvent[] {
  return [
    { type: 'user.open', entryId: 'newest' },
    { type: 'xstate.done.actor.loadEntry', output: { objects: [], objectCount: 0 } },
    { type: 'xstate.error.actor.loadEntry', error: fail() },
    { type: 'user.retry' },
    { type: 'user.close' },
  ].filter((event) => s.can(event as never));
}

export const serializeEntry = (s: EntrySnapshot) => JSON.stringify(s.value);
