/**
 * Re-contract rows (issue 20). The list reads the one commitment rule (commitment.ts); the offers
 * follow the chosen lines' tariffs and usage; submit spends the OTP validated for the offer and
 * opens the order waiting for its document; accepting the document starts it, and the simulated
 * operator applies it a minute later (record.ts). Every row first writes what has fallen due.
 */
import { RE_CONTRACT_OTP_PURPOSE, RE_CONTRACT_PAGE_SIZE } from '../../src/api/reContract/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { createOrderStore } from '../db/ledger/orders';
import { ApiError } from '../envelope';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import { campaignControl, requireOpen } from './campaigns';
import { ADDONS, addonsFor, offerById } from './catalogue';
import { CLOSE_TO_END_DAYS } from './commitment';
import { commitmentPage } from './commitmentQuery';
import { documentOf } from './document';
import { checkChosen, toListLine } from './lines';
import { RE_CONTRACT_CODES as CODES, COMPLETION_SECONDS, RE_CONTRACT_MESSAGES as M } from './messages';
import { fitsLines, offersFor } from './offers';
import { loadRecord, settleReContracts, sharedLines, syncSharedOrder, toOrder } from './record';

/** Applies what has fallen due, then answers for the session's company. */
function session(ctx: Pick<HandlerContext, 'auth' | 'deps'>) {
  const s = requireSession(ctx.auth);
  settleReContracts(ctx.deps.db, ctx.deps.now);
  return s;
}

function offerOf(offerId: string) {
  const offer = offerById(offerId);
  if (!offer) throw new ApiError(404, BODY_CODES.notFound, M.offerNotFound);
  return offer;
}

export const reContractHandlers = defineHandlers({
  reContractProductList: (ctx) => {
    const { corporateNcst } = session(ctx);
    const now = ctx.deps.now();
    const q = ctx.query;
    const pageNumber = q.pageNumber ?? 1;
    const { total, lines } = commitmentPage(ctx.deps.db, corporateNcst, now, {
      productType: q.productType,
      text: q.searchParameter,
      canContract: q.canContract,
      commitmentStatus: q.commitmentStatus,
      sortField: q.sortFieldName ?? 'commitmentEnd',
      descending: q.sortOrder === 'DESC',
      offset: (pageNumber - 1) * RE_CONTRACT_PAGE_SIZE,
      limit: RE_CONTRACT_PAGE_SIZE,
    });
    return {
      total,
      pageNumber,
      pageSize: RE_CONTRACT_PAGE_SIZE,
      items: lines.map((line) => toListLine(line, now)),
      closeToEndDays: CLOSE_TO_END_DAYS,
    };
  },

  reContractCampaignController: (ctx) => {
    session(ctx);
    return campaignControl(ctx.deps.db, ctx.deps.now(), ctx.query.campaignId);
  },

  /** Path offerId: the campaign whose offers are asked for the chosen lines. */
  reContractOfferActions: (ctx) => {
    const { corporateNcst } = session(ctx);
    const { db } = ctx.deps;
    const now = ctx.deps.now();
    const campaign = requireOpen(db, ctx.params.offerId, now);
    const lines = checkChosen(db, corporateNcst, ctx.query.msisdnList.split(','), now);
    const { offers, bestOfferId } = offersFor(campaign.campaignId, lines);
    if (offers.length === 0) throw new ApiError(409, CODES.offerNotFitting, M.noOffers);
    return {
      campaign,
      lines: lines.map(({ msisdn, tariffName, monthlyUsageGb, monthlyFee }) => ({
        msisdn,
        tariffName,
        monthlyUsageGb,
        monthlyFee,
      })),
      offers,
      bestOfferId,
    };
  },

  reContractAddons: (ctx) => {
    session(ctx);
    const offer = offerOf(ctx.params.offerId);
    return {
      offerId: offer.offerId,
      addons: addonsFor(offer).map(({ addonId, name, description, monthlyFee }) => ({
        addonId,
        name,
        description,
        monthlyFee,
      })),
    };
  },

  reContractSubmit: (ctx) => {
    const s = session(ctx);
    const { db, otp } = ctx.deps;
    const now = ctx.deps.now();
    const offer = offerOf(ctx.params.offerId);
    requireOpen(db, offer.campaignId, now);
    const { msisdnList, addonIds = [] } = ctx.body;
    const lines = checkChosen(db, s.corporateNcst, msisdnList, now);
    if (lines.some((l) => l.productType !== offer.productType)) {
      throw new ApiError(409, CODES.offerNotFitting, M.offerNotForLines);
    }
    const below = lines.find((l) => !fitsLines(offer, [l]));
    if (below) throw new ApiError(409, CODES.offerNotFitting, M.offerBelowTariff(below.msisdn));
    if (new Set(addonIds).size !== addonIds.length)
      throw new ApiError(400, BODY_CODES.validation, M.addonTwice);
    const fitting = addonsFor(offer);
    for (const id of addonIds) {
      if (fitting.some((a) => a.addonId === id)) continue;
      const known = ADDONS.find((a) => a.addonId === id);
      if (!known) throw new ApiError(400, BODY_CODES.validation, M.addonNotFound);
      throw new ApiError(409, CODES.addonNotFitting, M.addonNotFitting(known.name));
    }
    const best = offersFor(offer.campaignId, lines).bestOfferId === offer.offerId;
    // The code confirmed this very offer; it is spent before anything is written.
    otp.consumeValidated(ctx.body.transactionId, RE_CONTRACT_OTP_PURPOSE, s.userId, offer.offerId);
    const orderNo = db.transaction(() => {
      const no = createOrderStore(db, ctx.deps.now).create({
        corporateNcst: s.corporateNcst,
        userId: s.userId,
        // My Orders has no re-contract type yet: a re-contract moves the lines to a new tariff.
        orderType: 'TARIFF_CHANGE',
        status: 'RECEIVED',
        title: `${msisdnList.length} hattın yeniden taahhüdü (${offer.name})`,
        lines: sharedLines(db, msisdnList, offer),
        details: {},
      }).orderNo;
      db.prepare(
        `INSERT INTO recontract_orders (order_no, corporate_ncst, campaign_id, offer_id, addon_ids, best_offer,
           status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'DOCUMENT_PENDING', ?)`,
      ).run(
        no,
        s.corporateNcst,
        offer.campaignId,
        offer.offerId,
        JSON.stringify(addonIds),
        best ? 1 : 0,
        now,
      );
      const insert = db.prepare(
        'INSERT INTO recontract_order_lines (order_no, msisdn, position) VALUES (?, ?, ?)',
      );
      msisdnList.forEach((msisdn, i) => {
        insert.run(no, msisdn, i);
      });
      syncSharedOrder(db, ctx.deps.now, s.corporateNcst, no);
      return no;
    })();
    return toOrder(loadRecord(db, s.corporateNcst, orderNo));
  },

  reContractDocumentControl: (ctx) => {
    const s = session(ctx);
    const record = loadRecord(ctx.deps.db, s.corporateNcst, ctx.params.orderId);
    const { name } = ctx.deps.db
      .prepare('SELECT name FROM companies WHERE corporate_ncst = ?')
      .get(s.corporateNcst) as { name: string };
    const acceptedAt = record.row.accepted_at;
    return {
      orderId: record.row.order_no,
      mustAccept: record.row.status === 'DOCUMENT_PENDING',
      accepted: acceptedAt !== null,
      ...(acceptedAt !== null ? { acceptedAt: new Date(acceptedAt).toISOString() } : {}),
      document: documentOf(record, name),
    };
  },

  reContractDocument: (ctx) => {
    const s = session(ctx);
    const { db } = ctx.deps;
    const record = loadRecord(db, s.corporateNcst, ctx.params.orderId);
    if (record.row.status !== 'DOCUMENT_PENDING')
      throw new ApiError(409, CODES.alreadyAccepted, M.alreadyAccepted);
    if (!ctx.body.accepted) throw new ApiError(400, BODY_CODES.validation, M.mustAccept);
    const at = ctx.deps.now();
    db.transaction(() => {
      db.prepare(
        "UPDATE recontract_orders SET status = 'IN_PROGRESS', accepted_at = ?, complete_due_at = ? WHERE order_no = ?",
      ).run(at, at + COMPLETION_SECONDS * 1000, record.row.order_no);
      syncSharedOrder(db, ctx.deps.now, s.corporateNcst, record.row.order_no);
    })();
    return toOrder(loadRecord(db, s.corporateNcst, record.row.order_no));
  },
});
