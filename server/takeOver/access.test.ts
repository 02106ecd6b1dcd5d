// @vitest-environment node
/**
 * Who and what may call the take-over rows: every row refuses a call without the take-over
 * screen's header (spec §7), and a person without full authority may read but not change.
 */
import { takeOverRows } from '../../src/api/takeOver/rows';
import { USERS } from '../test-support';
import { PREFERENCES, SUBSCRIPTION } from './fixtures';
import { type TakeOverSession, takeOverSession } from './testClient';

/** A well-formed request for each row, so only the header (or the authority) decides. */
type RowName = Exclude<keyof typeof takeOverRows, symbol>;

const REQUESTS: Record<RowName, { body?: unknown; params?: Record<string, string> }> = {
  takeOverOrderList: {},
  takeOverOrderById: { params: { orderId: 'SP-20260101-000001' } },
  takeOverStatusList: {},
  takeOverCompanyInfo: {},
  takeOverValidation: { params: { orderId: 'SP-20260101-000001' } },
  takeOverContactValidity: {
    body: { msisdnList: ['5441000001'], transferorPhone: '5441000001', contactMethod: 'SMS' },
  },
  takeOverTariffOptions: { params: { orderId: 'SP-20260101-000001' }, body: {} },
  takeOverSubscriptionInfo: { params: { orderId: 'SP-20260101-000001' }, body: SUBSCRIPTION },
  takeOverTariff: {
    params: { orderId: 'SP-20260101-000001' },
    body: { selections: [{ msisdn: '5441000001', tariffId: 'KRM-DVR-15' }] },
  },
  takeOverPreferences: { params: { orderId: 'SP-20260101-000001' }, body: PREFERENCES },
  takeOverUpdateStatus: { params: { workflowInstanceId: 'WF-TO-000001' }, body: { status: 'CANCELLED' } },
  takeOverFinalize: { params: { orderId: 'SP-20260101-000001' }, body: { transactionId: 'x' } },
  takeOverMarsSend: { params: { orderId: 'SP-20260101-000001' } },
};
const ROWS = Object.keys(REQUESTS) as RowName[];
const WRITES = ROWS.filter((name) => takeOverRows[name].access === 'write');

describe('the Screen-Name header', () => {
  it('is declared on all 13 rows', () => {
    expect(Object.keys(takeOverRows).sort()).toEqual([...ROWS].sort());
    for (const name of ROWS) expect(takeOverRows[name].headers).toEqual({ 'Screen-Name': 'TAKEOVER' });
  });

  // One session for all rows: a refused call changes nothing.
  let s: TakeOverSession;
  beforeAll(async () => {
    s = await takeOverSession();
  });
  afterAll(() => s.client.close());

  it.each(ROWS)('%s refuses a call without it, or with another screen, in Turkish', async (name) => {
    const { body, params } = REQUESTS[name];
    for (const screenName of [null, 'NEWLINE']) {
      const res = await s.call(name, body, { params, screenName });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: {
          code: 'SCREEN_NAME_REQUIRED',
          message:
            'Bu işlem yalnızca Hat Devralma ekranından yapılabilir. Lütfen sayfayı yenileyip tekrar deneyiniz.',
        },
        content: null,
      });
    }
    // With the header the same request reaches the row (answered or refused on its merits).
    const res = await s.call(name, body, { params });
    expect(res.body.status?.code).not.toBe('SCREEN_NAME_REQUIRED');
  });
});

describe('a person without full authority', () => {
  it('may read the lists but changes nothing (403 on every write row)', async () => {
    const s = await takeOverSession(USERS.limited);
    expect(WRITES.sort()).toEqual(
      [
        'takeOverContactValidity',
        'takeOverFinalize',
        'takeOverMarsSend',
        'takeOverPreferences',
        'takeOverSubscriptionInfo',
        'takeOverTariff',
        'takeOverUpdateStatus',
      ].sort(),
    );
    for (const name of WRITES) {
      const { body, params } = REQUESTS[name];
      const res = await s.call(name, body, { params });
      expect([name, res.status, res.body.status?.code]).toEqual([name, 403, 'FORBIDDEN']);
    }
    for (const name of ['takeOverOrderList', 'takeOverStatusList', 'takeOverCompanyInfo'] as const) {
      expect([name, (await s.call(name)).status]).toEqual([name, 200]);
    }
    const count = s.client.db
      .prepare('SELECT COUNT(*) AS n FROM takeover_order_lines WHERE msisdn = ?')
      .get('5441000001') as {
      n: number;
    };
    expect(count.n).toBe(0);
    s.client.close();
  });
});
