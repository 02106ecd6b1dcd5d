/**
 * Usage abroad (roaming) and call abroad (spec §7 rows): the company's lines with both states,
 * their export, the service's counts and prices, the GSM validation that sorts chosen numbers
 * into lines that can change and refusals with their reason, and the four open/close rows that
 * apply a validation confirmed by an OTP whose reference is that validation. A line of another
 * company answers exactly as a number that does not exist. The limited user's 403 on the writes
 * comes from the rows' declared access, before this code runs.
 */
import { randomUUID } from 'node:crypto';
import { ABROAD_OTP_PURPOSES, type AbroadAction, type AbroadService } from '../../src/api/abroad/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { roamingCounts } from '../db/roaming';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { resolveAsked } from '../lineFilter';
import { checkEntries } from './check';
import { abroadFile, exportName } from './export';
import { recordAbroadChange } from './ledger';
import { matches, sorted, sortedPageOf } from './list';
import { ABROAD_CODES, ABROAD_MESSAGES } from './messages';
import { refusalOf } from './rules';
import {
  callAbroadCounts,
  companyLines,
  findValidation,
  linesAmong,
  markUsed,
  recordChange,
  saveValidation,
  setState,
} from './store';
import { COST_NOTES, COSTS } from './summary';

/** A checked change may be confirmed for this long. */
const VALIDATION_TTL_MS = 30 * 60_000;

type Ctx = Pick<HandlerContext, 'auth' | 'deps'>;
type ChangeCtx = Ctx & { body: { validationId: string; transactionId: string } };

function summary(ctx: Ctx, service: AbroadService) {
  const session = requireSession(ctx.auth);
  const counts = (service === 'ROAMING' ? roamingCounts : callAbroadCounts)(
    ctx.deps.db,
    session.corporateNcst,
  );
  return {
    service,
    onCount: counts.on,
    offCount: counts.off,
    costs: COSTS[service],
    costNote: COST_NOTES[service],
  };
}

/** Applies a stored validation on the row of its service and action, line by line. */
function apply(ctx: ChangeCtx, service: AbroadService, action: AbroadAction) {
  const session = requireSession(ctx.auth);
  const { db, now } = ctx.deps;
  const stored = findValidation(db, ctx.body.validationId);
  // Checked before the code is spent, so a wrong or stale change does not cost the person their code.
  if (
    !stored ||
    stored.userId !== session.userId ||
    stored.corporateNcst !== session.corporateNcst ||
    stored.expiresAt <= now()
  )
    throw new ApiError(404, BODY_CODES.notFound, ABROAD_MESSAGES.validationNotFound);
  if (stored.usedAt !== null)
    throw new ApiError(409, ABROAD_CODES.validationUsed, ABROAD_MESSAGES.validationUsed);
  if (stored.service !== service || stored.action !== action)
    throw new ApiError(400, BODY_CODES.validation, ABROAD_MESSAGES.wrongRow);
  ctx.deps.otp.consumeValidated(
    ctx.body.transactionId,
    ABROAD_OTP_PURPOSES[service],
    session.userId,
    stored.id,
  );
  const at = now();
  const lines = linesAmong(db, session.corporateNcst, stored.msisdns);
  const applied = db.transaction(() => {
    markUsed(db, stored.id, at);
    const results = stored.msisdns.map((msisdn) => {
      const line = lines.get(msisdn);
      const reason = line ? refusalOf(line, service, action) : ABROAD_MESSAGES.notCompanyLine;
      if (reason === null) setState(db, service, msisdn, action === 'OPEN');
      const result = reason === null ? ('DONE' as const) : ('REFUSED' as const);
      recordChange(db, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        service,
        action,
        msisdn,
        result,
        reason,
        at,
      });
      return reason === null ? { msisdn, status: result } : { msisdn, status: result, reason };
    });
    const { number } = recordAbroadChange(db, now, session, {
      service,
      action,
      results: results.map((r) => {
        const line = lines.get(r.msisdn);
        const wasOn = line ? (service === 'ROAMING' ? line.roaming : line.callAbroad) : undefined;
        return { ...r, ...(wasOn !== undefined ? { wasOn } : {}) };
      }),
    });
    return { results, number };
  })();
  return {
    orderId: applied.number,
    service,
    action,
    done: applied.results.filter((r) => r.status === 'DONE').length,
    results: applied.results,
  };
}

export const abroadHandlers = defineHandlers({
  usageAbroadProductList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    let lines = companyLines(ctx.deps.db, session.corporateNcst);
    let unknown: string[] = [];
    let notAllowed: { msisdn: string; reason: string }[] = [];
    if (body.msisdns)
      ({ lines, unknown, notAllowed } = resolveAsked(lines, body.msisdns, ABROAD_MESSAGES.invalidNumber));
    const found = lines.filter((line) => matches(line, body.filter));
    return {
      total: found.length,
      items: sortedPageOf(found, body.sort, body.offset, body.limit),
      unknown,
      notAllowed,
    };
  },

  usageAbroadExport: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    if (body.sendMail) return mailedAnswer(ctx.deps.db, session);
    const lines = companyLines(ctx.deps.db, session.corporateNcst).filter((line) =>
      matches(line, body.filter),
    );
    const bytes = await abroadFile(body.service, body.format, sorted(lines, body.sort));
    return fileResponse(bytes, body.format, exportName(body.service, body.format, ctx.deps.now()));
  },

  usageAbroadQuery: (ctx) => summary(ctx, 'ROAMING'),
  callAbroadQuery: (ctx) => summary(ctx, 'CALL_ABROAD'),

  usageAbroadGsmValidation: (ctx) => {
    const session = requireSession(ctx.auth);
    const { service, action } = ctx.body;
    const { allowed, refused } = checkEntries(
      ctx.deps.db,
      session.corporateNcst,
      ctx.body.msisdns,
      service,
      action,
    );
    const now = ctx.deps.now();
    const expiresAt = now + VALIDATION_TTL_MS;
    const validationId = allowed.length > 0 ? randomUUID() : '';
    if (validationId) {
      const { userId, corporateNcst } = session;
      const msisdns = allowed.map((line) => line.msisdn);
      saveValidation(
        ctx.deps.db,
        { id: validationId, userId, corporateNcst, service, action, msisdns, expiresAt },
        now,
      );
    }
    return { validationId, service, action, allowed, refused, expiresAt: new Date(expiresAt).toISOString() };
  },

  usageAbroadOpen: (ctx) => apply(ctx, 'ROAMING', 'OPEN'),
  usageAbroadClose: (ctx) => apply(ctx, 'ROAMING', 'CLOSE'),
  callAbroadOpen: (ctx) => apply(ctx, 'CALL_ABROAD', 'OPEN'),
  callAbroadClose: (ctx) => apply(ctx, 'CALL_ABROAD', 'CLOSE'),
});
