import type { CheckedMsisdn, CurrentInvoice, LineChargesPage } from '../../src/api/invoices/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

const currentPeriod = async (kit: ConformanceKit) =>
  (await kit.content<CurrentInvoice>('currentInvoiceInfo')).period;

/** A billed line of the newest period. */
async function billedLine(kit: ConformanceKit) {
  const period = await currentPeriod(kit);
  const page = await kit.content<LineChargesPage>('invoiceInfoByLines', {
    body: { period, offset: 0, limit: 1 },
  });
  const msisdn = page.items[0]?.msisdn;
  if (!msisdn) throw new Error('no billed line in the newest period');
  return { period, msisdn };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    currentInvoiceInfo: () => ({}),
    invoiceSummary: () => ({ body: {} }),
    invoiceLayoutDetail: async () => {
      const current = await kit.content<CurrentInvoice>('currentInvoiceInfo');
      return { body: { invoiceNo: current.invoices[0]?.invoiceNo ?? '' } };
    },
    invoiceInfoByKtf: async () => ({ body: { period: await currentPeriod(kit) } }),
    invoiceSingleProductSelection: async () => ({ body: { period: await currentPeriod(kit) } }),
    invoiceInfoByLines: async () => ({
      body: {
        period: await currentPeriod(kit),
        offset: 0,
        limit: 20,
        sort: { field: 'amountKurus', direction: 'desc' },
      },
    }),
    invoiceCheckMsisdn: async () => ({ body: { msisdn: (await billedLine(kit)).msisdn } }),
    invoiceCallDetail: async () => {
      const { period, msisdn } = await billedLine(kit);
      const checked = await kit.content<CheckedMsisdn>('invoiceCheckMsisdn', { body: { msisdn } });
      const transactionId = await kit.validatedOtp('INVOICE_DETAIL', checked.msisdn);
      return { body: { msisdn, period, transactionId } };
    },
  }),
});
