/**
 * What the abroad walks set up in the sandbox's database directly: the arrangements run while
 * the page renders, before any call could be made.
 */
import { saveValidation } from '../../server/abroad/store';
import { roamingCounts } from '../../server/db/roaming';
import type { Db } from '../../server/db/schema';
import type { AbroadValidation } from '../../src/api/abroad/types';
import { COMPANY, FAST, SEED } from './abroad.world';

export const roamingOf = (db: Db) => roamingCounts(db, COMPANY);

/**
 * The confirm page as the list page leaves it: a stored check closing roaming on the first row
 * (whose roaming is made on), handed over in the history entry as react-router keeps it.
 */
export function arrangeConfirmPage(db: Db, msisdn: string, path: string): void {
  db.prepare("UPDATE lines SET roaming = 1, status = 'ACTIVE' WHERE msisdn = ?").run(msisdn);
  const user = db.prepare('SELECT id FROM users WHERE user_name = ?').get(FAST.userName) as { id: number };
  const expiresAt = Date.now() + 30 * 60_000;
  const id = `model-${Date.now()}`;
  saveValidation(
    db,
    {
      id,
      userId: user.id,
      corporateNcst: COMPANY,
      service: 'ROAMING',
      action: 'CLOSE',
      msisdns: [msisdn],
      expiresAt,
    },
    Date.now(),
  );
  const validation: AbroadValidation = {
    validationId: id,
    service: 'ROAMING',
    action: 'CLOSE',
    allowed: [{ ...SEED.line, roaming: true, status: 'ACTIVE' }],
    refused: [],
    expiresAt: new Date(expiresAt).toISOString(),
  };
  window.history.replaceState({ usr: { validation }, key: 'model', idx: 0 }, '', path);
}
