/**
 * New-line rows (issue 4): options, the number pool with time-limited reservations, SIM stock
 * and validation, contact/customer checks, and the order, which is written to the shared order
 * store only after the OTP validation for this very draft has been spent.
 */
import { randomUUID } from 'node:crypto';
import {
  type CompanyInfo,
  type ContactValidationRequest,
  type CreateOrderResponse,
  type CustomerValidated,
  type DemandOrder,
  type EsimProfile,
  type ExistingNumber,
  type FlexibleGsmListResponse,
  type MarsSendResponse,
  NEW_LINE_OTP_PURPOSE,
  NEW_LINE_PRODUCT_TYPES,
  type NewLineOrder,
  type NewLineProductType,
  type NumberList,
  type NumberReservation,
  type OrderLineRequest,
  type SimAssignment,
  type SimType,
  type SimValidationEntry,
} from '../../src/api/newLineTypes';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import type { Db } from '../db/schema';
import { NEW_LINE_OPTIONS, PARTNERS, PREFERENCE_OPTIONS } from '../db/seed-newline';
import { ApiError } from '../envelope';
import { createOrderStore, orderNotFound, type StoredOrder } from '../orders/store';
import type { ActiveSession } from '../sessions';
import { bool, invalid, optional, text, textList, validateBody } from '../validate';
import { NEW_LINE_MESSAGES as M, NEW_LINE_CODES } from './newLineMessages';
import type { HandlerContext, HandlerModule } from './types';

/** How long reserved numbers are held for the person (the wizard shows the countdown). */
export const RESERVATION_SECONDS = 600;
/** How many free numbers of each type the list offers at once. */
const OFFERED_PER_TYPE = 8;

const PRODUCT_RULE = text({ oneOf: NEW_LINE_PRODUCT_TYPES });
const SIM_TYPES: readonly SimType[] = ['PHYSICAL', 'ESIM'];
const MOBILE = /^5\d{9}$/;
const MOBILE_HINT = '5 ile başlayan 10 haneli bir numara olmalıdır.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const conflict = (code: string, message: string) => new ApiError(409, code, message);

function records(value: unknown, field: string): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length > 50) throw invalid(`${field} alanı bir liste olmalıdır.`);
  return value.map((item) => {
    if (typeof item !== 'object' || item === null) throw invalid(`${field} alanı bir liste olmalıdır.`);
    return item as Record<string, unknown>;
  });
}

const productType = (value: unknown, field = 'productType') =>
  PRODUCT_RULE.parse(value, field) as NewLineProductType;

// ---- numbers ----

interface NumberRow {
  msisdn: string;
  product_type: NewLineProductType;
  corporate_ncst: string | null;
  reservation_id: string | null;
  reserved_by: number | null;
  reserved_until: number | null;
  order_no: string | null;
}

/** Free for this person: in no order, and not held by someone else's live reservation. */
const freeFor = (row: NumberRow, userId: number, at: number) =>
  row.order_no === null &&
  (row.reserved_until === null || row.reserved_until <= at || row.reserved_by === userId);

const numberRow = (db: Db, msisdn: string) =>
  db.prepare('SELECT * FROM newline_numbers WHERE msisdn = ?').get(msisdn) as NumberRow | undefined;

function offeredNumbers(db: Db, type: NewLineProductType, userId: number, at: number): string[] {
  return (
    db
      .prepare(
        `SELECT * FROM newline_numbers WHERE product_type = ? AND corporate_ncst IS NULL AND order_no IS NULL
           AND (reserved_until IS NULL OR reserved_until <= ? OR reserved_by = ?) ORDER BY msisdn`,
      )
      .all(type, at, userId) as NumberRow[]
  ).map((row) => row.msisdn);
}

function existingNumbers(db: Db, corporateNcst: string): ExistingNumber[] {
  return (
    db
      .prepare(
        `SELECT msisdn, product_type FROM newline_numbers WHERE corporate_ncst = ? AND order_no IS NULL
         ORDER BY product_type, msisdn`,
      )
      .all(corporateNcst) as { msisdn: string; product_type: NewLineProductType }[]
  ).map((row) => ({ msisdn: row.msisdn, productType: row.product_type }));
}

/** Ends every reservation of the person: a new reservation replaces the previous one. */
const releaseReservations = (db: Db, userId: number) =>
  db
    .prepare(
      'UPDATE newline_numbers SET reservation_id = NULL, reserved_by = NULL, reserved_until = NULL WHERE reserved_by = ?',
    )
    .run(userId);

function reserve(ctx: HandlerContext, session: ActiveSession): NumberReservation {
  const { db, now } = ctx.deps;
  const body = ctx.body as Record<string, unknown>;
  const flags = validateBody(body, { selectVoiceLineForMe: bool(), selectDataLineForMe: bool() });
  const lines = records(body.lines, 'lines').map((line) => ({
    lineKey: text({ maxLength: 40 }).parse(line.lineKey, 'lineKey'),
    productType: productType(line.productType),
    msisdn: optional(text({ maxLength: 15 })).parse(line.msisdn, 'msisdn'),
  }));
  if (lines.length === 0) throw invalid(M.noLines);
  const at = now();
  const reservationId = randomUUID();
  const until = at + RESERVATION_SECONDS * 1000;
  const take = db.prepare(
    'UPDATE newline_numbers SET reservation_id = ?, reserved_by = ?, reserved_until = ? WHERE msisdn = ?',
  );
  return db.transaction(() => {
    releaseReservations(db, session.userId);
    const chosen = new Set<string>();
    const numbers = lines.map((line) => {
      const systemChooses =
        line.productType === 'M2M' ||
        (line.productType === 'VOICE' && flags.selectVoiceLineForMe) ||
        (line.productType === 'DATA' && flags.selectDataLineForMe);
      let msisdn = systemChooses ? undefined : line.msisdn;
      if (msisdn === undefined) {
        if (!systemChooses) throw invalid(M.numberRequired);
        msisdn = offeredNumbers(db, line.productType, session.userId, at).find((m) => !chosen.has(m));
        if (!msisdn) throw conflict(NEW_LINE_CODES.numberUnavailable, M.poolEmpty);
      } else {
        const row = numberRow(db, msisdn);
        if (chosen.has(msisdn)) throw invalid(M.numberTwice(msisdn));
        if (
          !row ||
          row.corporate_ncst !== null ||
          row.product_type !== line.productType ||
          !freeFor(row, session.userId, at)
        )
          throw conflict(NEW_LINE_CODES.numberUnavailable, M.numberUnavailable(msisdn));
      }
      chosen.add(msisdn);
      take.run(reservationId, session.userId, until, msisdn);
      return { lineKey: line.lineKey, msisdn };
    });
    return { reservationId, expiresInSeconds: RESERVATION_SECONDS, numbers };
  })();
}

// ---- SIM cards ----

interface SimRow {
  iccid: string;
  corporate_ncst: string;
  sim_type: SimType;
  product_type: NewLineProductType | null;
  name: string;
  blocked_reason: string | null;
  order_no: string | null;
}

function parseSims(value: unknown): SimAssignment[] {
  return records(value, 'sims').map((sim) => ({
    msisdn: text({ maxLength: 15 }).parse(sim.msisdn, 'msisdn'),
    simType: text({ oneOf: SIM_TYPES }).parse(sim.simType, 'simType') as SimType,
    iccid: text({ maxLength: 25 }).parse(sim.iccid, 'iccid'),
  }));
}

/** One entry per SIM: unknown, wrong type, used, blocked or given twice is invalid, with why. */
function validateSims(db: Db, corporateNcst: string, sims: SimAssignment[]): SimValidationEntry[] {
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

// ---- contact and customer ----

function parseContact(value: unknown): ContactValidationRequest {
  const input = validateBody(value, {
    contactName: text({ maxLength: 100 }),
    contactPhone: text({ pattern: MOBILE, patternHint: MOBILE_HINT }),
    email: text({ maxLength: 120, pattern: EMAIL, patternHint: 'geçerli bir e-posta adresi olmalıdır.' }),
    m2mContactNumber: optional(text({ pattern: MOBILE, patternHint: MOBILE_HINT })),
    dataContactNumber: optional(text({ pattern: MOBILE, patternHint: MOBILE_HINT })),
  });
  return {
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    email: input.email,
    ...(input.m2mContactNumber ? { m2mContactNumber: input.m2mContactNumber } : {}),
    ...(input.dataContactNumber ? { dataContactNumber: input.dataContactNumber } : {}),
  };
}

/** A number of the operator's pool is by definition not in service, so nobody answers it. */
function contactProblem(db: Db, contact: ContactValidationRequest): string | undefined {
  for (const msisdn of [contact.contactPhone, contact.m2mContactNumber, contact.dataContactNumber]) {
    if (msisdn && numberRow(db, msisdn)) return M.contactNotInService(msisdn);
  }
  return undefined;
}

function customerStatus(db: Db, corporateNcst: string): CustomerValidated {
  const row = db
    .prepare('SELECT validated, message FROM newline_customers WHERE corporate_ncst = ?')
    .get(corporateNcst) as { validated: number; message: string | null } | undefined;
  return row?.validated
    ? { IsCustomerValidated: true }
    : { IsCustomerValidated: false, message: row?.message ?? 'Şirket bilgileriniz doğrulanamadı.' };
}

// ---- order ----

const TYPE_NAMES: Record<NewLineProductType, string> = { VOICE: 'ses', DATA: 'data', M2M: 'M2M' };

/** "2 ses hattı, 1 M2M hattı". */
export function orderTitle(lines: { productType: NewLineProductType }[]): string {
  return NEW_LINE_PRODUCT_TYPES.map(
    (type) => [type, lines.filter((l) => l.productType === type).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${count} ${TYPE_NAMES[type]} hattı`)
    .join(', ');
}

function parseOrderLines(value: unknown): OrderLineRequest[] {
  return records(value, 'lines').map((line) => ({
    lineKey: text({ maxLength: 40 }).parse(line.lineKey, 'lineKey'),
    productType: productType(line.productType),
    msisdn: text({ maxLength: 15 }).parse(line.msisdn, 'msisdn'),
    tariffId: text({ maxLength: 40 }).parse(line.tariffId, 'tariffId'),
    ...(optional(text({ maxLength: 40 })).parse(line.packageId, 'packageId')
      ? { packageId: text().parse(line.packageId, 'packageId') }
      : {}),
    simType: text({ oneOf: SIM_TYPES }).parse(line.simType, 'simType') as SimType,
    iccid: text({ maxLength: 25 }).parse(line.iccid, 'iccid'),
  }));
}

/** Each number must be the company's unused one (hasNumber) or held by this live reservation. */
function checkNumbers(
  db: Db,
  session: ActiveSession,
  at: number,
  lines: OrderLineRequest[],
  hasNumber: boolean,
  reservationId: string | undefined,
) {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.msisdn)) throw invalid(M.numberTwice(line.msisdn));
    seen.add(line.msisdn);
    const row = numberRow(db, line.msisdn);
    if (hasNumber) {
      if (
        !row ||
        row.corporate_ncst !== session.corporateNcst ||
        row.order_no !== null ||
        row.product_type !== line.productType
      )
        throw conflict(NEW_LINE_CODES.numberUnavailable, M.existingNumberUnavailable(line.msisdn));
      continue;
    }
    const held =
      row &&
      row.order_no === null &&
      row.reservation_id === reservationId &&
      row.reserved_by === session.userId &&
      (row.reserved_until ?? 0) > at;
    if (!held) throw conflict(NEW_LINE_CODES.reservationExpired, M.reservationExpired);
  }
}

function newLineOrder(order: StoredOrder | undefined): StoredOrder {
  if (order?.orderType !== 'NEW_LINE') throw orderNotFound();
  return order;
}

const toNewLineOrder = (order: StoredOrder): NewLineOrder => ({
  orderId: order.orderNo,
  status: order.status,
  title: order.title,
  createdAt: order.createdAt,
  lines: order.lines,
  details: order.details,
});

const store = (ctx: HandlerContext) => createOrderStore(ctx.deps.db, ctx.deps.now);

export const newLineHandlers: HandlerModule = {
  newLineOptions: ({ body, auth }) => {
    requireSession(auth);
    return NEW_LINE_OPTIONS[productType((body as Record<string, unknown>)?.productType)];
  },

  newLineNumberList: ({ deps, body, auth }): NumberList => {
    const session = requireSession(auth);
    const { productTypes } = validateBody(body, { productTypes: textList({ maxItems: 3 }) });
    const at = deps.now();
    const offered: NumberList['offered'] = { VOICE: [], DATA: [], M2M: [] };
    for (const type of productTypes.map((t) => productType(t, 'productTypes'))) {
      offered[type] = offeredNumbers(deps.db, type, session.userId, at).slice(0, OFFERED_PER_TYPE);
    }
    return { offered, existing: existingNumbers(deps.db, session.corporateNcst) };
  },

  newLineNumberReservation: (ctx) => reserve(ctx, requireSession(ctx.auth)),

  newLinePhysicalGsmList: ({ deps, auth }) => {
    const session = requireSession(auth);
    const rows = deps.db
      .prepare(
        `SELECT iccid FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'PHYSICAL' AND order_no IS NULL
         ORDER BY iccid`,
      )
      .all(session.corporateNcst) as { iccid: string }[];
    return { sims: rows.map((row) => ({ iccid: row.iccid })) };
  },

  newLineFlexibleGsmList: ({ deps, body, auth }): FlexibleGsmListResponse => {
    const session = requireSession(auth);
    const type = productType((body as Record<string, unknown>)?.type, 'type');
    const productList = deps.db
      .prepare(
        `SELECT iccid, name FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'ESIM' AND product_type = ?
           AND order_no IS NULL ORDER BY iccid`,
      )
      .all(session.corporateNcst, type) as EsimProfile[];
    return { type, productList };
  },

  newLineSimValidation: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const sims = parseSims((body as Record<string, unknown>)?.sims);
    return { simValidationList: validateSims(deps.db, session.corporateNcst, sims) };
  },

  newLineContactValidation: ({ deps, body, auth }) => {
    requireSession(auth);
    const contact = parseContact(body);
    const problem = contactProblem(deps.db, contact);
    return problem ? { IsContactValidated: false, message: problem } : { IsContactValidated: true };
  },

  newLineCustomerValidated: ({ deps, auth }) => customerStatus(deps.db, requireSession(auth).corporateNcst),

  newLineCompanyInfo: ({ deps, auth }): CompanyInfo => {
    const session = requireSession(auth);
    const row = deps.db
      .prepare(
        `SELECT c.name, n.tax_office, n.tax_number, n.address FROM companies c
         JOIN newline_customers n ON n.corporate_ncst = c.corporate_ncst WHERE c.corporate_ncst = ?`,
      )
      .get(session.corporateNcst) as {
      name: string;
      tax_office: string;
      tax_number: string;
      address: string;
    };
    return {
      corporateNcst: session.corporateNcst,
      corporateName: row.name,
      taxOffice: row.tax_office,
      taxNumber: row.tax_number,
      address: row.address,
    };
  },

  newLineSubscriptionPreferences: ({ auth }) => {
    requireSession(auth);
    return { options: PREFERENCE_OPTIONS };
  },

  newLinePartners: ({ auth }) => {
    requireSession(auth);
    return { partners: PARTNERS };
  },

  newLineCreateOrder: (ctx): CreateOrderResponse => {
    const session = requireSession(ctx.auth);
    const { db, now, otp } = ctx.deps;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const input = validateBody(body, {
      draftId: text({ maxLength: 64 }),
      transactionId: text({ maxLength: 64 }),
      hasNumber: bool(),
      reservationId: optional(text({ maxLength: 64 })),
      preferences: textList({ maxItems: 10 }),
      partnerId: text({ maxLength: 40 }),
    });
    const lines = parseOrderLines(body.lines);
    const contact = parseContact(body.contact);
    if (lines.length === 0) throw invalid(M.noLines);
    for (const type of NEW_LINE_PRODUCT_TYPES) {
      const max = NEW_LINE_OPTIONS[type].maxLines;
      if (lines.filter((l) => l.productType === type).length > max) throw invalid(M.tooManyLines(max));
    }
    const partner = PARTNERS.find((p) => p.id === input.partnerId);
    if (!partner) throw invalid(M.unknownPartner);
    const priced = lines.map((line) => {
      const options = NEW_LINE_OPTIONS[line.productType];
      const tariff = options.tariffs.find((t) => t.id === line.tariffId);
      if (!tariff) throw invalid(M.unknownTariff);
      const pack = line.packageId ? options.packages.find((p) => p.id === line.packageId) : undefined;
      if (line.packageId && !pack) throw invalid(M.unknownPackage);
      return { line, tariff, pack };
    });
    const customer = customerStatus(db, session.corporateNcst);
    if (!customer.IsCustomerValidated)
      throw conflict(NEW_LINE_CODES.customerNotValidated, customer.message ?? '');
    // The code confirmed this draft; it is spent here, before anything is written.
    otp.consumeValidated(input.transactionId, NEW_LINE_OTP_PURPOSE, session.userId, input.draftId);

    const at = now();
    return db.transaction((): CreateOrderResponse => {
      checkNumbers(db, session, at, lines, input.hasNumber, input.reservationId);
      const sims = validateSims(
        db,
        session.corporateNcst,
        lines.map(({ msisdn, simType, iccid }) => ({ msisdn, simType, iccid })),
      );
      if (sims.some((s) => !s.valid)) throw conflict(NEW_LINE_CODES.simInvalid, M.simInvalid);
      const monthlyTotal = priced.reduce(
        (sum, p) => sum + p.tariff.monthlyFee + (p.pack?.monthlyFee ?? 0),
        0,
      );
      const { orderNo } = store(ctx).create({
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        orderType: 'NEW_LINE',
        status: 'RECEIVED',
        title: orderTitle(lines),
        lines: priced.map(({ line, tariff }) => ({
          msisdn: line.msisdn,
          productType: line.productType,
          tariffName: tariff.name,
          simType: line.simType,
          iccid: line.iccid,
        })),
        details: {
          draftId: input.draftId,
          hasNumber: input.hasNumber,
          contact,
          preferences: input.preferences,
          partner,
          packages: priced.filter((p) => p.pack).map((p) => ({ msisdn: p.line.msisdn, name: p.pack?.name })),
          monthlyTotal: Math.round(monthlyTotal * 100) / 100,
        },
      });
      const markNumber = db.prepare(
        'UPDATE newline_numbers SET order_no = ?, reservation_id = NULL, reserved_by = NULL, reserved_until = NULL WHERE msisdn = ?',
      );
      const markSim = db.prepare('UPDATE newline_sims SET order_no = ? WHERE iccid = ?');
      for (const line of lines) {
        markNumber.run(orderNo, line.msisdn);
        markSim.run(orderNo, line.iccid);
      }
      return { orderId: orderNo, status: 'RECEIVED' };
    })();
  },

  newLineOrderRead: (ctx) => {
    const session = requireSession(ctx.auth);
    return toNewLineOrder(newLineOrder(store(ctx).get(session.corporateNcst, ctx.params.orderId ?? '')));
  },

  newLineOrderUpdate: (ctx) => {
    const session = requireSession(ctx.auth);
    const orders = store(ctx);
    const order = newLineOrder(orders.get(session.corporateNcst, ctx.params.orderId ?? ''));
    if (order.status !== 'RECEIVED') throw conflict(NEW_LINE_CODES.orderNotOpen, M.orderNotOpen);
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const patch: Record<string, unknown> = {};
    if (body.contact !== undefined) {
      const contact = parseContact(body.contact);
      const problem = contactProblem(ctx.deps.db, contact);
      if (problem) throw invalid(problem);
      patch.contact = contact;
    }
    if (body.preferences !== undefined)
      patch.preferences = textList({ maxItems: 10 }).parse(body.preferences, 'preferences');
    if (body.partnerId !== undefined) {
      const partner = PARTNERS.find((p) => p.id === body.partnerId);
      if (!partner) throw invalid(M.unknownPartner);
      patch.partner = partner;
    }
    const updated = orders.update(session.corporateNcst, order.orderNo, {
      details: { ...order.details, ...patch },
    });
    return toNewLineOrder(updated);
  },

  newLineMarsSend: (ctx): MarsSendResponse => {
    const session = requireSession(ctx.auth);
    const orders = store(ctx);
    const order = newLineOrder(orders.get(session.corporateNcst, ctx.params.orderId ?? ''));
    if (order.status !== 'RECEIVED') throw conflict(NEW_LINE_CODES.orderNotOpen, M.orderAlreadySent);
    const at = ctx.deps.now();
    const serial = order.orderNo.slice(-6);
    const marsReference = `MARS-${serial}`;
    ctx.deps.db.transaction(() => {
      orders.update(session.corporateNcst, order.orderNo, { status: 'IN_PROGRESS' });
      ctx.deps.db
        .prepare(
          'INSERT INTO newline_demands (order_no, corporate_ncst, demand_no, mars_reference, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(order.orderNo, session.corporateNcst, `TLP-${serial}`, marsReference, at);
    })();
    return { orderId: order.orderNo, status: 'IN_PROGRESS', marsReference };
  },

  newLineDemandOrder: ({ deps, auth, query }): DemandOrder => {
    const session = requireSession(auth);
    const orderId = text({ maxLength: 40 }).parse(query.orderId, 'orderId');
    const row = deps.db
      .prepare('SELECT demand_no, created_at FROM newline_demands WHERE order_no = ? AND corporate_ncst = ?')
      .get(orderId, session.corporateNcst) as { demand_no: string; created_at: number } | undefined;
    if (!row) throw new ApiError(404, BODY_CODES.notFound, M.demandMissing);
    const order = newLineOrder(createOrderStore(deps.db, deps.now).get(session.corporateNcst, orderId));
    return { demandNo: row.demand_no, orderId, status: order.status, createdAt: row.created_at };
  },
};
