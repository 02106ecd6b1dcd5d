/**
 * Schemas and types of additional packages (spec §7 "additional package" and "additional package
 * confirm" rows).
 *
 * The catalogue lists the packages on offer (each fits some product types); the offer data row
 * checks one package against chosen lines and keeps the lines that can take it under a `quoteId`
 * (the SMS code's reference) with the total in TL; the agreement is the text the person accepts;
 * the order takes the quote, the accepted agreement's version and the validated code. An order
 * above the approval limit waits on the approval queue for a colleague with approve rights (the
 * confirm rows list the waiting ones; the decision is taken on the pending approvals).
 * The active list is every package running on the company's lines; a cancellation ends some.
 */
import * as v from 'valibot';
import { companyLineEntries, msisdnEntry } from '../companyLineSchemas';
import { flag, list, num, oneOf, optional, optionalText, text } from '../contract/fields';
import { LINE_PRODUCT_TYPES } from '../lineUser/types';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a package order. */
export const PACKAGE_OTP_PURPOSE = 'ADDITIONAL_PACKAGE';
/** One order or cancellation may name at most this many lines. */
export const MAX_PACKAGE_LINES = 1000;
/** An order whose total is above this (TL) waits for the approval of a person with approve rights. */
export const PACKAGE_APPROVAL_LIMIT_TL = 5000;
/** "Close to end": the package ends within this many days (the dashboard card counts these). */
export const CLOSE_TO_END_DAYS = 7;

export const PACKAGE_KINDS = ['DATA', 'VOICE', 'SMS', 'ABROAD'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

const offerId = text('Paket', { max: 40 });
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

// --- the catalogue --------------------------------------------------------------------------------

export const Offer = v.object({
  offerId: v.string(),
  /** "Ek 5 GB" */
  name: v.string(),
  kind: v.picklist(PACKAGE_KINDS),
  /** What it gives, 0 when nothing of that kind. */
  dataGb: v.number(),
  minutes: v.number(),
  sms: v.number(),
  validityDays: v.number(),
  /** Price per line in Turkish lira. */
  price: v.number(),
  /** Which lines can take it. */
  productTypes: v.array(v.picklist(LINE_PRODUCT_TYPES)),
  description: v.string(),
});
export type Offer = v.InferOutput<typeof Offer>;

export const OfferList = v.object({ offers: v.array(Offer) });
export type OfferList = v.InferOutput<typeof OfferList>;

/** additionalPackageFilteredList: the catalogue narrowed by kind, line type and part of a name. */
export const OfferFilter = v.object({
  kind: v.optional(oneOf('Paket türü', PACKAGE_KINDS)),
  productType: v.optional(oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
  text: optionalText('Paket adı', { max: 100 }),
});
export type OfferFilter = v.InferInput<typeof OfferFilter>;

export const OfferDetail = v.object({
  ...Offer.entries,
  /** The conditions of use, one sentence each. */
  conditions: v.array(v.string()),
  /** How many of the company's lines have it running now. */
  activeCount: v.number(),
});
export type OfferDetail = v.InferOutput<typeof OfferDetail>;

// --- the agreement ----------------------------------------------------------------------------------

export const AgreementRequest = v.object({ offerId });
export type AgreementRequest = v.InferInput<typeof AgreementRequest>;

export const Agreement = v.object({
  offerId: v.string(),
  title: v.string(),
  /** Sent back with the order, so the text accepted is the text in force. */
  version: v.string(),
  paragraphs: v.array(v.string()),
});
export type Agreement = v.InferOutput<typeof Agreement>;

// --- offer data: the check of one package against lines ------------------------------------------------

export const OfferDataRequest = v.object({
  offerId,
  msisdns: v.pipe(
    list('Hat numaraları', msisdnEntry, MAX_PACKAGE_LINES),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type OfferDataRequest = v.InferInput<typeof OfferDataRequest>;

export const QuotedLine = v.object({
  msisdn: v.string(),
  productType: companyLineEntries.productType,
  userName: v.string(),
  /** The day the package would end (yyyy-MM-dd). */
  endsOn: v.string(),
});
export type QuotedLine = v.InferOutput<typeof QuotedLine>;

export const PackageRefusal = v.object({ msisdn: v.string(), reason: v.string() });
export type PackageRefusal = v.InferOutput<typeof PackageRefusal>;

export const Quote = v.object({
  /** Empty when no line can take the package; otherwise the SMS code's reference. */
  quoteId: v.string(),
  offer: Offer,
  allowed: v.array(QuotedLine),
  refused: v.array(PackageRefusal),
  /** allowed × price, in Turkish lira. */
  total: v.number(),
  /** The total is above the approval limit: the order will wait for approval. */
  needsApproval: v.boolean(),
  expiresAt: v.string(),
});
export type Quote = v.InferOutput<typeof Quote>;

// --- order, cancellation --------------------------------------------------------------------------------

export const OrderRequest = v.object({
  quoteId: text('Teklif numarası', { max: 64 }),
  agreementVersion: text('Sözleşme sürümü', { max: 20 }),
  agreementAccepted: flag('Sözleşme onayı'),
  /** The validated OTP transaction whose reference is the quote. */
  transactionId: text('Doğrulama işlemi', { max: 64 }),
});
export type OrderRequest = v.InferInput<typeof OrderRequest>;

export const LINE_RESULTS = ['DONE', 'REFUSED', 'WAITING', 'CANCELLED'] as const;
export const LineResult = v.object({
  msisdn: v.string(),
  result: v.picklist(LINE_RESULTS),
  /** Why it was refused, or what happened, in Turkish. */
  reason: v.string(),
  /** The package's last day on this line, when it runs. */
  endsOn: v.nullable(v.string()),
});
export type LineResult = v.InferOutput<typeof LineResult>;

export const ORDER_STATUSES = ['COMPLETED', 'PARTIAL', 'WAITING_APPROVAL', 'REJECTED', 'FAILED'] as const;
export type PackageOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_ACTIONS = ['ORDER', 'CANCEL'] as const;

export const HistoryEntry = v.object({
  /** The operations ledger's number: "SP-…" for an order (as My Orders shows it), "HT-…" for a cancellation. */
  orderId: v.string(),
  action: v.picklist(ORDER_ACTIONS),
  offerName: v.string(),
  lineCount: v.number(),
  /** In Turkish lira; 0 for a cancellation. */
  total: v.number(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
  createdBy: v.string(),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntry>;

export const HistoryDetail = v.object({ ...HistoryEntry.entries, lines: v.array(LineResult) });
export type HistoryDetail = v.InferOutput<typeof HistoryDetail>;

export const CancelRequest = v.object({
  packageIds: v.pipe(
    list('Paketler', text('Paket numarası', { max: 64 }), MAX_PACKAGE_LINES),
    v.minLength(1, 'En az bir paket seçmelisiniz.'),
  ),
});
export type CancelRequest = v.InferInput<typeof CancelRequest>;

// --- the active packages -------------------------------------------------------------------------------

export const ActivePackage = v.object({
  packageId: v.string(),
  msisdn: v.string(),
  productType: companyLineEntries.productType,
  userName: v.string(),
  offerId: v.string(),
  name: v.string(),
  kind: v.picklist(PACKAGE_KINDS),
  startsOn: v.string(),
  endsOn: v.string(),
  /** Days left including today (0 after the last day). */
  daysLeft: v.number(),
  price: v.number(),
});
export type ActivePackage = v.InferOutput<typeof ActivePackage>;

/** additionalPackageList: the packages running on the company's lines. */
export const ActiveListRequest = v.object({
  /** Part of a number or of the user's name. */
  text: optionalText('Arama metni', { max: 100 }),
  offerId: optionalText('Paket', { max: 40 }),
  /** Only packages ending within this many days (the dashboard card's list). */
  endingWithinDays: optional(
    'Bitişe kalan gün',
    num('Bitişe kalan gün', { min: 0, max: 366, integer: true }),
  ),
});
export type ActiveListRequest = v.InferInput<typeof ActiveListRequest>;

export const ActiveList = v.object({ total: v.number(), items: v.array(ActivePackage) });
export type ActiveList = v.InferOutput<typeof ActiveList>;

// --- history and the confirm list ----------------------------------------------------------------------

export const HistoryQuery = v.object({
  text: optionalText('Arama metni', { max: 100 }),
  action: v.optional(oneOf('İşlem türü', ORDER_ACTIONS)),
  from: optionalText('Başlangıç tarihi', {
    max: 10,
    pattern: isoDay,
    patternMessage: 'Başlangıç tarihi geçersiz.',
  }),
  to: optionalText('Bitiş tarihi', { max: 10, pattern: isoDay, patternMessage: 'Bitiş tarihi geçersiz.' }),
});
export type HistoryQuery = v.InferInput<typeof HistoryQuery>;

export const HistoryList = v.object({ items: v.array(HistoryEntry) });
export type HistoryList = v.InferOutput<typeof HistoryList>;

export const WaitingOrder = v.object({
  ...HistoryEntry.entries,
  /** Why it waits, in Turkish ("Tutar onay sınırını aşıyor"). */
  waitingReason: v.string(),
});
export type WaitingOrder = v.InferOutput<typeof WaitingOrder>;

export const ConfirmList = v.object({ items: v.array(WaitingOrder) });
export type ConfirmList = v.InferOutput<typeof ConfirmList>;

export const ConfirmContract = v.object({
  orderId: v.string(),
  title: v.string(),
  paragraphs: v.array(v.string()),
  lines: v.array(v.string()),
  total: v.number(),
});
export type ConfirmContract = v.InferOutput<typeof ConfirmContract>;

export const EmptyQuery = v.object({});
