/**
 * Valid requests for the re-contract rows in the seeded world. Each story takes its own voice
 * line of the world's company that can be re-contracted now, so none holds a line another needs.
 */
import type { ProductList, ReContractOrder } from '../../src/api/reContract/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { OPEN_CAMPAIGN } from './catalogue';

const OFFER = 'YT-V-50S';

async function voiceLines(kit: ConformanceKit): Promise<string[]> {
  const list = await kit.content<ProductList>('reContractProductList', {
    query: { productType: 'VOICE', canContract: 'true', sortFieldName: 'msisdn' },
  });
  if (list.items.length < 3) throw new Error('the seed has fewer than 3 voice lines to re-contract');
  return list.items.map((line) => line.msisdn);
}

async function submitted(kit: ConformanceKit, msisdn: string): Promise<ReContractOrder> {
  const transactionId = await kit.validatedOtp('RE_CONTRACT', OFFER);
  return kit.content<ReContractOrder>('reContractSubmit', {
    params: { offerId: OFFER },
    body: { msisdnList: [msisdn], addonIds: [], transactionId },
  });
}

export const conformance = defineConformance({
  inputs: (kit) => {
    let lines: Promise<string[]> | undefined;
    const line = async (i: number) => {
      lines ??= voiceLines(kit);
      return (await lines)[i] ?? '';
    };
    let order: Promise<ReContractOrder> | undefined;
    const pending = async () => {
      order ??= submitted(kit, await line(1));
      return (await order).orderId;
    };
    return {
      reContractProductList: () => ({
        query: { pageNumber: '1', searchParameter: '5', sortFieldName: 'commitmentEnd', sortOrder: 'ASC' },
      }),
      reContractCampaignController: () => ({ query: { campaignId: OPEN_CAMPAIGN } }),
      reContractOfferActions: async () => ({
        params: { offerId: OPEN_CAMPAIGN },
        query: { msisdnList: await line(0) },
      }),
      reContractAddons: () => ({ params: { offerId: OFFER } }),
      reContractSubmit: async () => ({
        params: { offerId: OFFER },
        body: {
          msisdnList: [await line(2)],
          addonIds: ['EK-5GB'],
          transactionId: await kit.validatedOtp('RE_CONTRACT', OFFER),
        },
      }),
      reContractDocumentControl: async () => ({ params: { orderId: await pending() } }),
      reContractDocument: async () => ({ params: { orderId: await pending() }, body: { accepted: true } }),
    };
  },
});
