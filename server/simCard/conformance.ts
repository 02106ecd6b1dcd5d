import { SIM_ORDER_OTP_PURPOSE, simOrderReference } from '../../src/api/simCard/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** A voice line of the world's company that can take a triple-cut SIM card. */
async function voiceLine(kit: ConformanceKit): Promise<string> {
  const { items } = await kit.content<{ items: { msisdn: string }[] }>('lineUserProductList', {
    body: { offset: 0, limit: 1, filter: { productType: 'VOICE', status: 'ACTIVE' } },
  });
  return kit.first(items, 'an active voice line').msisdn;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    simCardLimit: () => ({ body: {} }),
    simCardProductList: () => ({ body: {} }),
    simCardChangeReasons: () => ({ body: {} }),
    simCardExcelImport: async () => ({
      body: {
        rows: [
          { line: 2, msisdn: `0${await voiceLine(kit)}`, product: 'Üçlü kesim SIM kart', reason: 'Kayıp' },
          { line: 3, msisdn: '0532 12', product: 'eSIM profili', reason: 'Çalıntı' },
        ],
      },
    }),
    simCardCreateOrder: async () => {
      const order = {
        lines: [
          {
            msisdn: await voiceLine(kit),
            productCode: 'TRIPLE_CUT' as const,
            reasonCode: 'DAMAGED' as const,
          },
        ],
        useCompanyAddress: true,
        contactName: 'Can Öztürk',
      };
      const reference = simOrderReference(order);
      return { body: { ...order, transactionId: await kit.validatedOtp(SIM_ORDER_OTP_PURPOSE, reference) } };
    },
  }),
});
