/**
 * Roaming (usage abroad) counts over the core `lines.roaming` column, one definition for the
 * dashboard's roaming card and the usage-abroad page: open lines, and the people's (not M2M)
 * active lines with it closed. Closing roaming on a page moves both figures by the same lines.
 */
import type { Db } from './connection';

export function roamingCounts(db: Db, corporateNcst: string): { on: number; off: number } {
  return db
    .prepare(
      `SELECT COALESCE(SUM(roaming = 1), 0) AS "on",
              COALESCE(SUM(roaming = 0 AND product_type <> 'M2M' AND status = 'ACTIVE'), 0) AS "off"
       FROM lines WHERE corporate_ncst = ?`,
    )
    .get(corporateNcst) as { on: number; off: number };
}
