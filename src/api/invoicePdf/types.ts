/**
 * Invoice PDFs (spec §3 show-invoice state: validatePermission, invoicePdf; §7 PDF rows, also for
 * the tax authority's e-Arşiv copy). A download is two calls: the permission call answers whether
 * the file may be had and a short-lived download key, the PDF call spends that key for the file.
 * The permission call names the invoice (logged in) or carries the secret key of a public
 * /showinvoicepdf link (logged out, e.g. from an e-mail).
 */
import * as v from 'valibot';
import { fileAnswer, optional, text } from '../contract/fields';

/** Body codes of the PDF rows, beside the common ones of src/api/types.ts. */
export const INVOICE_PDF_CODES = {
  invoiceNotFound: 'INVOICE_NOT_FOUND',
  linkNotFound: 'INVOICE_LINK_NOT_FOUND',
  linkExpired: 'INVOICE_LINK_EXPIRED',
  downloadKeyExpired: 'INVOICE_PDF_KEY_EXPIRED',
  invoiceOrKey: 'INVOICE_PDF_TARGET',
} as const;

/** The operator's copy, or the tax authority's (GİB) e-Arşiv copy of the same invoice. */
export const INVOICE_COPIES = ['STANDARD', 'GIB'] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];

const invoiceNo = text('Fatura numarası', {
  max: 20,
  pattern: /^[A-Za-z0-9-]+$/,
  patternMessage: 'Fatura numarası yalnızca harf ve rakamlardan oluşmalıdır.',
});
/** base64url of 32 random bytes is 43 characters; anything else cannot be a link of ours. */
const secretKey = text('Bağlantı anahtarı', {
  min: 32,
  max: 128,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternMessage: 'Bağlantı anahtarı geçersiz.',
});

/** Exactly one of the two: the handler says so in Turkish when both or neither arrive. */
export const InvoicePdfPermissionRequest = v.object({
  invoiceNo: optional('Fatura numarası', invoiceNo),
  secretKey: optional('Bağlantı anahtarı', secretKey),
});
export type InvoicePdfPermissionRequest = v.InferInput<typeof InvoicePdfPermissionRequest>;

export const InvoicePdfPermission = v.object({
  invoiceNo: v.string(),
  companyName: v.string(),
  /** 'YYYY-MM' */
  period: v.string(),
  totalKurus: v.number(),
  copy: v.picklist(INVOICE_COPIES),
  /** Spent by the PDF call within a few minutes. */
  downloadKey: v.string(),
  downloadKeyExpiresAt: v.string(),
  /** The invoice's public link key, for a logged-in person to share; null on the public page. */
  publicKey: v.nullable(v.string()),
  publicKeyExpiresAt: v.nullable(v.string()),
});
export type InvoicePdfPermission = v.InferOutput<typeof InvoicePdfPermission>;

export const InvoicePdfRequest = v.object({
  downloadKey: text('İndirme anahtarı', {
    min: 32,
    max: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'İndirme anahtarı geçersiz.',
  }),
});
export type InvoicePdfRequest = v.InferInput<typeof InvoicePdfRequest>;

export const InvoicePdfFile = fileAnswer;

/**
 * The rows of each copy, so `callEndpoint(INVOICE_PDF_ROWS[copy].file, …)` is typed from them.
 * Each copy has its own permission check and file (spec §7).
 */
export const INVOICE_PDF_ROWS = {
  STANDARD: { permission: 'invoicePdfPermission', file: 'invoicePdf' },
  GIB: { permission: 'taxAuthorityInvoicePdfPermission', file: 'taxAuthorityInvoicePdf' },
} as const satisfies Record<InvoiceCopy, { permission: string; file: string }>;
