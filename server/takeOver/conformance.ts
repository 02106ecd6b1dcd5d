/**
 * Valid requests for the take-over rows in the seeded world. Each story takes its own line of
 * Zeynep Aksoy, who approved beforehand (her answer is immediate), so no story waits and none
 * holds a line another story needs.
 */
import type { ContactValidityResult, TakeOverOrder } from '../../src/api/takeOver/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { PREFERENCES, SUBSCRIPTION, tariffFor } from './fixtures';

const CONTACT = '5441000011';

async function openOrder(kit: ConformanceKit, msisdn: string): Promise<TakeOverOrder> {
  const result = await kit.content<ContactValidityResult>('takeOverContactValidity', {
    body: { msisdnList: [msisdn], transferorPhone: CONTACT, contactMethod: 'SMS' },
  });
  if (!result.order) throw new Error(`take-over of ${msisdn} refused: ${result.message}`);
  return result.order;
}

/** An order with every step filled, and a validated code for it. */
async function readyOrder(kit: ConformanceKit, msisdn: string) {
  const order = await openOrder(kit, msisdn);
  const params = { orderId: order.orderId };
  await kit.content('takeOverSubscriptionInfo', { params, body: SUBSCRIPTION });
  await kit.content('takeOverTariff', { params, body: tariffFor(order) });
  await kit.content('takeOverPreferences', { params, body: PREFERENCES });
  const transactionId = await kit.validatedOtp('TAKE_OVER', order.orderId);
  return { params, transactionId };
}

export const conformance = defineConformance({
  inputs: (kit) => {
    // One approved order the step rows write to; made once, on first use.
    let steps: Promise<TakeOverOrder> | undefined;
    const stepOrder = () => {
      steps ??= openOrder(kit, '5441000014');
      return steps;
    };
    const onStepOrder = async (body?: unknown) => ({
      params: { orderId: (await stepOrder()).orderId },
      ...(body === undefined ? {} : { body }),
    });
    return {
      takeOverContactValidity: () => ({
        body: { msisdnList: ['5441000011'], transferorPhone: CONTACT, contactMethod: 'CALL' },
      }),
      takeOverOrderList: () => ({ query: { orderTypeId: '1' } }),
      takeOverStatusList: () => ({}),
      takeOverCompanyInfo: () => ({}),
      takeOverOrderById: () => onStepOrder(),
      takeOverValidation: () => onStepOrder(),
      takeOverTariffOptions: () => onStepOrder({}),
      takeOverSubscriptionInfo: () => onStepOrder(SUBSCRIPTION),
      takeOverTariff: async () => onStepOrder(tariffFor(await stepOrder())),
      takeOverPreferences: () => onStepOrder(PREFERENCES),
      takeOverFinalize: async () => {
        const { params, transactionId } = await readyOrder(kit, '5441000012');
        return { params, body: { transactionId } };
      },
      takeOverMarsSend: async () => {
        const { params, transactionId } = await readyOrder(kit, '5441000013');
        await kit.content('takeOverFinalize', { params, body: { transactionId } });
        return { params };
      },
      takeOverUpdateStatus: async () => {
        const order = await openOrder(kit, '5441000015');
        return {
          params: { workflowInstanceId: order.workflowInstanceId },
          body: { status: 'CANCELLED', reason: 'Devirden vazgeçildi.' },
        };
      },
    };
  },
});
