/**
 * The check of a list of (ICCID, line) pairs, shared by validate and match: each pair's result in
 * the order sent, with its Turkish reason. The first problem of a pair is its reason, in the order
 * a person fixes them: what is written (ICCID, then number), the list itself (a card or a line
 * twice), the card (pool, blocked, used), then the line (the company's, suspended).
 */
import type { SimPair, SimPairProblem, SimPairResult } from '../../src/api/simMatching/types';
import { iccidProblem, normalizeIccid } from '../../src/lib/iccid';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { Db } from '../db/schema';
import { SIM_MESSAGES as M } from './messages';
import { type CompanyLine, companyLines, poolSims } from './store';

export interface CheckedPair extends SimPairResult {
  /** For a valid pair: the normalized card and line, and the line as it is now. */
  normalized?: { iccid: string; msisdn: string; line: CompanyLine };
}

const refused = (pair: SimPair, problem: SimPairProblem, reason: string): CheckedPair => ({
  iccid: pair.iccid.trim(),
  msisdn: pair.msisdn.trim(),
  valid: false,
  problem,
  reason,
});

export function checkPairs(db: Db, corporateNcst: string, pairs: readonly SimPair[]): CheckedPair[] {
  const read = pairs.map((pair) => ({
    pair,
    iccid: normalizeIccid(pair.iccid),
    msisdn: normalizeMsisdn(pair.msisdn),
  }));
  const sims = poolSims(
    db,
    corporateNcst,
    read.flatMap((r) => (r.iccid ? [r.iccid] : [])),
  );
  const lines = companyLines(
    db,
    corporateNcst,
    read.flatMap((r) => (r.msisdn ? [r.msisdn] : [])),
  );
  const firstIccid = new Map<string, number>();
  const firstLine = new Map<string, number>();
  return read.map(({ pair, iccid, msisdn }, index): CheckedPair => {
    const row = index + 1;
    if (iccid === null) return refused(pair, 'ICCID_MALFORMED', iccidProblem(pair.iccid) ?? '');
    if (msisdn === null) return refused(pair, 'MSISDN_MALFORMED', M.msisdnMalformed);
    const iccidSeen = firstIccid.get(iccid);
    if (iccidSeen !== undefined) return refused(pair, 'DUPLICATE_ICCID', M.duplicateIccid(iccidSeen));
    firstIccid.set(iccid, row);
    const lineSeen = firstLine.get(msisdn);
    if (lineSeen !== undefined) return refused(pair, 'DUPLICATE_LINE', M.duplicateLine(lineSeen));
    firstLine.set(msisdn, row);
    const sim = sims.get(iccid);
    if (!sim) return refused(pair, 'NOT_IN_POOL', M.notInPool);
    if (sim.status === 'BLOCKED') return refused(pair, 'BLOCKED', M.blocked(sim.blockedReason));
    if (sim.status === 'USED')
      return refused(
        pair,
        'USED',
        sim.msisdn === msisdn ? M.usedBySame : sim.msisdn ? M.usedByOther(sim.msisdn) : M.used,
      );
    const line = lines.get(msisdn);
    if (!line) return refused(pair, 'UNKNOWN_LINE', M.unknownLine);
    if (line.status === 'SUSPENDED') return refused(pair, 'LINE_SUSPENDED', M.lineSuspended);
    return {
      iccid: pair.iccid.trim(),
      msisdn: pair.msisdn.trim(),
      valid: true,
      normalized: { iccid, msisdn, line },
    };
  });
}
