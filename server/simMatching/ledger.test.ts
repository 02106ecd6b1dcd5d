// @vitest-environment node
import { createLedger } from '../db/ledger/store';
import { poolIccid } from './pool';
import { simClient } from './support';

describe('a SIM matching in the operations ledger', () => {
  it('appends one line operation 33 with each pair’s card before and after and its result, under the answer’s number', async () => {
    const run = await simClient();
    const [line, other] = run.lines() as [string, string];
    const { iccid: previous, userName } = run.client.db
      .prepare('SELECT iccid, line_user AS userName FROM lines WHERE msisdn = ?')
      .get(line) as { iccid: string; userName: string };
    const card = poolIccid(run.position, 1);
    const blocked = poolIccid(run.position, 7);
    const ledger = createLedger(run.client.db, Date.now);
    const before = ledger.count(run.ncst);
    const res = await run.match([
      { iccid: card, msisdn: line },
      { iccid: blocked, msisdn: other },
    ]);
    const report = res.body.content!;
    expect(report.orderId).toMatch(/^HT-\d{8}-\d{6}$/);
    expect(ledger.count(run.ncst)).toBe(before + 1);
    const entry = ledger.get(run.ncst, report.orderId);
    expect(entry).toMatchObject({
      kind: 'SIM_MATCHING',
      operationTypeId: 33,
      status: 'PARTIAL',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines[0]).toMatchObject({
      msisdn: line,
      userName,
      result: 'DONE',
      before: previous,
      after: card,
      iccid: card,
    });
    expect(entry?.lines[1]).toMatchObject({
      msisdn: other,
      result: 'FAILED',
      reason: report.results[1]?.reason,
    });
  });
});
