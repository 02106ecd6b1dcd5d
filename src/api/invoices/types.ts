/**
 * Schemas and types of the invoice screens (spec §3 invoice state, §7 invoice rows). Money is
 * sent in kuruş (integers), so the sums a person checks (lines → subtotal → taxes → total) add
 * up exactly; the portal formats them as "1.234,56 TL". An invoice is cut per billing account
 * (KTF, "Kurumsal Tahsilat/Fatura hesabı") and month; a period is 'YYYY-MM'.
 */
import * as v from 'valibot';
import { msisdnEntry } from '../companyLineSchemas';
import {
  fileAnswer,
  flag,
  listSort,
  num,
  oneOf,
  optional,
  optionalText,
  pageOffset,
  text,
} from '../contract/fields';
import { LINE_PRODUCT_TYPES } from '../lineUser/types';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that opens a line's call detail (KVKK). */
export const INVOICE_DETAIL_OTP_PURPOSE = 'INVOICE_DETAIL';
/** How many months the summary shows (AT&T Premier keeps 16). */
export const INVOICE_MONTHS = 16;
export const MAX_INVOICE_LINES_PAGE = 500;

const period = text('Fatura dönemi', {
  max: 7,
  pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
  patternMessage: 'Fatura dönemi YYYY-AA biçiminde olmalıdır.',
});
const invoiceNo = text('Fatura numarası', { max: 20 });

/** One invoice of one billing account and month. */
export const InvoiceEntry = v.object({
  invoiceNo: v.string(),
  ktfNo: v.string(),
  ktfName: v.string(),
  period: v.string(),
  dueDate: v.string(),
  totalKurus: v.number(),
  paid: v.boolean(),
});
export type InvoiceEntry = v.InferOutput<typeof InvoiceEntry>;

/** currentInvoiceInfo: the newest period's invoices, what they total and what is still open. */
export const CurrentInvoice = v.object({
  period: v.string(),
  totalKurus: v.number(),
  /** The latest due date of the period's invoices. */
  dueDate: v.string(),
  /** Every invoice of the period is paid. */
  paid: v.boolean(),
  unpaidKurus: v.number(),
  invoices: v.array(InvoiceEntry),
});
export type CurrentInvoice = v.InferOutput<typeof CurrentInvoice>;

/** invoiceSummary: the last months' totals (newest first) and every invoice behind them. */
export const InvoiceSummaryRequest = v.object({
  months: optional('Ay sayısı', num('Ay sayısı', { min: 1, max: 24, integer: true })),
});
export type InvoiceSummaryRequest = v.InferInput<typeof InvoiceSummaryRequest>;
export const MonthTotal = v.object({
  period: v.string(),
  totalKurus: v.number(),
  unpaidKurus: v.number(),
  invoiceCount: v.number(),
});
export type MonthTotal = v.InferOutput<typeof MonthTotal>;
export const InvoiceSummary = v.object({ months: v.array(MonthTotal), invoices: v.array(InvoiceEntry) });
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummary>;

/** invoiceLayoutDetail: one invoice as it is laid out on paper (header, sections, taxes). */
export const InvoiceLayoutRequest = v.object({ invoiceNo });
export type InvoiceLayoutRequest = v.InferInput<typeof InvoiceLayoutRequest>;
export const InvoiceLayout = v.object({
  invoiceNo: v.string(),
  period: v.string(),
  issueDate: v.string(),
  dueDate: v.string(),
  paid: v.boolean(),
  companyName: v.string(),
  taxNumber: v.string(),
  ktfNo: v.string(),
  ktfName: v.string(),
  ktfAddress: v.string(),
  lineCount: v.number(),
  /** "Tarife ücretleri", "Kullanım ücretleri", "Katma değerli servisler" */
  sections: v.array(v.object({ title: v.string(), amountKurus: v.number() })),
  subtotalKurus: v.number(),
  oivRatePercent: v.number(),
  oivKurus: v.number(),
  kdvRatePercent: v.number(),
  kdvKurus: v.number(),
  totalKurus: v.number(),
});
export type InvoiceLayout = v.InferOutput<typeof InvoiceLayout>;

/** invoiceInfoByKtf: each billing account's invoice of the period. */
export const InvoicePeriodRequest = v.object({ period });
export type InvoicePeriodRequest = v.InferInput<typeof InvoicePeriodRequest>;
export const KtfTotal = v.object({
  ktfNo: v.string(),
  name: v.string(),
  invoiceNo: v.string(),
  lineCount: v.number(),
  subtotalKurus: v.number(),
  taxKurus: v.number(),
  totalKurus: v.number(),
  dueDate: v.string(),
  paid: v.boolean(),
});
export type KtfTotal = v.InferOutput<typeof KtfTotal>;
export const KtfTotals = v.object({ period: v.string(), accounts: v.array(KtfTotal) });
export type KtfTotals = v.InferOutput<typeof KtfTotals>;

/** invoiceSingleProductSelection: the products (tariffs) billed in the period, to pick one. */
export const ProductTotal = v.object({
  productType: v.picklist(LINE_PRODUCT_TYPES),
  tariffName: v.string(),
  lineCount: v.number(),
  subtotalKurus: v.number(),
});
export type ProductTotal = v.InferOutput<typeof ProductTotal>;
export const ProductTotals = v.object({ period: v.string(), products: v.array(ProductTotal) });
export type ProductTotals = v.InferOutput<typeof ProductTotals>;

export const LINE_CHARGE_SORT_FIELDS = ['msisdn', 'userName', 'tariffName', 'ktfNo', 'amountKurus'] as const;
export type LineChargeSortField = (typeof LINE_CHARGE_SORT_FIELDS)[number];

export const LineChargeFilter = v.object({
  /** Part of a number or of the user's name. */
  text: optionalText('Arama metni', { max: 100 }),
  ktfNo: optionalText('Fatura hesabı', { max: 20 }),
  productType: v.optional(oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
  tariffName: optionalText('Tarife', { max: 100 }),
});
export type LineChargeFilter = v.InferInput<typeof LineChargeFilter>;
export const LineChargeSort = listSort(LINE_CHARGE_SORT_FIELDS);
export type LineChargeSort = v.InferInput<typeof LineChargeSort>;

/**
 * invoiceInfoByLines: a page of the period's charges per line; with `export` the same filtered
 * and sorted list as a file (or mailed, spec §4 export rule), which is why the row reads blobs.
 */
export const LineChargesRequest = v.object({
  period,
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_INVOICE_LINES_PAGE, integer: true }),
  sort: optional('Sıralama', LineChargeSort),
  filter: optional('Filtre', LineChargeFilter),
  export: optional(
    'Dışa aktarım',
    v.object({
      format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
      sendMail: v.optional(flag('E-posta ile gönder')),
    }),
  ),
});
export type LineChargesRequest = v.InferInput<typeof LineChargesRequest>;
export const LineCharge = v.object({
  msisdn: v.string(),
  /** Empty once the line is closed: the invoice keeps the number, not the person. */
  userName: v.string(),
  productType: v.picklist(LINE_PRODUCT_TYPES),
  tariffName: v.string(),
  ktfNo: v.string(),
  invoiceNo: v.string(),
  tariffKurus: v.number(),
  usageKurus: v.number(),
  serviceKurus: v.number(),
  amountKurus: v.number(),
});
export type LineCharge = v.InferOutput<typeof LineCharge>;
export const LineChargesPage = v.object({
  total: v.number(),
  /** The sum over every line the filter keeps, not only this page. */
  subtotalKurus: v.number(),
  items: v.array(LineCharge),
});
export type LineChargesPage = v.InferOutput<typeof LineChargesPage>;
export const LineChargesMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const LineChargesAnswer = v.union([LineChargesPage, fileAnswer, LineChargesMailed]);
export type LineChargesAnswer = v.InferOutput<typeof LineChargesAnswer>;

/** invoiceCheckMsisdn: whether a number is a billed line of the company, and its periods. */
export const CheckMsisdnRequest = v.object({ msisdn: msisdnEntry });
export type CheckMsisdnRequest = v.InferInput<typeof CheckMsisdnRequest>;
export const CheckedMsisdn = v.object({
  msisdn: v.string(),
  userName: v.string(),
  /** The line's tariff today. */
  tariffName: v.string(),
  /** Periods with an invoice charge for the line, newest first. */
  periods: v.array(v.string()),
});
export type CheckedMsisdn = v.InferOutput<typeof CheckedMsisdn>;

/**
 * invoiceCallDetail: a line's calls, SMS and data sessions of a period. Personal data (KVKK):
 * the request carries the transaction of the OTP that opened the detail of this line.
 */
export const CallDetailRequest = v.object({
  msisdn: msisdnEntry,
  period,
  transactionId: text('Doğrulama işlemi', { max: 100 }),
});
export type CallDetailRequest = v.InferInput<typeof CallDetailRequest>;
export const CALL_KINDS = ['CALL', 'SMS', 'DATA'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
export const CallRecord = v.object({
  /** ISO date-time (Turkey's time, with offset). */
  at: v.string(),
  kind: v.picklist(CALL_KINDS),
  description: v.string(),
  /** The other party, masked; empty for data sessions. */
  counterpart: v.string(),
  durationSeconds: v.number(),
  volumeKb: v.number(),
  chargeKurus: v.number(),
});
export type CallRecord = v.InferOutput<typeof CallRecord>;
export const CallDetail = v.object({
  msisdn: v.string(),
  period: v.string(),
  /** The tariff the line had in that period (it may have moved to another since). */
  tariffName: v.string(),
  records: v.array(CallRecord),
  totals: v.object({
    calls: v.number(),
    callSeconds: v.number(),
    sms: v.number(),
    dataKb: v.number(),
    chargeKurus: v.number(),
  }),
});
export type CallDetail = v.InferOutput<typeof CallDetail>;
