/**
 * New-line rows (issue 4): options, the number pool with time-limited reservations, SIM stock
 * and validation, contact/customer checks, and the order, which is written to the shared order
 * store only after the OTP validation for this very draft has been spent.
 *
 * This file is the handler table; the helpers it calls live next to it by responsibility. Every
 * body and query arrives validated by its row's schema (src/api/newLine/types.ts).
 */
import { NEW_LINE_OTP_PURPOSE, type NumberList } from '../../src/api/newLine/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { requireCompanyProfile } from '../db/companyProfile';
import { createOrderStore } from '../db/ledger/orders';
import { ApiError } from '../envelope';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { contactProblem, customerStatus, storedContact } from './checks';
import { NEW_LINE_MESSAGES as M, NEW_LINE_CODES } from './messages';
import { existingNumbers, OFFERED_PER_TYPE, offeredNumbers, reserve } from './numbers';
import {
  checkLineCounts,
  checkNumbers,
  newLineOrder,
  orderTitle,
  priceLines,
  toNewLineOrder,
} from './orderLines';
import { NEW_LINE_OPTIONS, PARTNERS, PREFERENCE_OPTIONS } from './seed';
import { conflict, invalid } from './shared';
import { esimProfiles, physicalSims, validateSims } from './sims';

const store = (ctx: Pick<HandlerContext, 'deps'>) => createOrderStore(ctx.deps.db, ctx.deps.now);

export const newLineHandlers = defineHandlers({
  newLineOptions: ({ body, auth }) => {
    requireSession(auth);
    return NEW_LINE_OPTIONS[body.productType];
  },

  newLineNumberList: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const at = deps.now();
    const offered: NumberList['offered'] = { VOICE: [], DATA: [], M2M: [] };
    for (const type of body.productTypes) {
      offered[type] = offeredNumbers(deps.db, type, session.userId, at).slice(0, OFFERED_PER_TYPE);
    }
    return { offered, existing: existingNumbers(deps.db, session.corporateNcst) };
  },

  newLineNumberReservation: ({ deps, body, auth }) =>
    reserve(deps.db, requireSession(auth), deps.now(), body),

  newLinePhysicalGsmList: ({ deps, auth }) => {
    const session = requireSession(auth);
    return { sims: physicalSims(deps.db, session.corporateNcst) };
  },

  newLineFlexibleGsmList: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    return { type: body.type, productList: esimProfiles(deps.db, session.corporateNcst, body.type) };
  },

  newLineSimValidation: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    return { simValidationList: validateSims(deps.db, session.corporateNcst, body.sims) };
  },

  newLineContactValidation: ({ deps, body, auth }) => {
    requireSession(auth);
    const problem = contactProblem(deps.db, body);
    return problem ? { IsContactValidated: false, message: problem } : { IsContactValidated: true };
  },

  newLineCustomerValidated: ({ deps, auth }) => customerStatus(deps.db, requireSession(auth).corporateNcst),

  newLineCompanyInfo: ({ deps, auth }) => {
    const session = requireSession(auth);
    const profile = requireCompanyProfile(deps.db, session.corporateNcst);
    return {
      corporateNcst: profile.customerNumber,
      corporateName: profile.title,
      taxOffice: profile.taxOffice,
      taxNumber: profile.taxNumber,
      address: profile.registeredAddress,
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

  newLineCreateOrder: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now, otp } = ctx.deps;
    const input = ctx.body;
    const lines = input.lines;
    const contact = storedContact(input.contact);
    checkLineCounts(lines);
    const partner = PARTNERS.find((p) => p.id === input.partnerId);
    if (!partner) throw invalid(M.unknownPartner);
    const priced = priceLines(lines);
    const customer = customerStatus(db, session.corporateNcst);
    if (!customer.IsCustomerValidated)
      throw conflict(NEW_LINE_CODES.customerNotValidated, customer.message ?? '');
    // The code confirmed this draft; it is spent here, before anything is written.
    otp.consumeValidated(input.transactionId, NEW_LINE_OTP_PURPOSE, session.userId, input.draftId);

    const at = now();
    return db.transaction(() => {
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
    return toNewLineOrder(newLineOrder(store(ctx).get(session.corporateNcst, ctx.params.orderId)));
  },

  newLineOrderUpdate: (ctx) => {
    const session = requireSession(ctx.auth);
    const orders = store(ctx);
    const order = newLineOrder(orders.get(session.corporateNcst, ctx.params.orderId));
    if (order.status !== 'RECEIVED') throw conflict(NEW_LINE_CODES.orderNotOpen, M.orderNotOpen);
    const { body } = ctx;
    const patch: Record<string, unknown> = {};
    if (body.contact !== undefined) {
      const contact = storedContact(body.contact);
      const problem = contactProblem(ctx.deps.db, contact);
      if (problem) throw invalid(problem);
      patch.contact = contact;
    }
    if (body.preferences !== undefined) patch.preferences = body.preferences;
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

  newLineMarsSend: (ctx) => {
    const session = requireSession(ctx.auth);
    const orders = store(ctx);
    const order = newLineOrder(orders.get(session.corporateNcst, ctx.params.orderId));
    if (order.status !== 'RECEIVED') throw conflict(NEW_LINE_CODES.orderNotOpen, M.orderAlreadySent);
    const at = ctx.deps.now();
    const serial = order.orderNo.slice(-6);
    // MARS's own reference is the operator system's; the demand is the order itself, under its
    // one ledger number (no second numbering beside the ledger's).
    const marsReference = `MARS-${serial}`;
    ctx.deps.db.transaction(() => {
      orders.update(session.corporateNcst, order.orderNo, { status: 'IN_PROGRESS' });
      ctx.deps.db
        .prepare(
          'INSERT INTO newline_demands (order_no, corporate_ncst, demand_no, mars_reference, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(order.orderNo, session.corporateNcst, order.orderNo, marsReference, at);
    })();
    return { orderId: order.orderNo, status: 'IN_PROGRESS', marsReference };
  },

  newLineDemandOrder: ({ deps, auth, query }) => {
    const session = requireSession(auth);
    const { orderId } = query;
    const row = deps.db
      .prepare('SELECT demand_no, created_at FROM newline_demands WHERE order_no = ? AND corporate_ncst = ?')
      .get(orderId, session.corporateNcst) as { demand_no: string; created_at: number } | undefined;
    if (!row) throw new ApiError(404, BODY_CODES.notFound, M.demandMissing);
    const order = newLineOrder(store({ deps }).get(session.corporateNcst, orderId));
    return { demandNo: row.demand_no, orderId, status: order.status, createdAt: row.created_at };
  },
});
