// @vitest-environment node
import { createLedger } from '../db/ledger/store';
import { startTakeOver, takeOverSession } from './testClient';

const GIDA = '1000245873'; // hizli.kullanici's company

it('a take-over is one order entry (op 42) whose lines name each line’s user and the tariff it leaves', async () => {
  const s = await takeOverSession();
  const ledger = createLedger(s.client.db, s.clock.now);
  const before = ledger.count(GIDA);
  const started = await startTakeOver(s);
  const orderNo = started.order?.orderId ?? '';
  expect(orderNo).toMatch(/^SP-\d{8}-\d{6}$/);
  expect(ledger.count(GIDA)).toBe(before + 1);
  const users = new Map(
    (
      s.client.db
        .prepare(
          "SELECT msisdn, line_user AS userName, tariff_name AS tariffName FROM takeover_lines WHERE msisdn LIKE '544100000%'",
        )
        .all() as { msisdn: string; userName: string; tariffName: string }[]
    ).map((r) => [r.msisdn, r]),
  );
  const entry = ledger.get(GIDA, orderNo);
  expect(entry).toMatchObject({ kind: 'TAKE_OVER', operationTypeId: 42 });
  expect(entry?.lines).toEqual(
    started.lines.map((l) =>
      expect.objectContaining({
        msisdn: l.msisdn,
        userName: users.get(l.msisdn)?.userName,
        before: users.get(l.msisdn)?.tariffName,
        result: 'PENDING',
      }),
    ),
  );
  s.client.close();
});
