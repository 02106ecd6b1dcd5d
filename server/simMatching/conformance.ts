import { SIM_MATCHING_OTP_PURPOSE, simMatchingReference } from '../../src/api/simMatching/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { poolIccid } from './pool';

/** The world's company (hizli.kullanici's, the third seeded) and two of its free cards. */
const FREE = [poolIccid(3, 1), poolIccid(3, 2)];

async function pairs(kit: ConformanceKit) {
  const { items } = await kit.content<{ items: { msisdn: string }[] }>('usageAbroadProductList', {
    body: { offset: 0, limit: 2, filter: { status: 'ACTIVE', productType: 'VOICE' } },
  });
  return FREE.map((iccid, i) => ({ iccid, msisdn: kit.first(items.slice(i), 'active voice line').msisdn }));
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    simMatchingIsInPool: () => ({ query: { iccid: FREE[0] as string } }),
    simMatchingValidate: async () => ({ body: { pairs: await pairs(kit) } }),
    simMatchingMatch: async () => {
      const list = await pairs(kit);
      const reference = simMatchingReference(list);
      return {
        body: { pairs: list, transactionId: await kit.validatedOtp(SIM_MATCHING_OTP_PURPOSE, reference) },
      };
    },
  }),
});
