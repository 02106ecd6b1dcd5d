/**
 * Line user info (spec §3, §7 line user rows): the company's lines with their users, found by
 * filter or by a list of numbers, exported, corrected, passed to another person from a date, and
 * whether the user's name prints on the invoice. A line of another company answers exactly as a
 * number that does not exist, so no one learns which numbers are someone else's.
 */

import { validate } from '../../src/api/contract/issues';
import { LINE_USER_FIELDS, LineUserInput, type LineUserProduct } from '../../src/api/lineUser/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { EXPORT_FILES, lineUsersCsv, lineUsersXlsx } from './export';
import { LINE_USER_CODES, LINE_USER_MESSAGES } from './messages';
import { normalizeNumber } from './numbers';
import { type PersonFields, setPendingChange, updateUser } from './people';
import {
  companyNumbersAmong,
  countLines,
  findLine,
  identityOf,
  listLines,
  setVisibility,
  visibilityCounts,
} from './store';

type Ctx = Pick<HandlerContext, 'auth' | 'deps'>;

const notFound = () => new ApiError(404, BODY_CODES.notFound, LINE_USER_MESSAGES.notFound);
const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);

/** The line `productId` names, of the session's company; otherwise the same 404 as no line. */
function lineOf(ctx: Ctx, productId: string): LineUserProduct {
  const session = requireSession(ctx.auth);
  const msisdn = normalizeNumber(productId);
  const line = msisdn ? findLine(ctx.deps.db, session.corporateNcst, msisdn) : undefined;
  if (!line) throw notFound();
  return line;
}

/** Resolve mode: well-formed numbers once each, in the order given, and the entries that are none. */
function sortNumbers(entries: readonly string[]) {
  const numbers = new Set<string>();
  const notAllowed: { msisdn: string; reason: string }[] = [];
  for (const entry of entries) {
    const msisdn = normalizeNumber(entry);
    if (msisdn) numbers.add(msisdn);
    else notAllowed.push({ msisdn: entry, reason: LINE_USER_MESSAGES.invalidNumber });
  }
  return { numbers: [...numbers], notAllowed };
}

const person = (input: {
  userName: string;
  identityNumber: string;
  email: string;
  department?: string | undefined;
  costCenter?: string | undefined;
}): PersonFields => ({
  userName: input.userName,
  identityNumber: input.identityNumber,
  email: input.email,
  department: input.department ?? '',
  costCenter: input.costCenter ?? '',
});

/** Calendar days in Turkey (UTC+3 all year). */
const turkishDay = (ms: number) => new Date(ms + TURKEY_OFFSET_MS).toISOString().slice(0, 10);
function firstOfNextMonth(ms: number): string {
  const today = new Date(`${turkishDay(ms)}T00:00:00Z`);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

export const lineUserHandlers = defineHandlers({
  lineUserProductList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    const db = ctx.deps.db;
    let msisdns: string[] | undefined;
    let unknown: string[] = [];
    let notAllowed: { msisdn: string; reason: string }[] = [];
    if (body.msisdns) {
      const sorted = sortNumbers(body.msisdns);
      const known = companyNumbersAmong(db, session.corporateNcst, sorted.numbers);
      msisdns = sorted.numbers.filter((n) => known.has(n));
      unknown = sorted.numbers.filter((n) => !known.has(n));
      notAllowed = sorted.notAllowed;
    }
    const selection = { corporateNcst: session.corporateNcst, filter: body.filter, msisdns };
    return {
      total: countLines(db, selection),
      items: listLines(db, selection, body.sort, { offset: body.offset, limit: body.limit }),
      unknown,
      notAllowed,
    };
  },

  lineUserProductExport: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    if (body.sendMail) return mailedAnswer(ctx.deps.db, session);
    const lines = listLines(
      ctx.deps.db,
      { corporateNcst: session.corporateNcst, filter: body.filter },
      body.sort,
    );
    const file = EXPORT_FILES[body.format];
    const bytes = body.format === 'csv' ? await lineUsersCsv(lines) : await lineUsersXlsx(lines);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'no-store',
      },
    });
  },

  lineUserProduct: (ctx) => lineOf(ctx, ctx.params.productId),

  lineUserProductValidate: (ctx) => {
    lineOf(ctx, ctx.params.productId);
    const draft = ctx.body as Record<string, unknown>;
    const errors = LINE_USER_FIELDS.flatMap((field) => {
      // A draft without the TC number is a correction that keeps the stored one.
      if (field === 'identityNumber' && draft[field] === undefined) return [];
      const result = validate(LineUserInput.entries[field], draft[field]);
      return result.ok ? [] : [{ field, message: result.message }];
    });
    return { valid: errors.length === 0, errors };
  },

  lineUserProductUpdate: (ctx) => {
    const line = lineOf(ctx, ctx.params.productId);
    // Left out: the person's stored TC number stays.
    const identityNumber = ctx.body.identityNumber ?? identityOf(ctx.deps.db, line.msisdn) ?? '';
    updateUser(ctx.deps.db, line.msisdn, person({ ...ctx.body, identityNumber }), ctx.deps.now());
    return lineOf(ctx, line.msisdn);
  },

  lineUserProductChange: (ctx) => {
    const line = lineOf(ctx, ctx.params.productId);
    const today = turkishDay(ctx.deps.now());
    const effectiveDate = ctx.body.effectiveDate ?? firstOfNextMonth(ctx.deps.now());
    if (effectiveDate <= today) throw invalid(LINE_USER_MESSAGES.dateNotFuture);
    if (identityOf(ctx.deps.db, line.msisdn) === ctx.body.identityNumber) {
      throw new ApiError(409, LINE_USER_CODES.sameUser, LINE_USER_MESSAGES.sameUser);
    }
    setPendingChange(ctx.deps.db, line.msisdn, { ...person(ctx.body), effectiveDate }, ctx.deps.now());
    return lineOf(ctx, line.msisdn);
  },

  lineUserProductChangeDelete: (ctx) => {
    const line = lineOf(ctx, ctx.params.productId);
    if (!line.pendingChange) {
      throw new ApiError(404, LINE_USER_CODES.noPendingChange, LINE_USER_MESSAGES.noPendingChange);
    }
    setPendingChange(ctx.deps.db, line.msisdn, null, ctx.deps.now());
    return lineOf(ctx, line.msisdn);
  },

  lineUserInvoiceNameVisibility: (ctx) => {
    const session = requireSession(ctx.auth);
    return visibilityCounts(ctx.deps.db, session.corporateNcst);
  },

  lineUserInvoiceNameVisibilityUpdate: (ctx) => {
    const session = requireSession(ctx.auth);
    const { visible, msisdns, filter } = ctx.body;
    // An empty request must not quietly mean "every line of the company".
    if (!msisdns && !filter) throw invalid(LINE_USER_MESSAGES.nothingSelected);
    const selection = {
      corporateNcst: session.corporateNcst,
      filter,
      msisdns: msisdns && sortNumbers(msisdns).numbers,
    };
    return { updated: setVisibility(ctx.deps.db, selection, visible, ctx.deps.now()) };
  },
});
