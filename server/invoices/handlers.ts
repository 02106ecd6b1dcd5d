/**
 * The invoice rows (spec §7): current invoice, the last months' summary, one invoice's layout,
 * the period by billing account (KTF), by product and by line (with its export), the check of a
 * number and a line's call detail. Another company's invoice or line answers exactly as one that
 * does not exist. The call detail is personal data: only a person with full authority sees it,
 * and only after an SMS code for that number (grants.ts).
 */
import { INVOICE_MONTHS } from '../../src/api/invoices/types';
import { BODY_CODES } from '../../src/api/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { requireSession, writesRequireFullAuthority } from '../access';
import { requireCompanyProfile } from '../db/companyProfile';
import { issueDateOf } from '../db/invoices/document';
import { invoiceTotals, KDV_RATE_PERCENT, OIV_RATE_PERCENT } from '../db/invoices/taxes';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers } from '../handlers/types';
import { callDetailOf } from './calls';
import { assertDetailGrant } from './grants';
import { lineChargesFile, lineExportName } from './lineExport';
import { INVOICE_MESSAGES } from './messages';
import {
  billedLine,
  chargeSums,
  filterCharges,
  findInvoice,
  hasPeriod,
  invoicesOf,
  ktfTotals,
  lineCharges,
  productTotals,
  sortCharges,
} from './store';

const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);

function assertPeriod(db: Db, corporateNcst: string, period: string): void {
  if (!hasPeriod(db, corporateNcst, period)) throw notFound(INVOICE_MESSAGES.periodNotFound);
}

/** The company's line behind a number as people write it, or the Turkish refusal. */
function companyLine(db: Db, corporateNcst: string, written: string) {
  const msisdn = normalizeMsisdn(written);
  if (msisdn === null) throw new ApiError(400, BODY_CODES.validation, INVOICE_MESSAGES.notMsisdn);
  const line = billedLine(db, corporateNcst, msisdn);
  if (!line) throw notFound(INVOICE_MESSAGES.notCompanyLine);
  return line;
}

export const invoicesHandlers = defineHandlers({
  currentInvoiceInfo: (ctx) => {
    const session = requireSession(ctx.auth);
    const invoices = invoicesOf(ctx.deps.db, session.corporateNcst, 1);
    const sum = (list: typeof invoices) => list.reduce((s, i) => s + i.totalKurus, 0);
    return {
      period: invoices[0]?.period ?? '',
      totalKurus: sum(invoices),
      dueDate: invoices.reduce((latest, i) => (i.dueDate > latest ? i.dueDate : latest), ''),
      paid: invoices.every((i) => i.paid),
      unpaidKurus: sum(invoices.filter((i) => !i.paid)),
      invoices,
    };
  },

  invoiceSummary: (ctx) => {
    const session = requireSession(ctx.auth);
    const invoices = invoicesOf(ctx.deps.db, session.corporateNcst, ctx.body.months ?? INVOICE_MONTHS);
    const months = new Map<
      string,
      { period: string; totalKurus: number; unpaidKurus: number; invoiceCount: number }
    >();
    for (const invoice of invoices) {
      const month = months.get(invoice.period) ?? {
        period: invoice.period,
        totalKurus: 0,
        unpaidKurus: 0,
        invoiceCount: 0,
      };
      month.totalKurus += invoice.totalKurus;
      if (!invoice.paid) month.unpaidKurus += invoice.totalKurus;
      month.invoiceCount += 1;
      months.set(invoice.period, month);
    }
    return { months: [...months.values()], invoices };
  },

  invoiceLayoutDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const invoice = findInvoice(db, session.corporateNcst, ctx.body.invoiceNo);
    if (!invoice) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
    const company = requireCompanyProfile(db, session.corporateNcst);
    const sums = chargeSums(db, invoice.invoiceNo);
    const totals = invoiceTotals(sums.tariff + sums.usage + sums.service);
    return {
      invoiceNo: invoice.invoiceNo,
      period: invoice.period,
      issueDate: issueDateOf(invoice.period),
      dueDate: invoice.dueDate,
      paid: invoice.paid,
      companyName: company.title,
      taxNumber: company.taxNumber,
      ktfNo: invoice.ktfNo,
      ktfName: invoice.ktfName,
      ktfAddress: invoice.ktfAddress,
      lineCount: sums.lineCount,
      sections: [
        { title: 'Tarife ücretleri', amountKurus: sums.tariff },
        { title: 'Kullanım ücretleri', amountKurus: sums.usage },
        { title: 'Katma değerli servisler', amountKurus: sums.service },
      ],
      subtotalKurus: totals.subtotalKurus,
      oivRatePercent: OIV_RATE_PERCENT,
      oivKurus: totals.oivKurus,
      kdvRatePercent: KDV_RATE_PERCENT,
      kdvKurus: totals.kdvKurus,
      totalKurus: totals.totalKurus,
    };
  },

  invoiceInfoByKtf: (ctx) => {
    const session = requireSession(ctx.auth);
    assertPeriod(ctx.deps.db, session.corporateNcst, ctx.body.period);
    return {
      period: ctx.body.period,
      accounts: ktfTotals(ctx.deps.db, session.corporateNcst, ctx.body.period),
    };
  },

  invoiceSingleProductSelection: (ctx) => {
    const session = requireSession(ctx.auth);
    assertPeriod(ctx.deps.db, session.corporateNcst, ctx.body.period);
    return {
      period: ctx.body.period,
      products: productTotals(ctx.deps.db, session.corporateNcst, ctx.body.period),
    };
  },

  invoiceInfoByLines: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    const { db, now } = ctx.deps;
    assertPeriod(db, session.corporateNcst, body.period);
    const found = sortCharges(
      filterCharges(lineCharges(db, session.corporateNcst, body.period), body.filter),
      body.sort,
    );
    if (body.export) {
      if (body.export.sendMail) return mailedAnswer(db, session);
      const bytes = await lineChargesFile(body.export.format, found);
      return fileResponse(bytes, body.export.format, lineExportName(body.period, body.export.format, now()));
    }
    return {
      total: found.length,
      subtotalKurus: found.reduce((s, c) => s + c.amountKurus, 0),
      items: found.slice(body.offset, body.offset + body.limit),
    };
  },

  invoiceCheckMsisdn: (ctx) => {
    const session = requireSession(ctx.auth);
    const line = companyLine(ctx.deps.db, session.corporateNcst, ctx.body.msisdn);
    return {
      msisdn: line.msisdn,
      userName: line.userName,
      tariffName: line.tariffName,
      periods: line.periods,
    };
  },

  invoiceCallDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    // Personal data of the line's user: the limited user gets the §8 refusal, as for a change.
    writesRequireFullAuthority(session);
    const { db, otp, now } = ctx.deps;
    const line = companyLine(db, session.corporateNcst, ctx.body.msisdn);
    if (!line.periods.includes(ctx.body.period)) throw notFound(INVOICE_MESSAGES.notBilled);
    assertDetailGrant(db, otp, now(), {
      transactionId: ctx.body.transactionId,
      userId: session.userId,
      corporateNcst: session.corporateNcst,
      msisdn: line.msisdn,
    });
    const charge = db
      .prepare(
        `SELECT ch.product_type AS productType, ch.usage_kurus AS usage, ch.tariff_name AS tariffName
         FROM invoice_charges ch JOIN invoices i ON i.invoice_no = ch.invoice_no
         WHERE ch.msisdn = ? AND i.corporate_ncst = ? AND i.period = ?`,
      )
      .get(line.msisdn, session.corporateNcst, ctx.body.period) as {
      productType: string;
      usage: number;
      tariffName: string;
    };
    // The tariff billed in that period (the invoice reads it from the core's tariff history).
    return {
      ...callDetailOf(line.msisdn, charge.productType, ctx.body.period, charge.usage),
      tariffName: charge.tariffName,
    };
  },
});
