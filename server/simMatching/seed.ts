import type { Db } from '../db/schema';
import { BLOCKED_REASONS, poolIccid, SEEDED_SIMS, seededStatus } from './pool';

/**
 * Each company's pool (pool.ts). A used card serves one of the company's active voice lines: that
 * line's SIM (the core `lines.iccid`) becomes the pool's card, so the line and the pool agree.
 */
export function seedSimPool(db: Db): void {
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  const insert = db.prepare(
    `INSERT OR IGNORE INTO sim_pool (iccid, corporate_ncst, status, blocked_reason, msisdn, updated_at)
     VALUES (?, ?, ?, ?, ?, 0)`,
  );
  const setLineSim = db.prepare('UPDATE lines SET iccid = ? WHERE msisdn = ?');
  companies.forEach((company, index) => {
    // The last active voice lines by number: far from the first lines the other features' tests pick.
    const holders = (
      db
        .prepare(
          `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE'
           ORDER BY msisdn DESC LIMIT ?`,
        )
        .all(company.ncst, SEEDED_SIMS) as { msisdn: string }[]
    ).map((row) => row.msisdn);
    let used = 0;
    for (let serial = 1; serial <= SEEDED_SIMS; serial++) {
      const iccid = poolIccid(index + 1, serial);
      const status = seededStatus(serial);
      const holder = status === 'USED' ? holders[used++] : undefined;
      if (status === 'USED' && !holder) continue;
      const reason =
        status === 'BLOCKED' ? (serial % 10 === 7 ? BLOCKED_REASONS.lost : BLOCKED_REASONS.stolen) : null;
      insert.run(iccid, company.ncst, status, reason, holder ?? null);
      if (holder) setLineSim.run(iccid, holder);
    }
  });
}
