import type { AbroadAction, AbroadService } from '../../src/api/abroad/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

type Line = { msisdn: string; roaming: boolean; callAbroad: boolean; productType: string; status: string };

/** A checked change of one line of the world's company that can take it, and its validated code. */
async function change(kit: ConformanceKit, service: AbroadService, action: AbroadAction) {
  const state = service === 'ROAMING' ? 'roaming' : 'callAbroad';
  const filter = {
    [state]: action === 'CLOSE',
    status: 'ACTIVE',
    ...(service === 'CALL_ABROAD' ? { productType: 'VOICE' } : {}),
  };
  const { items } = await kit.content<{ items: Line[] }>('usageAbroadProductList', {
    body: { offset: 0, limit: 100, filter },
  });
  const validation = await kit.content<{ validationId: string }>('usageAbroadGsmValidation', {
    body: { service, action, msisdns: items.map((line) => line.msisdn) },
  });
  if (!validation.validationId) throw new Error(`no line of the seed can ${action} ${service}`);
  const purpose = service === 'ROAMING' ? 'ROAMING' : 'INTERNATIONAL_CALL';
  const transactionId = await kit.validatedOtp(purpose, validation.validationId);
  return { body: { validationId: validation.validationId, transactionId } };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    usageAbroadProductList: () => ({
      body: { offset: 0, limit: 20, sort: { field: 'userName', direction: 'asc' } },
    }),
    // The mailed answer: the files are read back in server/abroad/export.test.ts.
    usageAbroadExport: () => ({ body: { service: 'ROAMING', format: 'csv', sendMail: true } }),
    usageAbroadQuery: () => ({ body: {} }),
    callAbroadQuery: () => ({ body: {} }),
    usageAbroadGsmValidation: async () => {
      const { items } = await kit.content<{ items: Line[] }>('usageAbroadProductList', {
        body: { offset: 0, limit: 3 },
      });
      return { body: { service: 'ROAMING', action: 'OPEN', msisdns: items.map((line) => line.msisdn) } };
    },
    usageAbroadOpen: () => change(kit, 'ROAMING', 'OPEN'),
    usageAbroadClose: () => change(kit, 'ROAMING', 'CLOSE'),
    callAbroadOpen: () => change(kit, 'CALL_ABROAD', 'OPEN'),
    callAbroadClose: () => change(kit, 'CALL_ABROAD', 'CLOSE'),
  }),
});
