/** SIM stock of the company and the per-SIM validation shared by the SIM step and the order. */
import type {
  EsimProfile,
  NewLineProductType,
  SimAssignment,
  SimType,
  SimValidationEntry,
} from '../../src/api/newLine/types';
import type { Db } from '../db/schema';
import { NEW_LINE_MESSAGES as M } from './messages';

interface SimRow {
  iccid: string;
  corporate_ncst: string;
  sim_type: SimType;
  product_type: NewLineProductType | null;
  name: string;
  blocked_reason: string | null;
  order_no: string | null;
}

/** The company's unused physical SIMs, for the SIM step's list. */
export function physicalSims(db: Db, corporateNcst: string): { iccid: string }[] {
  const rows = db
    .prepare(
      `SELECT iccid FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'PHYSICAL' AND order_no IS NULL
         ORDER BY iccid`,
    )
    .all(corporateNcst) as { iccid: string }[];
  return rows.map((row) => ({ iccid: row.iccid }));
}

/** The company's unused eSIM profiles of one product type. */
export const esimProfiles = (db: Db, corporateNcst: string, type: NewLineProductType) =>
  db
    .prepare(
      `SELECT iccid, name FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'ESIM' AND product_type = ?
           AND order_no IS NULL ORDER BY iccid`,
    )
    .all(corporateNcst, type) as EsimProfile[];

/** One entry per SIM: unknown, wrong type, used, blocked or given twice is invalid, with why. */
export function validateSims(db: Db, corporateNcst: string, sims: SimAssignment[]): SimValidationEntry[] {
  const seen = new Map<string, number>();
  for (const sim of sims) seen.set(sim.iccid, (seen.get(sim.iccid) ?? 0) + 1);
  const find = db.prepare('SELECT * FROM newline_sims WHERE iccid = ? AND corporate_ncst = ?');
  return sims.map((sim) => {
    const row = find.get(sim.iccid, corporateNcst) as SimRow | undefined;
    const reason = !row
      ? M.simUnknown
      : row.sim_type !== sim.simType
        ? M.simWrongType
        : row.order_no !== null
          ? M.simUsed
          : (row.blocked_reason ?? ((seen.get(sim.iccid) ?? 0) > 1 ? M.simTwice : undefined));
    return { ...sim, valid: reason === undefined, ...(reason ? { reason } : {}) };
  });
}
