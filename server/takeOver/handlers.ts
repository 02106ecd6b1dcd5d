/**
 * Take-over rows (issue 19). The contact validity check opens the order with its lines and asks
 * the transferring party; the later steps write to that order; finalize spends the OTP validated
 * for it; mars send starts the transfer, which the simulated operator completes a minute later.
 * Every row goes through takeOverRow (screen.ts): the Screen-Name header, then due answers.
 */
import {
  TAKE_OVER_ORDER_TYPES,
  TAKE_OVER_OTP_PURPOSE,
  TAKE_OVER_STATUSES,
  type TakeOverStatus,
} from '../../src/api/takeOver/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { requireCompanyProfile } from '../db/companyProfile';
import { createOrderStore } from '../db/ledger/orders';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { checkLines } from './checks';
import { companyStanding } from './company';
import { TAKE_OVER_CODES as CODES, TAKE_OVER_MESSAGES as M } from './messages';
import {
  listRecords,
  loadByOrderNo,
  loadByWorkflow,
  settleTakeOvers,
  syncSharedOrder,
  type TakeOverDetails,
  type TakeOverRecord,
  toSummary,
  toTakeOverOrder,
  workflowIdOf,
} from './record';
import { tariffsComplete } from './rules';
import { takeOverRow } from './screen';
import { COMPLETION_SECONDS, PRODUCT_TYPE_NAMES, STATUS_INFO } from './statuses';
import { tariffById, tariffOptions } from './tariffs';

const conflict = (code: string, message: string) => new ApiError(409, code, message);
const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const statusName = (status: TakeOverStatus) => STATUS_INFO[status].name;

/** The wizard's steps write only while the owner has approved and the order is not confirmed. */
function requireEditable(record: TakeOverRecord): void {
  const { status } = record.workflow;
  if (status === 'AWAITING_APPROVAL') throw conflict(CODES.approvalPending, M.awaitingApproval);
  if (status !== 'APPROVED') throw conflict(CODES.orderClosed, M.orderClosed(statusName(status)));
}

function requireCompany(corporateNcst: string): void {
  const standing = companyStanding(corporateNcst);
  if (!standing.valid) throw conflict(CODES.companyNotValidated, standing.message ?? '');
}

function writeDetails(
  db: Db,
  now: () => number,
  record: TakeOverRecord,
  patch: Partial<TakeOverDetails>,
): void {
  const { corporate_ncst: ncst, order_no: orderNo } = record.workflow;
  createOrderStore(db, now).update(ncst, orderNo, { details: { ...record.details, ...patch } });
  syncSharedOrder(db, now, ncst, orderNo);
}

function setStatus(db: Db, record: TakeOverRecord, status: TakeOverStatus): void {
  db.prepare('UPDATE takeover_orders SET status = ? WHERE order_no = ?').run(
    status,
    record.workflow.order_no,
  );
}

export const takeOverHandlers = defineHandlers({
  takeOverContactValidity: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const ncst = session.corporateNcst;
    const existing = body.orderId ? loadByOrderNo(db, now, ncst, body.orderId) : undefined;
    if (existing && !['AWAITING_APPROVAL', 'APPROVED'].includes(existing.workflow.status)) {
      throw conflict(CODES.orderClosed, M.notReopenable(statusName(existing.workflow.status)));
    }
    const { facts, checks } = checkLines(db, ncst, body.msisdnList, existing?.workflow.order_no);
    if (checks.some((c) => !c.eligible)) return { valid: false, message: M.someLinesRefused, lines: checks };
    if (new Set(facts.map((f) => f.candidate?.owner_id)).size > 1) {
      return { valid: false, message: M.mixedOwners, lines: checks };
    }
    const owner = facts[0]?.owner;
    if (!owner || owner.contact_phone !== body.transferorPhone) {
      return { valid: false, message: M.contactMismatch, lines: checks };
    }
    const at = now();
    const dueAt = at + owner.approval_delay_seconds * 1000;
    const orderNo = db.transaction(() => {
      let no = existing?.workflow.order_no;
      if (no && existing) {
        db.prepare(
          `UPDATE takeover_orders SET owner_id = ?, status = 'AWAITING_APPROVAL', contact_method = ?,
             approval_requested_at = ?, approval_due_at = ? WHERE order_no = ?`,
        ).run(owner.id, body.contactMethod, at, dueAt, no);
        db.prepare('DELETE FROM takeover_order_lines WHERE order_no = ?').run(no);
        // New lines may be of another type: the tariffs are chosen again.
        createOrderStore(db, now).update(ncst, no, { details: { ...existing.details, tariffs: undefined } });
      } else {
        no = createOrderStore(db, now).create({
          corporateNcst: ncst,
          userId: session.userId,
          orderType: 'TAKE_OVER',
          status: 'DRAFT',
          title: 'Hat devri',
          lines: [],
          details: {},
        }).orderNo;
        db.prepare(
          `INSERT INTO takeover_orders (order_no, corporate_ncst, workflow_id, owner_id, status, contact_method,
             approval_requested_at, approval_due_at) VALUES (?, ?, ?, ?, 'AWAITING_APPROVAL', ?, ?, ?)`,
        ).run(no, ncst, workflowIdOf(no), owner.id, body.contactMethod, at, dueAt);
      }
      const insertLine = db.prepare(
        'INSERT INTO takeover_order_lines (order_no, msisdn, position) VALUES (?, ?, ?)',
      );
      body.msisdnList.forEach((msisdn, i) => {
        insertLine.run(no, msisdn, i);
      });
      syncSharedOrder(db, now, ncst, no);
      return no;
    })();
    // An owner who approved beforehand answers at once.
    settleTakeOvers(db, now);
    return { valid: true, lines: checks, order: toTakeOverOrder(loadByOrderNo(db, now, ncst, orderNo), at) };
  }),

  takeOverValidation: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const record = loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId);
    const order = toTakeOverOrder(record, now());
    const company = companyStanding(session.corporateNcst);
    const { checks } = checkLines(db, session.corporateNcst, record.msisdns, record.workflow.order_no);
    const status = record.workflow.status;
    const message =
      status === 'AWAITING_APPROVAL' || status === 'REJECTED'
        ? order.approval.message
        : status !== 'APPROVED'
          ? M.orderClosed(statusName(status))
          : !company.valid
            ? company.message
            : checks.some((c) => !c.eligible)
              ? M.linesNoLongerEligible
              : undefined;
    return {
      orderId: order.orderId,
      status,
      statusName: order.statusName,
      approval: order.approval,
      company,
      lines: checks,
      canContinue: message === undefined,
      ...(message !== undefined ? { message } : {}),
    };
  }),

  takeOverCompanyInfo: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const profile = requireCompanyProfile(ctx.deps.db, session.corporateNcst);
    return {
      corporateNcst: profile.customerNumber,
      corporateName: profile.title,
      taxOffice: profile.taxOffice,
      taxNumber: profile.taxNumber,
      // The invoice address the subscription step offers: where the company's invoices go.
      address: profile.billingAddress,
      authorizedPerson: session.user.fullName,
    };
  }),

  takeOverSubscriptionInfo: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const record = loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId);
    requireEditable(record);
    requireCompany(session.corporateNcst);
    const info = ctx.body;
    if (!info.companyInfoConfirmed) throw invalid(M.companyNotConfirmed);
    if (record.msisdns.includes(info.contactPhone)) throw invalid(M.contactIsTakenLine);
    writeDetails(db, now, record, { subscriptionInfo: info });
    return toTakeOverOrder(loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId), now());
  }),

  takeOverTariffOptions: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const record = loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId);
    const lines = toTakeOverOrder(record, now()).lines;
    const types = (['VOICE', 'DATA'] as const).filter(
      (type) =>
        (!ctx.body.productType || ctx.body.productType === type) && lines.some((l) => l.productType === type),
    );
    return {
      groups: types.map((type) => ({
        productType: type,
        productTypeName: PRODUCT_TYPE_NAMES[type],
        msisdnList: lines.filter((l) => l.productType === type).map((l) => l.msisdn),
        tariffs: tariffOptions(type, record.owner.owner_type),
      })),
    };
  }),

  takeOverTariff: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const record = loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId);
    requireEditable(record);
    const lines = toTakeOverOrder(record, now()).lines;
    const tariffs: Record<string, string> = {};
    for (const { msisdn, tariffId } of ctx.body.selections) {
      const line = lines.find((l) => l.msisdn === msisdn);
      if (!line) throw invalid(M.unknownLineInTariff(msisdn));
      if (tariffs[msisdn] !== undefined) throw invalid(M.tariffTwice(msisdn));
      if (!tariffById(line.productType, record.owner.owner_type, tariffId))
        throw invalid(M.unknownTariff(msisdn));
      tariffs[msisdn] = tariffId;
    }
    if (!tariffsComplete(record.msisdns, tariffs)) throw invalid(M.tariffMissing);
    writeDetails(db, now, record, { tariffs });
    return toTakeOverOrder(loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId), now());
  }),

  takeOverPreferences: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const record = loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId);
    requireEditable(record);
    writeDetails(db, now, record, { preferences: ctx.body });
    return toTakeOverOrder(loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId), now());
  }),

  takeOverFinalize: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now, otp } = ctx.deps;
    const ncst = session.corporateNcst;
    const record = loadByOrderNo(db, now, ncst, ctx.params.orderId);
    requireEditable(record);
    requireCompany(ncst);
    const { details } = record;
    if (!details.subscriptionInfo) throw conflict(CODES.stepMissing, M.subscriptionInfoMissing);
    if (!tariffsComplete(record.msisdns, details.tariffs)) throw conflict(CODES.stepMissing, M.tariffMissing);
    if (!details.preferences) throw conflict(CODES.stepMissing, M.preferencesMissing);
    const { checks } = checkLines(db, ncst, record.msisdns, record.workflow.order_no);
    if (checks.some((c) => !c.eligible)) throw conflict(CODES.lineNotEligible, M.linesNoLongerEligible);
    // The code confirmed this very order; it is spent here, before anything is written.
    otp.consumeValidated(
      ctx.body.transactionId,
      TAKE_OVER_OTP_PURPOSE,
      session.userId,
      record.workflow.order_no,
    );
    setStatus(db, record, 'FINALIZED');
    syncSharedOrder(db, now, ncst, record.workflow.order_no);
    return toTakeOverOrder(loadByOrderNo(db, now, ncst, ctx.params.orderId), now());
  }),

  takeOverMarsSend: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const ncst = session.corporateNcst;
    const record = loadByOrderNo(db, now, ncst, ctx.params.orderId);
    const { status, order_no: orderNo } = record.workflow;
    if (status === 'IN_PROGRESS' || status === 'COMPLETED') throw conflict(CODES.orderClosed, M.alreadySent);
    if (status !== 'FINALIZED') throw conflict(CODES.orderClosed, M.notFinalized);
    const at = now();
    const completeAt = at + COMPLETION_SECONDS * 1000;
    const marsReference = `MARS-TO-${orderNo.slice(-6)}`;
    db.transaction(() => {
      db.prepare(
        `UPDATE takeover_orders SET status = 'IN_PROGRESS', sent_at = ?, complete_due_at = ?, mars_reference = ?
         WHERE order_no = ?`,
      ).run(at, completeAt, marsReference, orderNo);
      syncSharedOrder(db, now, ncst, orderNo);
    })();
    return {
      orderId: orderNo,
      status: 'IN_PROGRESS',
      statusName: statusName('IN_PROGRESS'),
      marsReference,
      expectedCompletionAt: new Date(completeAt).toISOString(),
    };
  }),

  takeOverUpdateStatus: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const ncst = session.corporateNcst;
    const record = loadByWorkflow(db, now, ncst, ctx.params.workflowInstanceId);
    const current = record.workflow.status;
    const wanted = ctx.body.status;
    if (wanted === current) throw conflict(CODES.statusMoveRefused, M.sameStatus);
    if (wanted !== 'CANCELLED') throw conflict(CODES.statusMoveRefused, M.onlyCancel);
    if (!STATUS_INFO[current].cancellable) {
      const reason = M.notCancellable[current as keyof typeof M.notCancellable];
      throw conflict(CODES.statusMoveRefused, reason ?? M.onlyCancel);
    }
    db.transaction(() => {
      setStatus(db, record, 'CANCELLED');
      writeDetails(db, now, record, ctx.body.reason ? { cancelReason: ctx.body.reason } : {});
    })();
    return toTakeOverOrder(loadByOrderNo(db, now, ncst, record.workflow.order_no), now());
  }),

  takeOverOrderList: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { orderTypeId, status } = ctx.query;
    const orders = listRecords(ctx.deps.db, ctx.deps.now, session.corporateNcst)
      .filter(
        (r) =>
          (orderTypeId === undefined || TAKE_OVER_ORDER_TYPES[r.owner.owner_type] === orderTypeId) &&
          (status === undefined || r.workflow.status === status),
      )
      .map(toSummary);
    return { orders };
  }),

  takeOverOrderById: takeOverRow((ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    return toTakeOverOrder(loadByOrderNo(db, now, session.corporateNcst, ctx.params.orderId), now());
  }),

  takeOverStatusList: takeOverRow((ctx) => {
    requireSession(ctx.auth);
    return { statuses: TAKE_OVER_STATUSES.map((code) => ({ code, ...STATUS_INFO[code] })) };
  }),
});
