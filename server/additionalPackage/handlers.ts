/**
 * Additional packages (spec §7 rows): the active packages, the catalogue and an offer's detail,
 * the agreement, the offer data (the check of one package against lines, kept under a quote id
 * the SMS code confirms), the order, the cancellation, the history and the orders waiting for
 * approval with their contract. The limited user's 403 on the writes comes from the rows'
 * declared access, before this code runs.
 */
import { randomUUID } from 'node:crypto';
import {
  type LineResult,
  PACKAGE_APPROVAL_LIMIT_TL,
  PACKAGE_OTP_PURPOSE,
} from '../../src/api/additionalPackage/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMoney } from '../../src/lib/format';
import { requireSession } from '../access';
import { dayOf, isoDay } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { containsTr, isNumberText } from '../lineFilter';
import { requestApproval, settleDecisions } from './approval';
import { AGREEMENT_VERSION, agreementOf, CATALOGUE, offerById, toOffer } from './catalogue';
import { PACKAGE_MESSAGES as M } from './messages';
import { checkLines, trDay } from './rules';
import {
  activePackages,
  cancelPackage,
  findQuote,
  history,
  historyDetail,
  insertPackage,
  markQuoteUsed,
  recordOrder,
  saveQuote,
  waitingOrders,
} from './store';

/** A checked quote may be ordered for this long. */
const QUOTE_TTL_MS = 30 * 60_000;

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);
const today = (now: number) => isoDay(dayOf(now));
const matchesPartial = (msisdn: string, text: string) =>
  msisdn.includes(text.replace(/\D/g, '').replace(/^(90|0)/, ''));

function offerOr404(offerId: string) {
  const offer = offerById(offerId);
  if (!offer) throw notFound(M.offerNotFound);
  return offer;
}

const waitingReason = M.waitingReason(formatMoney(PACKAGE_APPROVAL_LIMIT_TL, { minDecimals: 2 }));

export const additionalPackageHandlers = defineHandlers({
  additionalPackageList: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    const { text, offerId, endingWithinDays } = ctx.body;
    const items = activePackages(ctx.deps.db, session.corporateNcst, today(ctx.deps.now())).filter(
      (p) =>
        (!offerId || p.offerId === offerId) &&
        (endingWithinDays === undefined || p.daysLeft <= endingWithinDays) &&
        (!text || (isNumberText(text) ? matchesPartial(p.msisdn, text) : containsTr(p.userName, text))),
    );
    return { total: items.length, items };
  },

  additionalPackageFilteredList: (ctx) => {
    const { kind, productType, text } = ctx.body;
    const offers = CATALOGUE.filter(
      (o) =>
        (!kind || o.kind === kind) &&
        (!productType || o.productTypes.includes(productType)) &&
        (!text || containsTr(o.name, text)),
    ).map(toOffer);
    return { offers };
  },

  additionalPackageOfferDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    const offer = offerOr404(ctx.params.offerId);
    const running = activePackages(ctx.deps.db, session.corporateNcst, today(ctx.deps.now()));
    return {
      ...toOffer(offer),
      conditions: [...offer.conditions],
      activeCount: running.filter((p) => p.offerId === offer.offerId).length,
    };
  },

  additionalPackageAgreement: (ctx) => agreementOf(offerOr404(ctx.body.offerId)),

  additionalPackageOfferData: (ctx) => {
    const session = requireSession(ctx.auth);
    const now = ctx.deps.now();
    settleDecisions(ctx.deps.db, session.corporateNcst, now);
    const offer = offerOr404(ctx.body.offerId);
    const { allowed, refused } = checkLines(
      ctx.deps.db,
      session.corporateNcst,
      offer,
      ctx.body.msisdns,
      today(now),
    );
    const expiresAt = now + QUOTE_TTL_MS;
    const quoteId = allowed.length > 0 ? randomUUID() : '';
    if (quoteId)
      saveQuote(ctx.deps.db, {
        id: quoteId,
        userId: session.userId,
        corporateNcst: session.corporateNcst,
        offerId: offer.offerId,
        msisdns: allowed.map((l) => l.msisdn),
        expiresAt,
      });
    const total = (allowed.length * offer.priceKurus) / 100;
    return {
      quoteId,
      offer: toOffer(offer),
      allowed,
      refused,
      total,
      needsApproval: total > PACKAGE_APPROVAL_LIMIT_TL,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  },

  additionalPackageOrder: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const quote = findQuote(db, body.quoteId);
    // Checked before the code is spent, so a wrong or stale request does not cost the person their code.
    if (
      !quote ||
      quote.userId !== session.userId ||
      quote.corporateNcst !== session.corporateNcst ||
      quote.expiresAt <= now()
    )
      throw notFound(M.quoteNotFound);
    if (quote.usedAt !== null) throw new ApiError(409, 'CONFLICT', M.quoteUsed);
    if (!body.agreementAccepted) throw invalid(M.agreementNotAccepted);
    if (body.agreementVersion !== AGREEMENT_VERSION) throw new ApiError(409, 'CONFLICT', M.agreementChanged);
    const offer = offerOr404(quote.offerId);
    const at = now();
    const day = today(at);
    // The rules again: a line may have been suspended or given the package since the check.
    const { allowed, refused } = checkLines(db, session.corporateNcst, offer, quote.msisdns, day);
    if (allowed.length === 0) throw invalid(refused[0]?.reason ?? M.quoteNotFound);
    ctx.deps.otp.consumeValidated(body.transactionId, PACKAGE_OTP_PURPOSE, session.userId, quote.id);
    const totalKurus = allowed.length * offer.priceKurus;
    const waits = totalKurus / 100 > PACKAGE_APPROVAL_LIMIT_TL;
    const lines: LineResult[] = [
      ...allowed.map((l) => ({
        msisdn: l.msisdn,
        result: waits ? ('WAITING' as const) : ('DONE' as const),
        reason: waits ? M.waiting : M.done,
        endsOn: waits ? null : l.endsOn,
      })),
      ...refused.map((r) => ({ ...r, result: 'REFUSED' as const, endsOn: null })),
    ];
    const status = waits ? 'WAITING_APPROVAL' : refused.length > 0 ? 'PARTIAL' : 'COMPLETED';
    // One ledger entry: My Orders, the request history, the approval queue and the audit trail
    // name the order by its number.
    const id = db.transaction(() => {
      markQuoteUsed(db, quote.id, at);
      const orderId = recordOrder(db, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        action: 'ORDER',
        offerId: offer.offerId,
        offerName: offer.name,
        totalKurus,
        status,
        createdAt: at,
        lines,
      });
      if (waits)
        requestApproval(
          db,
          { orderId, corporateNcst: session.corporateNcst },
          { offerName: offer.name, lineCount: allowed.length, totalTl: totalKurus / 100 },
        );
      else
        for (const l of allowed)
          insertPackage(db, {
            id: randomUUID(),
            msisdn: l.msisdn,
            offerId: offer.offerId,
            startsOn: day,
            endsOn: l.endsOn,
            orderId,
          });
      return orderId;
    })();
    const detail = historyDetail(db, session.corporateNcst, id);
    if (!detail) throw notFound(M.orderNotFound);
    return detail;
  },

  additionalPackageCancelOrder: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const at = now();
    const running = new Map(
      activePackages(db, session.corporateNcst, today(at)).map((p) => [p.packageId, p]),
    );
    const asked = [...new Set(ctx.body.packageIds)];
    const found = asked.flatMap((id) => (running.has(id) ? [running.get(id)!] : []));
    if (found.length === 0) throw invalid(M.nothingToCancel);
    const lines: LineResult[] = found.map((p) => ({
      msisdn: p.msisdn,
      result: 'CANCELLED',
      reason: `${p.name}: ${M.cancelled}`,
      endsOn: null,
    }));
    const missing = asked.length - found.length;
    const names = [...new Set(found.map((p) => p.name))];
    // One ledger entry of its own (a line operation, "HT-…"), as the request history lists it.
    const id = db.transaction(() => {
      for (const p of found) cancelPackage(db, p.packageId, at);
      return recordOrder(db, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        action: 'CANCEL',
        offerId: found.length === 1 || names.length === 1 ? found[0]!.offerId : 'MIXED',
        offerName: names.join(', '),
        totalKurus: 0,
        status: missing > 0 ? 'PARTIAL' : 'COMPLETED',
        createdAt: at,
        lines,
      });
    })();
    const detail = historyDetail(db, session.corporateNcst, id);
    if (!detail) throw notFound(M.orderNotFound);
    return detail;
  },

  additionalPackageHistoryList: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    const { text, action, from, to } = ctx.query;
    // The dates are Turkey's days: from its first moment to the end of the last one.
    const startOf = (day: string) => Date.parse(day) - 3 * 3_600_000;
    const fromMs = from ? startOf(from) : undefined;
    const toMs = to ? startOf(to) + 86_400_000 : undefined;
    if (fromMs !== undefined && toMs !== undefined && toMs <= fromMs)
      throw invalid('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    return { items: history(ctx.deps.db, session.corporateNcst, { text, action, fromMs, toMs }) };
  },

  additionalPackageHistoryDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    const detail = historyDetail(ctx.deps.db, session.corporateNcst, ctx.params.orderId);
    if (!detail) throw notFound(M.orderNotFound);
    return detail;
  },

  additionalPackageConfirmList: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    return {
      items: waitingOrders(ctx.deps.db, session.corporateNcst).map((o) => ({ ...o, waitingReason })),
    };
  },

  additionalPackageConfirmContract: (ctx) => {
    const session = requireSession(ctx.auth);
    settleDecisions(ctx.deps.db, session.corporateNcst, ctx.deps.now());
    const detail = historyDetail(ctx.deps.db, session.corporateNcst, ctx.params.orderId);
    if (!detail) throw notFound(M.orderNotFound);
    if (detail.status !== 'WAITING_APPROVAL') throw new ApiError(409, 'CONFLICT', M.notWaiting);
    const offer = CATALOGUE.find((o) => o.name === detail.offerName);
    const agreement = offer ? agreementOf(offer) : undefined;
    return {
      orderId: detail.orderId,
      title: `${detail.offerName} ek paket siparişi sözleşmesi`,
      paragraphs: [
        `${detail.createdBy}, ${trDay(detail.createdAt.slice(0, 10))} tarihinde ${detail.lineCount} hat için ${detail.offerName} paketi sipariş etti.`,
        `Siparişin toplam tutarı ${formatMoney(detail.total, { minDecimals: 2 })}. ${waitingReason}`,
        ...(agreement?.paragraphs.slice(1) ?? []),
      ],
      lines: detail.lines.map((l) => l.msisdn),
      total: detail.total,
    };
  },
});
