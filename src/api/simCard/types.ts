/**
 * Schemas and types of the SIM card order rows (spec §3 "SIM card activation": simCardLimit,
 * simCardProductList, changeReasonList, createSimCardOrder, confirmationData; §7 SIM card rows).
 *
 * An order replaces the SIM cards of company lines: per line a SIM product and a change reason.
 * Lines are chosen one by one or checked row by row from a spreadsheet (the Excel import row);
 * the company may order at most its limit of SIM cards per calendar month, and the create row
 * refuses an order over it with a sentence naming the limit.
 *
 * A SIM card (or eSIM) replacement is the classic way to take a line over (SIM swap), so the
 * order is confirmed by an SMS code like a tariff change (issue 37): purpose SIM_ORDER, and a
 * reference that is the order itself (its lines, cards, delivery address and recipient), so a
 * code confirms exactly what the person saw and a changed address needs a new code.
 */
import * as v from 'valibot';
import { fingerprint } from '../../lib/fingerprint';
import { flag, list, num, oneOf, optional, optionalText, text } from '../contract/fields';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a SIM card order. */
export const SIM_ORDER_OTP_PURPOSE = 'SIM_ORDER';

export const SIM_PRODUCT_CODES = ['TRIPLE_CUT', 'ESIM', 'M2M_INDUSTRIAL'] as const;
export type SimProductCode = (typeof SIM_PRODUCT_CODES)[number];
export const SIM_REASON_CODES = ['LOST', 'STOLEN', 'DAMAGED', 'SIZE_CHANGE', 'ESIM_MOVE'] as const;
export type SimReasonCode = (typeof SIM_REASON_CODES)[number];
const LINE_TYPES = ['VOICE', 'DATA', 'M2M'] as const;

/** The most lines one order or one import call may name. */
export const MAX_SIM_ORDER_LINES = 1000;

export const SimCardEmptyRequest = v.object({});

/** simCardLimit: how many SIM cards the company may still order this month, and where they go. */
export const SimCardLimit = v.object({
  /** The calendar month the limit counts in, "2026-11". */
  period: v.string(),
  /** "Kasım 2026". */
  periodLabel: v.string(),
  limit: v.number(),
  used: v.number(),
  remaining: v.number(),
  /** The company's registered address, the default delivery address. */
  companyAddress: v.string(),
});
export type SimCardLimit = v.InferOutput<typeof SimCardLimit>;

export const SimProduct = v.object({
  code: v.picklist(SIM_PRODUCT_CODES),
  /** Turkish name, also what a spreadsheet row may say. */
  name: v.string(),
  description: v.string(),
  simType: v.picklist(['PHYSICAL', 'ESIM']),
  /** The line types the product fits. */
  lineTypes: v.array(v.picklist(LINE_TYPES)),
});
export type SimProduct = v.InferOutput<typeof SimProduct>;
export const SimProductList = v.object({ products: v.array(SimProduct) });
export type SimProductList = v.InferOutput<typeof SimProductList>;

export const SimChangeReason = v.object({ code: v.picklist(SIM_REASON_CODES), name: v.string() });
export type SimChangeReason = v.InferOutput<typeof SimChangeReason>;
export const SimChangeReasonList = v.object({ reasons: v.array(SimChangeReason) });
export type SimChangeReasonList = v.InferOutput<typeof SimChangeReasonList>;

const msisdnEntry = v.pipe(v.string(), v.maxLength(40), v.title('Hat numarası'));

/** One spreadsheet row as written: the product and the reason by name or code. */
export const SimImportRow = v.object({
  line: num('Satır', { min: 1, integer: true }),
  msisdn: msisdnEntry,
  product: optionalText('SIM kart ürünü', { max: 100 }),
  reason: optionalText('Değişiklik nedeni', { max: 100 }),
});
export type SimImportRow = v.InferInput<typeof SimImportRow>;

export const SimImportRequest = v.object({
  rows: v.pipe(
    list('Satırlar', SimImportRow, MAX_SIM_ORDER_LINES),
    v.minLength(1, 'Dosyada en az bir satır olmalıdır.'),
  ),
  /** Lines already in the order: a row naming one is a duplicate and they count towards the limit. */
  chosen: optional('Seçili hatlar', list('Seçili hatlar', msisdnEntry, MAX_SIM_ORDER_LINES)),
});
export type SimImportRequest = v.InferInput<typeof SimImportRequest>;

/** One line of an order: the line as it is and the SIM card asked for it. */
export const SimOrderItem = v.object({
  msisdn: v.string(),
  productType: v.picklist(LINE_TYPES),
  tariffName: v.string(),
  userName: v.string(),
  productCode: v.picklist(SIM_PRODUCT_CODES),
  reasonCode: v.picklist(SIM_REASON_CODES),
});
export type SimOrderItem = v.InferOutput<typeof SimOrderItem>;

export const SimImportResult = v.object({
  line: v.number(),
  ok: v.boolean(),
  /** A refused row's Turkish reason. */
  message: v.optional(v.string()),
  item: v.optional(SimOrderItem),
});
export type SimImportResult = v.InferOutput<typeof SimImportResult>;
export const SimImportAnswer = v.object({
  results: v.array(SimImportResult),
  /** What is left of the limit after the accepted rows and the lines already chosen. */
  remaining: v.number(),
});
export type SimImportAnswer = v.InferOutput<typeof SimImportAnswer>;

export const SimOrderLineRequest = v.object({
  msisdn: v.pipe(
    v.string(),
    v.regex(/^5\d{9}$/, 'Hat numarası 10 haneli olmalıdır.'),
    v.title('Hat numarası'),
  ),
  productCode: oneOf('SIM kart ürünü', SIM_PRODUCT_CODES),
  reasonCode: oneOf('Değişiklik nedeni', SIM_REASON_CODES),
});

export const SimCardOrderRequest = v.object({
  lines: v.pipe(
    list('Hatlar', SimOrderLineRequest, MAX_SIM_ORDER_LINES),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
  /** Delivery to the company's registered address, or to `address`. */
  useCompanyAddress: flag('Şirket adresine teslim'),
  address: optionalText('Teslimat adresi', { min: 10, max: 250 }),
  contactName: text('Teslim alacak kişi', { min: 2, max: 100 }),
  /** The validated SMS code's transaction, sent for this order's reference. */
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
});
export type SimCardOrderRequest = v.InferInput<typeof SimCardOrderRequest>;

/**
 * The OTP reference of an order: its size and a fingerprint of everything it names, computed
 * the same way by the portal (before the code is sent) and the sandbox (from the order).
 */
export function simOrderReference(order: Omit<SimCardOrderRequest, 'transactionId'>): string {
  const lines = order.lines.map((l) => `${l.msisdn}/${l.productCode}/${l.reasonCode}`).join(';');
  const delivery = order.useCompanyAddress ? 'COMPANY' : `OTHER:${(order.address ?? '').trim()}`;
  return `SIM-${order.lines.length}-${fingerprint(`${lines}|${delivery}|${order.contactName.trim()}`)}`;
}

export const SimCardOrderAnswer = v.object({
  orderNo: v.string(),
  status: v.literal('RECEIVED'),
  count: v.number(),
});
export type SimCardOrderAnswer = v.InferOutput<typeof SimCardOrderAnswer>;
