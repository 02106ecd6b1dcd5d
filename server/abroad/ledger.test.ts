// @vitest-environment node
import { ABROAD_OTP_PURPOSES, type AbroadLine } from '../../src/api/abroad/types';
import { createLedger } from '../db/ledger/store';
import { abroadClient } from './support';

describe('abroad changes in the operations ledger', () => {
  it.each([
    ['ROAMING', 'usageAbroadClose', 'CLOSE', 52, { roaming: true }],
    [
      'CALL_ABROAD',
      'callAbroadOpen',
      'OPEN',
      53,
      { callAbroad: false, status: 'ACTIVE', productType: 'VOICE' },
    ],
  ] as const)(
    '%s %s: one entry of its operation with each line before and after',
    async (service, row, action, _op, filter) => {
      const run = await abroadClient();
      const ncst = run.login.corporateNcst;
      const ledger = createLedger(run.client.db, Date.now);
      const before = ledger.count(ncst);
      const lines: AbroadLine[] = (await run.list({ offset: 0, limit: 500, filter })).items.slice(0, 2);
      expect(lines).toHaveLength(2);
      const checked = await run.validate({ service, action, msisdns: lines.map((l) => l.msisdn) });
      const transactionId = await run.validatedCode(ABROAD_OTP_PURPOSES[service], checked.validationId);
      const res = await run.change(row, checked.validationId, transactionId);
      const answer = res.body.content!;
      expect(answer.orderId).toMatch(/^HT-\d{8}-\d{6}$/);
      expect(ledger.count(ncst)).toBe(before + 1);
      const entry = ledger.get(ncst, answer.orderId);
      expect(entry).toMatchObject({
        kind: 'ABROAD',
        operationTypeId: _op,
        status: 'COMPLETED',
        requestedBy: 'Can Öztürk',
      });
      const [was, now] = action === 'OPEN' ? ['Kapalı', 'Açık'] : ['Açık', 'Kapalı'];
      expect(entry?.lines).toEqual(
        lines.map((l) =>
          expect.objectContaining({
            msisdn: l.msisdn,
            userName: l.userName,
            result: 'DONE',
            before: was,
            after: now,
          }),
        ),
      );
    },
  );
});
