// @vitest-environment node
/** The take-over test hook: what is still to come falls due at once, only with hooks on. */
import type { TakeOverOrder } from '../../src/api/takeOver/types';
import { PREFERENCES, SUBSCRIPTION, tariffFor } from './fixtures';
import { startTakeOver, takeOverSession } from './testClient';

describe('POST /sandbox/takeOver/hurry', () => {
  it('brings the owner’s approval and then the completed transfer without waiting', async () => {
    const s = await takeOverSession(undefined, { testHooks: true });
    const hurry = async () =>
      (await s.client.app.request('/sandbox/takeOver/hurry', { method: 'POST' })).json();
    const order = (await startTakeOver(s)).order as TakeOverOrder;
    const params = { orderId: order.orderId };
    expect(order.status).toBe('AWAITING_APPROVAL');
    expect(await hurry()).toEqual({ hurried: 1 });
    expect((await s.content<TakeOverOrder>('takeOverOrderById', undefined, { params })).status).toBe(
      'APPROVED',
    );

    await s.content('takeOverSubscriptionInfo', SUBSCRIPTION, { params });
    await s.content('takeOverTariff', tariffFor(order), { params });
    await s.content('takeOverPreferences', PREFERENCES, { params });
    await s.content('takeOverFinalize', { transactionId: await s.validatedOtp(order.orderId) }, { params });
    await s.content('takeOverMarsSend', undefined, { params });
    await hurry();
    expect((await s.content<TakeOverOrder>('takeOverOrderById', undefined, { params })).status).toBe(
      'COMPLETED',
    );
    expect(
      s.client.db.prepare('SELECT corporate_ncst FROM lines WHERE msisdn = ?').get('5441000003'),
    ).toEqual({
      corporate_ncst: '1000245873',
    });
    s.client.close();
  });

  it('is not there without test hooks', async () => {
    const s = await takeOverSession();
    expect((await s.client.app.request('/sandbox/takeOver/hurry', { method: 'POST' })).status).toBe(404);
    s.client.close();
  });
});
