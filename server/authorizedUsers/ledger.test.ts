// @vitest-environment node
import { createLedger } from '../db/ledger/store';
import { USERS } from '../test-support';
import { authClient, fastCompany, userId, withGroup } from './support';

describe('a permission change in the operations ledger', () => {
  it('is one PERMISSION_CHANGE entry (YT-…) naming the affected person, under the answer’s number', async () => {
    const fast = await authClient();
    const ncst = fastCompany(fast.client);
    const limitedId = userId(fast.client, USERS.limited[0]);
    const limitedName = (
      fast.client.db.prepare('SELECT full_name AS n FROM users WHERE id = ?').get(limitedId) as { n: string }
    ).n;
    const before = (await fast.permissions(limitedId)).body.content!;
    const ledger = createLedger(fast.client.db, Date.now);
    const count = ledger.count(ncst);
    const transactionId = await fast.validatedCode(limitedId);
    const res = await fast.change({
      userId: limitedId,
      fullAuthority: false,
      permissions: withGroup(before.permissions, 'lineUser', { request: true }),
      transactionId,
    });
    const answer = res.body.content!;
    expect(answer.orderId).toMatch(/^YT-\d{8}-\d{6}$/);
    expect(ledger.count(ncst)).toBe(count + 1);
    const entry = ledger.get(ncst, answer.orderId);
    expect(entry).toMatchObject({
      kind: 'PERMISSION_CHANGE',
      operationTypeId: null,
      status: 'COMPLETED',
      requestedBy: 'Can Öztürk',
      lines: [],
    });
    expect(entry?.summary).toContainEqual({ label: 'Yetkili kişi', value: limitedName });
    expect(entry?.summary).toContainEqual({ label: 'Değişen yetki grubu', value: '1' });
  });
});
