// @vitest-environment node
import type { OrderTransactionGsmList } from '../../src/api/orderTransactions/types';
import { createLedger } from '../db/ledger/store';
import { simCardClient } from './support';

describe('a SIM card order in the operations ledger', () => {
  it('appends one order of operation 31 with each line’s user, card now and card ordered, under the answer’s number', async () => {
    const run = await simCardClient();
    const ncst = run.login.corporateNcst;
    const msisdns = run.lines('VOICE').slice(0, 2);
    const current = new Map(
      (
        run.client.db
          .prepare(
            'SELECT msisdn, iccid, line_user AS userName FROM lines WHERE msisdn IN (SELECT value FROM json_each(?))',
          )
          .all(JSON.stringify(msisdns)) as { msisdn: string; iccid: string; userName: string }[]
      ).map((r) => [r.msisdn, r]),
    );
    const ledger = createLedger(run.client.db, Date.now);
    const before = ledger.count(ncst);
    const res = await run.order({
      lines: msisdns.map((msisdn) => ({ msisdn, productCode: 'TRIPLE_CUT', reasonCode: 'DAMAGED' })),
      useCompanyAddress: true,
      contactName: 'Can Öztürk',
    });
    const { orderNo } = res.body.content!;
    expect(orderNo).toMatch(/^SP-\d{8}-\d{6}$/);
    expect(ledger.count(ncst)).toBe(before + 1);
    const entry = ledger.get(ncst, orderNo);
    expect(entry).toMatchObject({
      kind: 'SIM_CARD',
      operationTypeId: 31,
      status: 'RECEIVED',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines).toEqual(
      msisdns.map((msisdn) =>
        expect.objectContaining({
          msisdn,
          userName: current.get(msisdn)?.userName,
          result: 'PENDING',
          before: current.get(msisdn)?.iccid,
          after: 'Üçlü kesim SIM kart',
        }),
      ),
    );
    // The request history's GSM rows name each line's user.
    const rows = await run.client.call<OrderTransactionGsmList>('orderTransactionGsmRow', undefined, {
      token: run.token,
      params: { orderId: orderNo },
    });
    expect(rows.body.content?.items.map((r) => r.userName)).toEqual(
      msisdns.map((m) => current.get(m)?.userName),
    );
  });
});
