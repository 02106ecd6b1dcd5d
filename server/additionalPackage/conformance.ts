import type { ActiveList, HistoryDetail, Quote } from '../../src/api/additionalPackage/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** A quote of "Ek 1 GB" (fits every line type) for a few of the company's lines without it. */
async function quote(kit: ConformanceKit, offset: number): Promise<Quote> {
  const { items } = await kit.content<{ items: { msisdn: string }[] }>('lineDeactivationProductSelection', {
    body: { offset, limit: 5, filter: { status: 'ACTIVE' } },
  });
  const q = await kit.content<Quote>('additionalPackageOfferData', {
    body: { offerId: 'EK-1GB', msisdns: items.map((l) => l.msisdn) },
  });
  if (!q.quoteId) throw new Error('no line in the seed can take the package');
  return q;
}

async function order(kit: ConformanceKit, offset: number) {
  const q = await quote(kit, offset);
  const transactionId = await kit.validatedOtp('ADDITIONAL_PACKAGE', q.quoteId);
  return { body: { quoteId: q.quoteId, agreementVersion: '2026.1', agreementAccepted: true, transactionId } };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    additionalPackageList: () => ({ body: {} }),
    additionalPackageFilteredList: () => ({ body: { productType: 'VOICE' } }),
    additionalPackageOfferData: async () => ({
      body: { offerId: 'EK-5GB', msisdns: (await quote(kit, 0)).allowed.map((l) => l.msisdn) },
    }),
    additionalPackageAgreement: () => ({ body: { offerId: 'EK-5GB' } }),
    additionalPackageOrder: () => order(kit, 20),
    additionalPackageCancelOrder: async () => {
      const { items } = await kit.content<ActiveList>('additionalPackageList', { body: {} });
      return { body: { packageIds: [kit.first(items, 'an active package').packageId] } };
    },
    additionalPackageOfferDetail: () => ({ params: { offerId: 'DK-500' } }),
    additionalPackageHistoryList: () => ({ query: { action: 'ORDER' } }),
    additionalPackageHistoryDetail: async () => {
      const done = await kit.content<HistoryDetail>('additionalPackageOrder', await order(kit, 40));
      return { params: { orderId: done.orderId } };
    },
    additionalPackageConfirmList: () => ({}),
    additionalPackageConfirmContract: async () => {
      const { items } = await kit.content<{ items: { orderId: string }[] }>('additionalPackageConfirmList');
      return { params: { orderId: kit.first(items, 'an order waiting for approval').orderId } };
    },
  }),
});
