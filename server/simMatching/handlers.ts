/**
 * SIM matching (spec §7 rows): one card's place in the company's pool, the check of a list of
 * (ICCID, line) pairs, and the match that checks the list again, applies the valid pairs in one
 * transaction and records the report. A card or a line of another company answers exactly as one
 * that does not exist. The limited user's 403 on the match comes from the row's declared access.
 * The match is confirmed by an SMS code sent for this very list (issue 37: a SIM swap takes a line
 * over), checked after the list's own rules so a list with no valid pair does not cost the code.
 */
import { randomUUID } from 'node:crypto';
import {
  SIM_MATCHING_OTP_PURPOSE,
  type SimMatchResult,
  simMatchingReference,
} from '../../src/api/simMatching/types';
import { compactIccid, iccidProblem } from '../../src/lib/iccid';
import { requireSession } from '../access';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { checkPairs } from './check';
import { recordSimMatching } from './ledger';
import { SIM_CODES, SIM_MESSAGES } from './messages';
import { BLOCKED_REASONS } from './pool';
import { applyMatch, poolSims, saveReport } from './store';

export const simMatchingHandlers = defineHandlers({
  simMatchingIsInPool: (ctx) => {
    const session = requireSession(ctx.auth);
    const iccid = compactIccid(ctx.query.iccid);
    const problem = iccidProblem(iccid);
    if (problem) throw new ApiError(400, 'VALIDATION_ERROR', problem);
    const sim = poolSims(ctx.deps.db, session.corporateNcst, [iccid]).get(iccid);
    if (!sim) return { iccid, inPool: false, message: SIM_MESSAGES.notInPool };
    const message =
      sim.status === 'FREE'
        ? SIM_MESSAGES.poolFree
        : sim.status === 'BLOCKED'
          ? SIM_MESSAGES.blocked(sim.blockedReason)
          : SIM_MESSAGES.poolUsed;
    return { iccid, inPool: true, status: sim.status, message };
  },

  simMatchingValidate: (ctx) => {
    const session = requireSession(ctx.auth);
    const results = checkPairs(ctx.deps.db, session.corporateNcst, ctx.body.pairs).map(
      ({ normalized: _, ...result }) => result,
    );
    return { results, validCount: results.filter((r) => r.valid).length };
  },

  simMatchingMatch: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const at = now();
    return db.transaction(() => {
      const checked = checkPairs(db, session.corporateNcst, ctx.body.pairs);
      if (!checked.some((pair) => pair.valid))
        throw new ApiError(400, SIM_CODES.noValidPair, SIM_MESSAGES.noValidPair);
      // Spent inside the transaction: a match that fails after this keeps the code unspent.
      ctx.deps.otp.consumeValidated(
        ctx.body.transactionId,
        SIM_MATCHING_OTP_PURPOSE,
        session.userId,
        simMatchingReference(ctx.body.pairs),
      );
      const results = checked.map((pair): SimMatchResult => {
        if (!pair.normalized)
          return { iccid: pair.iccid, msisdn: pair.msisdn, matched: false, reason: pair.reason ?? '' };
        const { iccid, msisdn, line } = pair.normalized;
        applyMatch(db, {
          corporateNcst: session.corporateNcst,
          iccid,
          msisdn,
          previousIccid: line.iccid,
          reason: BLOCKED_REASONS.replaced,
          at,
        });
        return { iccid: pair.iccid, msisdn: pair.msisdn, matched: true, previousIccid: line.iccid };
      });
      const successful = results.filter((r) => r.matched).length;
      const { number } = recordSimMatching(db, now, session, results);
      const report = {
        orderId: number,
        reportId: randomUUID(),
        matchedAt: new Date(at).toISOString(),
        totalcountMatches: results.length,
        successfulMatches: successful,
        unSuccessfulMatches: results.length - successful,
        results,
      };
      saveReport(db, {
        id: report.reportId,
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        at,
        total: report.totalcountMatches,
        successful,
        unsuccessful: report.unSuccessfulMatches,
        results,
      });
      return report;
    })();
  },
});
