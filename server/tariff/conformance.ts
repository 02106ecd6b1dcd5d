import { singleChangeReference, type TariffLinesPage } from '../../src/api/tariff/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** An active voice line of the world's company, on a voice tariff other than Ekonomik 5 GB. */
async function voiceLine(kit: ConformanceKit, offset: number) {
  const page = await kit.content<TariffLinesPage>('tariffGsmTable', {
    body: {
      offset,
      limit: 1,
      filter: { productType: 'VOICE', status: 'ACTIVE', tariffName: 'Kurumsal Süper 10 GB' },
    },
  });
  return kit.first(page.items, 'an active voice line on Kurumsal Süper 10 GB').msisdn;
}

async function bulk(kit: ConformanceKit, requestId: string) {
  const items = [{ msisdn: await voiceLine(kit, 5), tariff: 'Kurumsal Ekonomik 5 GB' }];
  const transactionId = await kit.validatedOtp('TARIFF_CHANGE', requestId);
  return { body: { requestId, items, transactionId } };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    tariffProductList: async () => ({ body: { msisdn: await voiceLine(kit, 0) } }),
    tariffCanDoList: async () => ({
      body: { items: [{ msisdn: await voiceLine(kit, 1), tariff: 'Kurumsal Sınırsız Plus' }] },
    }),
    tariffGsmTable: () => ({
      body: { offset: 0, limit: 20, sort: { field: 'monthlyFee', direction: 'desc' } },
    }),
    tariffProgressBar: async () => {
      const job = await kit.content<{ jobId: string }>('tariffBulkChange', await bulk(kit, 'uyum-ilerleme'));
      return { body: { jobId: job.jobId } };
    },
    tariffOptions: () => ({ body: { tariffId: 'KRM-SPR-10' } }),
    tariffMarsSend: async () => ({
      body: { tariffId: 'KRM-SNS-PLUS', msisdns: [await voiceLine(kit, 2)], note: 'Yönetim ekibi için' },
    }),
    tariffHistory: () => ({ query: { limit: '20' } }),
    tariffPreOrderSelection: () => ({ query: { offerName: 'Kurumsal Sınırsız Plus', multiCheck: 'true' } }),
    tariffFaq: () => ({ query: { tariffId: 'KRM-SNS-PLUS' } }),
    tariffMoreInfo: () => ({ query: { tariffId: 'KRM-DATA-50' } }),
    tariffRemainingUsage: async () => ({
      params: { productId: await voiceLine(kit, 3) },
      query: { screenName: 'LINE_DETAIL' },
    }),
    tariffChange: async () => {
      const msisdn = await voiceLine(kit, 4);
      const transactionId = await kit.validatedOtp(
        'TARIFF_CHANGE',
        singleChangeReference(msisdn, 'KRM-KNS-2000'),
      );
      return {
        body: { msisdn, tariffId: 'KRM-KNS-2000', commitmentMonths: 12, selections: [], transactionId },
      };
    },
    tariffBulkChange: () => bulk(kit, 'uyum-toplu'),
  }),
});
