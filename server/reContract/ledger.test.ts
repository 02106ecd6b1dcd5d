// @vitest-environment node
import { createLedger } from '../db/ledger/store';
import { hurryReContracts } from './hooks';
import { type ReContractSession, reContractSession } from './testClient';

let s: ReContractSession;
beforeAll(async () => {
  s = await reContractSession();
});
afterAll(() => s.client.close());

it('a re-contract is one order entry (op 11) whose lines carry their user, tariff before and after, and a result that follows the order', async () => {
  const [line] = await s.allLines({ canContract: 'true', commitmentStatus: 'ENDED', productType: 'DATA' });
  const msisdn = line?.msisdn ?? '';
  const { corporateNcst, userName, tariffName } = s.client.db
    .prepare(
      'SELECT corporate_ncst AS corporateNcst, line_user AS userName, tariff_name AS tariffName FROM lines WHERE msisdn = ?',
    )
    .get(msisdn) as { corporateNcst: string; userName: string; tariffName: string };
  const ledger = createLedger(s.client.db, s.clock.now);
  const before = ledger.count(corporateNcst);
  const order = await s.submit('YT-D-150', [msisdn]);
  expect(order.orderId).toMatch(/^SP-\d{8}-\d{6}$/);
  expect(ledger.count(corporateNcst)).toBe(before + 1);
  const entry = ledger.get(corporateNcst, order.orderId);
  expect(entry).toMatchObject({ kind: 'TARIFF_CHANGE', operationTypeId: 11, requestedBy: 'Can Öztürk' });
  expect(entry?.lines).toEqual([
    expect.objectContaining({ msisdn, userName, before: tariffName, result: 'PENDING' }),
  ]);
  expect(entry?.lines[0]?.after).toBe(entry?.lines[0]?.tariffName);

  await s.content('reContractDocument', { accepted: true }, { params: { orderId: order.orderId } });
  hurryReContracts(s.client.db, s.clock.now);
  await s.content('allOrders', undefined, { query: { search: order.orderId } });
  expect(ledger.get(corporateNcst, order.orderId)).toMatchObject({
    status: 'COMPLETED',
    lines: [expect.objectContaining({ result: 'DONE' })],
  });
});
