/**
 * Permissions for every seeded line, from a fixed generator so the world is the same each time:
 * many active voice and data lines may buy internet packets, fewer voice or SMS, a few abroad
 * (only with roaming open); M2M lines at most internet; suspended lines keep what they had.
 * Each allowed permission has the history row of the change that gave it.
 */
import type { ExtraPacketType } from '../../src/api/extraPacket/types';
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';
import { refusalOf } from './rules';

const SEED = 20261125;
/** Chance out of 10 that a line allows the type, when the rules let it. */
const ODDS: Record<ExtraPacketType, number> = { DATA: 6, VOICE: 3, SMS: 2, ROAMING: 3 };

export function seedExtraPackets(db: Db): void {
  const rng = createPrng(SEED);
  const at = seedMorning(db);
  const lines = db
    .prepare(
      `SELECT msisdn, corporate_ncst AS ncst, product_type AS productType, roaming FROM lines ORDER BY msisdn`,
    )
    .all() as { msisdn: string; ncst: string; productType: 'VOICE' | 'DATA' | 'M2M'; roaming: number }[];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO extra_packet_permissions (msisdn, packet_type, allowed, changed_at) VALUES (?, ?, 1, ?)',
  );
  const history = db.prepare(
    `INSERT INTO extra_packet_history (msisdn, corporate_ncst, packet_type, allowed, changed_by, changed_at)
     VALUES (?, ?, ?, 1, 'Kurumsal Portal', ?)`,
  );
  db.transaction(() => {
    for (const line of lines) {
      // Judged as if active: a suspended line keeps the permissions it had before it was suspended.
      const asActive = {
        productType: line.productType,
        status: 'ACTIVE' as const,
        roaming: line.roaming === 1,
      };
      for (const type of Object.keys(ODDS) as ExtraPacketType[]) {
        if (rng.int(0, 9) >= ODDS[type] || refusalOf(asActive, type, 'ALLOW')) continue;
        const changedAt = at - rng.int(1, 90) * DAY_MS;
        insert.run(line.msisdn, type, changedAt);
        history.run(line.msisdn, line.ncst, type, changedAt);
      }
    }
  })();
}
