/**
 * The invoice PDF rows: permission then file, for the operator's copy and the tax authority's
 * (GİB) e-Arşiv copy. The permission call names an invoice of the session's company, or carries
 * a public link's secret key (no session: the /showinvoicepdf pages); either way it answers a
 * download key for that one invoice and copy, which the PDF call spends. The four rows are public
 * (server/access.ts) so a link works logged out; everything else needs the session.
 *
 * A signed-in person downloads by number with Görüntüleme of the invoices (issue 37), as for the
 * invoice screens whose figures the PDF holds; a link's key needs nothing more than itself. The
 * permission guard cannot tell the two apart (it runs before the body is read), so it is asked here.
 */
import {
  INVOICE_PDF_CODES,
  type InvoiceCopy,
  type InvoicePdfPermission,
} from '../../src/api/invoicePdf/types';
import { BODY_CODES } from '../../src/api/types';
import { readsRequireReadPermission, requireSession } from '../access';
import { findInvoiceDocument } from '../db/invoices/document';
import type { Db } from '../db/schema';
import { ApiError, envelopeResponse, failure } from '../envelope';
import { defineHandlers, type HandlerContext } from '../handlers/types';
import {
  countLinkOpening,
  currentLink,
  findDownload,
  findLink,
  issueDownloadKey,
  spendDownload,
} from './keys';
import { INVOICE_PDF_MESSAGES as M } from './messages';
import { invoiceFileName, renderInvoicePdf } from './render';

const iso = (ms: number) => new Date(ms).toISOString();

function documentOf(db: Db, corporateNcst: string, invoiceNo: string) {
  const doc = findInvoiceDocument(db, corporateNcst, invoiceNo);
  if (!doc) throw new ApiError(404, INVOICE_PDF_CODES.invoiceNotFound, M.invoiceNotFound);
  return doc;
}

/** Which invoice the caller may have: by a public link's key, or by number for the session's company. */
function resolveTarget(ctx: HandlerContext<'invoicePdfPermission'>) {
  const { invoiceNo, secretKey } = ctx.body;
  if ((invoiceNo === undefined) === (secretKey === undefined)) {
    throw new ApiError(400, BODY_CODES.validation, M.invoiceOrKey);
  }
  const now = ctx.deps.now();
  if (secretKey !== undefined) {
    const link = findLink(ctx.deps.db, secretKey);
    // Unknown, expired and used up answer alike (issue 38): the answer must not tell a guesser
    // that a key once existed.
    if (!link || link.expiresAt <= now || !countLinkOpening(ctx.deps.db, secretKey, now)) {
      throw new ApiError(404, INVOICE_PDF_CODES.linkNotFound, M.linkNotFound);
    }
    return { corporateNcst: link.corporateNcst, invoiceNo: link.invoiceNo, userId: null, public: true };
  }
  const session = requireSession(ctx.auth);
  readsRequireReadPermission(ctx.deps.db, session, 'invoices');
  return {
    corporateNcst: session.corporateNcst,
    invoiceNo: invoiceNo as string,
    userId: session.userId,
    public: false,
  };
}

function permission(ctx: HandlerContext<'invoicePdfPermission'>, copy: InvoiceCopy): InvoicePdfPermission {
  const target = resolveTarget(ctx);
  const { db } = ctx.deps;
  const now = ctx.deps.now();
  const doc = documentOf(db, target.corporateNcst, target.invoiceNo);
  const grant = issueDownloadKey(
    db,
    { corporateNcst: doc.corporateNcst, invoiceNo: doc.invoiceNo, copy, userId: target.userId },
    now,
  );
  // The link is the company's to share; its holder already has it and is not told another.
  const link = target.public ? undefined : currentLink(db, doc.corporateNcst, doc.invoiceNo, now);
  return {
    invoiceNo: doc.invoiceNo,
    companyName: doc.companyName,
    period: doc.period,
    totalKurus: doc.totalKurus,
    copy,
    downloadKey: grant.downloadKey,
    downloadKeyExpiresAt: iso(grant.expiresAt),
    publicKey: link?.secretKey ?? null,
    publicKeyExpiresAt: link ? iso(link.expiresAt) : null,
  };
}

/**
 * Spec §4/§8: a download answers the file, or JSON whose code is not "0" with a message to show,
 * as HTTP 200 so the person reads the reason (a 400 on a blob row shows only the default text).
 */
const refusal = (code: string, message: string) => envelopeResponse(200, failure(code, message));

async function file(ctx: HandlerContext<'invoicePdf'>, copy: InvoiceCopy) {
  const { db } = ctx.deps;
  const grant = findDownload(db, ctx.body.downloadKey);
  // A key of the other copy is as unknown as a made-up one.
  if (!grant || grant.copy !== copy)
    return refusal(INVOICE_PDF_CODES.downloadKeyExpired, M.downloadKeyExpired);
  if (grant.expiresAt <= ctx.deps.now()) {
    return refusal(INVOICE_PDF_CODES.downloadKeyExpired, M.downloadKeyExpired);
  }
  // A key given to a signed-in person works only in that person's session.
  if (grant.userId !== null) {
    const session = requireSession(ctx.auth);
    if (session.userId !== grant.userId || session.corporateNcst !== grant.corporateNcst) {
      return refusal(INVOICE_PDF_CODES.downloadKeyExpired, M.downloadKeyExpired);
    }
  }
  const doc = documentOf(db, grant.corporateNcst, grant.invoiceNo);
  // Spent only by the one who may use it, so a wrong presenter cannot burn someone's key.
  if (!spendDownload(db, ctx.body.downloadKey)) {
    return refusal(INVOICE_PDF_CODES.downloadKeyExpired, M.downloadKeyExpired);
  }
  return new Response(Buffer.from(await renderInvoicePdf(doc, copy)), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(copy, doc.invoiceNo)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const invoicePdfHandlers = defineHandlers({
  invoicePdfPermission: (ctx) => permission(ctx, 'STANDARD'),
  invoicePdf: (ctx) => file(ctx, 'STANDARD'),
  taxAuthorityInvoicePdfPermission: (ctx) => permission(ctx, 'GIB'),
  taxAuthorityInvoicePdf: (ctx) => file(ctx, 'GIB'),
});
