/**
 * Schemas and types of the re-contract rows (src/api/reContract/rows.ts), shared by the
 * wizard and the sandbox. The wizard lists the lines whose commitment has ended or ends soon,
 * checks the campaign, lists the campaign's offers for the chosen lines (best one marked) and an
 * offer's add-ons, submits the order with an OTP, then the person reads and accepts the
 * re-contract document of that order. Request fields carry Turkish names (contract/fields.ts).
 */
import * as v from 'valibot';
import {
  flag,
  list,
  mobileNumber,
  oneOf,
  optional,
  optionalText,
  queryFlag,
  queryInt,
  text,
} from '../contract/fields';
import { LINE_PRODUCT_TYPES, LINE_STATUSES } from '../lineUser/types';

/** OTP purpose of the submit; the code's reference is the chosen offer's id. */
export const RE_CONTRACT_OTP_PURPOSE = 'RE_CONTRACT';

/** Lines one page of the product list holds. */
export const RE_CONTRACT_PAGE_SIZE = 10;
/** Most lines one re-contract order may hold. */
export const MAX_RE_CONTRACT_LINES = 50;

/** Where a line's commitment stands today: ended, ending within the window, or running. */
export const COMMITMENT_STATUSES = ['ENDED', 'ENDING', 'COMMITTED'] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

/** Why a line cannot be re-contracted now (each comes with a Turkish sentence). */
export const LINE_REFUSALS = ['UNDER_COMMITMENT', 'SUSPENDED', 'IN_OTHER_ORDER'] as const;
export type LineRefusal = (typeof LINE_REFUSALS)[number];

export const SORT_FIELDS = ['msisdn', 'userName', 'tariffName', 'commitmentEnd'] as const;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

export const CAMPAIGN_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A re-contract order's own statuses; My Orders shows their names. */
export const RE_CONTRACT_STATUSES = ['DOCUMENT_PENDING', 'IN_PROGRESS', 'COMPLETED'] as const;
export type ReContractStatus = (typeof RE_CONTRACT_STATUSES)[number];

const instant = v.pipe(v.string(), v.isoTimestamp());
/** ISO calendar day (YYYY-MM-DD). */
const day = v.pipe(v.string(), v.isoDate());
const productType = v.picklist(LINE_PRODUCT_TYPES);

/** Numbers in a query: "5321112233,5321112234". */
const msisdnListText = text('Seçilen hatlar', {
  max: MAX_RE_CONTRACT_LINES * 11,
  pattern: /^5\d{9}(,5\d{9})*$/,
  patternMessage: 'Seçilen hatlar virgülle ayrılmış 10 haneli numaralar olmalıdır.',
});

// ---- the product list (spec §5 query inputs) ----

export const ProductListQuery = v.object({
  productType: optional('Ürün tipi', oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
  /** 1-based. */
  pageNumber: optional('Sayfa', queryInt('Sayfa', { min: 1, max: 10_000 })),
  /** Part of a number (written any way) or of the line user's name. */
  searchParameter: optionalText('Arama metni', { max: 100 }),
  /** true: only the lines that can be re-contracted now; false: only those that cannot. */
  canContract: optional('Yeniden taahhüde uygunluk', queryFlag('Yeniden taahhüde uygunluk')),
  /** The dashboard cards' filter: ENDED (out of contract) or ENDING (close to the end). */
  commitmentStatus: optional('Taahhüt durumu', oneOf('Taahhüt durumu', COMMITMENT_STATUSES)),
  sortFieldName: optional('Sıralama alanı', oneOf('Sıralama alanı', SORT_FIELDS)),
  sortOrder: optional('Sıralama yönü', oneOf('Sıralama yönü', SORT_ORDERS)),
});
export type ProductListQuery = v.InferInput<typeof ProductListQuery>;

export const ReContractLine = v.object({
  msisdn: v.string(),
  productType,
  tariffName: v.string(),
  status: v.picklist(LINE_STATUSES),
  userName: v.string(),
  /** The commitment's last day; absent for a line that never had one (it is out of contract). */
  commitmentEnd: v.optional(day),
  commitmentStatus: v.picklist(COMMITMENT_STATUSES),
  /** Turkish: "Taahhüt bitti", "Taahhüdün bitmesine 12 gün var", ... */
  commitmentText: v.string(),
  canContract: v.boolean(),
  reasonCode: v.optional(v.picklist(LINE_REFUSALS)),
  reason: v.optional(v.string()),
});
export type ReContractLine = v.InferOutput<typeof ReContractLine>;

export const ProductList = v.object({
  total: v.number(),
  pageNumber: v.number(),
  pageSize: v.number(),
  items: v.array(ReContractLine),
  /** Days before its end from which a commitment can be renewed. */
  closeToEndDays: v.number(),
});
export type ProductList = v.InferOutput<typeof ProductList>;

// ---- campaign ----

export const CampaignQuery = v.object({
  /** A campaign to check again (before submit); without it, the campaign running now. */
  campaignId: optionalText('Kampanya', { max: 40 }),
});
export type CampaignQuery = v.InferInput<typeof CampaignQuery>;

export const Campaign = v.object({
  campaignId: v.string(),
  name: v.string(),
  endsAt: instant,
  campaignStatus: v.picklist(CAMPAIGN_STATUSES),
});
export type Campaign = v.InferOutput<typeof Campaign>;

export const CampaignControl = v.object({
  campaignStatus: v.picklist(CAMPAIGN_STATUSES),
  /** Absent when no campaign runs at all. */
  campaign: v.optional(Campaign),
  /** Turkish: how long it still runs, or that it has ended. */
  message: v.string(),
});
export type CampaignControl = v.InferOutput<typeof CampaignControl>;

// ---- offers (path offerId: the campaign) and add-ons (path offerId: the chosen offer) ----

export const OfferActionsQuery = v.object({ msisdnList: msisdnListText });
export type OfferActionsQuery = v.InferInput<typeof OfferActionsQuery>;

export const OfferChange = v.object({ label: v.string(), from: v.string(), to: v.string() });

export const Offer = v.object({
  offerId: v.string(),
  name: v.string(),
  productType,
  tariffName: v.string(),
  /** Per line, in TL. */
  monthlyFee: v.number(),
  commitmentMonths: v.number(),
  dataGb: v.number(),
  /** Absent: unlimited minutes. */
  minutes: v.optional(v.number()),
  bestOffer: v.boolean(),
  /** Turkish: why this is the best offer, on the best one. */
  bestReason: v.optional(v.string()),
  /** What changes for the chosen lines (from the first line's tariff). */
  changes: v.array(OfferChange),
});
export type Offer = v.InferOutput<typeof Offer>;

export const OfferActions = v.object({
  campaign: Campaign,
  /** The chosen lines, each with its current tariff and usage. */
  lines: v.array(
    v.object({
      msisdn: v.string(),
      tariffName: v.string(),
      monthlyUsageGb: v.number(),
      monthlyFee: v.number(),
    }),
  ),
  offers: v.array(Offer),
  bestOfferId: v.string(),
});
export type OfferActions = v.InferOutput<typeof OfferActions>;

export const Addon = v.object({
  addonId: v.string(),
  name: v.string(),
  description: v.string(),
  /** Per line, in TL. */
  monthlyFee: v.number(),
});
export type Addon = v.InferOutput<typeof Addon>;

export const AddonList = v.object({ offerId: v.string(), addons: v.array(Addon) });
export type AddonList = v.InferOutput<typeof AddonList>;

// ---- submit, document ----

export const SubmitRequest = v.object({
  msisdnList: v.pipe(
    list('Seçilen hatlar', mobileNumber('Hat numarası'), MAX_RE_CONTRACT_LINES),
    v.minLength(1, 'En az bir hat seçin.'),
  ),
  addonIds: v.optional(list('Ek paketler', text('Ek paket', { max: 40 }), 10)),
  /** The validated OTP transaction (purpose RE_CONTRACT, reference the offer id). */
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
});
export type SubmitRequest = v.InferInput<typeof SubmitRequest>;

export const ReContractOrder = v.object({
  orderId: v.string(),
  status: v.picklist(RE_CONTRACT_STATUSES),
  statusName: v.string(),
  campaignId: v.string(),
  offer: Offer,
  addons: v.array(Addon),
  msisdnList: v.array(v.string()),
  /** Offer and add-ons per line, in TL. */
  monthlyFeePerLine: v.number(),
  /** For all the order's lines, in TL. */
  monthlyTotal: v.number(),
  createdAt: instant,
  documentAcceptedAt: v.optional(instant),
});
export type ReContractOrder = v.InferOutput<typeof ReContractOrder>;

export const ReContractDocument = v.object({
  documentId: v.string(),
  title: v.string(),
  /** Paragraphs of the agreement, in Turkish. */
  paragraphs: v.array(v.string()),
});

export const DocumentControl = v.object({
  orderId: v.string(),
  /** True while the document waits to be accepted. */
  mustAccept: v.boolean(),
  accepted: v.boolean(),
  acceptedAt: v.optional(instant),
  document: ReContractDocument,
});
export type DocumentControl = v.InferOutput<typeof DocumentControl>;

export const DocumentRequest = v.object({
  /** The person has read the document and accepts it. */
  accepted: flag('Sözleşme onayı'),
});
export type DocumentRequest = v.InferInput<typeof DocumentRequest>;
