/**
 * The audit trail's four reads: a page of the company's entries (filtered, newest first), the
 * operations it holds, one entry in full, and the filtered trail as a file or mailed. Only persons with full authority
 * read it (spec §8's 403 otherwise); another company's entry answers as one that does not exist.
 * The entries themselves are written by the recorder (recorder.ts), never by a handler.
 */
import type { AuditFilter } from '../../src/api/auditTrail/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession, writesRequireFullAuthority } from '../access';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { auditFile, exportName } from './export';
import { AUDIT_MESSAGES } from './messages';
import { auditEntries, auditEntry, auditOperations, auditPage, type StoreFilter } from './store';

/** Fifty entries when the page asks no size. */
const DEFAULT_LIMIT = 50;
/** A file holds at most this many entries (newest first). */
const EXPORT_LIMIT = 20_000;

/** The session of a person with full authority. */
function reader(ctx: Pick<HandlerContext, 'auth'>) {
  const session = requireSession(ctx.auth);
  writesRequireFullAuthority(session);
  return session;
}

/** The filter checked beyond its schema: the period's order and the number's digits. */
function storeFilter(filter: AuditFilter): StoreFilter {
  if (filter.from && filter.to && filter.from > filter.to)
    throw new ApiError(400, BODY_CODES.validation, AUDIT_MESSAGES.periodOrder);
  const { msisdn, ...rest } = filter;
  if (msisdn === undefined) return rest;
  if (/[^\d\s+()-]/.test(msisdn)) throw new ApiError(400, BODY_CODES.validation, AUDIT_MESSAGES.badNumber);
  const digits = msisdn.replace(/\D/g, '').replace(/^(90|0)(?=5)/, '');
  return digits ? { ...rest, msisdn: digits } : rest;
}

export const auditHandlers = defineHandlers({
  auditTrailList: (ctx) => {
    const session = reader(ctx);
    const { offset, limit, ...filter } = ctx.query;
    return auditPage(
      ctx.deps.db,
      session.corporateNcst,
      storeFilter(filter),
      offset ?? 0,
      limit ?? DEFAULT_LIMIT,
    );
  },

  auditTrailOperations: (ctx) => ({
    operations: auditOperations(ctx.deps.db, reader(ctx).corporateNcst),
  }),

  auditTrailEntry: (ctx) => {
    const session = reader(ctx);
    const found = auditEntry(ctx.deps.db, session.corporateNcst, ctx.params.entryId);
    if (!found) throw new ApiError(404, BODY_CODES.notFound, AUDIT_MESSAGES.notFound);
    return found;
  },

  auditTrailExport: async (ctx) => {
    const session = reader(ctx);
    const filter = storeFilter(ctx.body.filter ?? {});
    if (ctx.body.sendMail) return mailedAnswer(ctx.deps.db, session);
    const entries = auditEntries(ctx.deps.db, session.corporateNcst, filter, EXPORT_LIMIT);
    const bytes = await auditFile(ctx.body.format, entries);
    return fileResponse(bytes, ctx.body.format, exportName(ctx.body.format, ctx.deps.now()));
  },
});
