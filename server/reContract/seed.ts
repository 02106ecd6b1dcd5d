/**
 * Seeds the two campaigns: the winter one runs 45 more days, the autumn one ended 10 days before
 * the seed day. Commitments are line deactivation's seed, in the core's line_commitments.
 */
import type { Db } from '../db/schema';
import { DAY_MS, seedDay, TURKEY_OFFSET_MS } from '../db/seedDay';
import { ENDED_CAMPAIGN, OPEN_CAMPAIGN } from './catalogue';

/** The last second of a Turkish day (its UTC midnight + a day − 1 s, back to UTC). */
const endOfTurkishDay = (day: number) => day + DAY_MS - 1000 - TURKEY_OFFSET_MS;

export function seedReContract(db: Db): void {
  const day = seedDay(db);
  const insertCampaign = db.prepare('INSERT INTO recontract_campaigns (id, name, ends_at) VALUES (?, ?, ?)');
  insertCampaign.run(
    OPEN_CAMPAIGN,
    'Kış 2026 Yeniden Taahhüt Kampanyası',
    endOfTurkishDay(day + 45 * DAY_MS),
  );
  insertCampaign.run(
    ENDED_CAMPAIGN,
    'Güz 2026 Yeniden Taahhüt Kampanyası',
    endOfTurkishDay(day - 10 * DAY_MS),
  );
}
