// @vitest-environment node
import type { HistoryList } from '../../src/api/lineDeactivation/types';
import { createLedger } from '../db/ledger/store';
import { isPorting } from './check';
import { COMPANY_OF_FAST, deactivationClient } from './support';

describe('a deactivation in the operations ledger', () => {
  it('appends one line operation 21 with each closed line as it was, under the number the answer and the history show', async () => {
    const c = await deactivationClient();
    const ncst = COMPANY_OF_FAST(c.client);
    const codeLines = new Set(
      (c.client.db.prepare('SELECT msisdn FROM users').all() as { msisdn: string }[]).map((r) => r.msisdn),
    );
    const lines = (await c.lines({ offset: 0, limit: 200, filter: {} })).items
      .filter((l) => !codeLines.has(l.msisdn) && !isPorting(l.msisdn))
      .slice(0, 2);
    const ledger = createLedger(c.client.db, Date.now);
    const before = ledger.count(ncst);
    const check = await c.check(lines.map((l) => l.msisdn));
    const transactionId = await c.validatedCode(check.selectionId);
    const res = await c.deactivate({
      selectionId: check.selectionId,
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId,
    });
    const answer = res.body.content!;
    expect(answer.orderId).toMatch(/^HT-\d{8}-\d{6}$/);
    expect(ledger.count(ncst)).toBe(before + 1);
    const entry = ledger.get(ncst, answer.orderId ?? '');
    expect(entry).toMatchObject({
      kind: 'LINE_STATUS',
      operationTypeId: 21,
      status: 'COMPLETED',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines).toEqual(
      lines.map((l) =>
        expect.objectContaining({
          msisdn: l.msisdn,
          userName: l.userName,
          tariffName: l.tariffName,
          result: 'DONE',
          after: 'Kapatıldı',
        }),
      ),
    );
    const history = await c.content<HistoryList>('lineDeactivationHistoryList', {});
    expect(history.items.find((d) => d.deactivationId === answer.deactivationId)?.orderId).toBe(
      answer.orderId,
    );
  });
});
