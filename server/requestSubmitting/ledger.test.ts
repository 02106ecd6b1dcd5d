// @vitest-environment node
import { createLedger } from '../db/ledger/store';
import { requestClient } from './support';

describe('a demand in the operations ledger', () => {
  it('is one DEMAND entry whose TLP number is the demand’s reference, and moves with the demand', async () => {
    const c = await requestClient();
    const ncst = (
      c.client.db.prepare('SELECT corporate_ncst AS n FROM sessions WHERE token = ?').get(c.token) as {
        n: string;
      }
    ).n;
    const line = c.client.db
      .prepare(
        "SELECT msisdn, line_user AS userName FROM lines WHERE corporate_ncst = ? AND status = 'ACTIVE' LIMIT 1",
      )
      .get(ncst) as { msisdn: string; userName: string };
    const ledger = createLedger(c.client.db, Date.now);
    const before = ledger.count(ncst);
    const res = await c.submit('number-change', { msisdn: line.msisdn, reason: 'EASY_NUMBER' });
    const demand = res.body.content?.kind === 'SUBMITTED' ? res.body.content.demand : undefined;
    expect(demand?.demandId).toMatch(/^TLP-\d{8}-\d{6}$/);
    expect(demand?.orderId).toBe(demand?.demandId);
    expect(ledger.count(ncst)).toBe(before + 1);
    const entry = ledger.get(ncst, demand?.demandId ?? '');
    expect(entry).toMatchObject({
      kind: 'DEMAND',
      operationTypeId: null,
      status: 'RECEIVED',
      title: 'Numara değişikliği',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines).toEqual([expect.objectContaining({ msisdn: line.msisdn, userName: line.userName })]);
    expect(entry?.summary).toContainEqual({ label: 'Değişiklik nedeni', value: 'Akılda kalıcı numara' });
    // The list shows the same number; withdrawing it cancels the entry.
    expect((await c.list()).items.map((d) => d.demandId)).toContain(demand?.demandId);
    expect((await c.detail(demand?.demandId ?? '', { action: 'WITHDRAW' })).status).toBe(200);
    expect(ledger.get(ncst, demand?.demandId ?? '')?.status).toBe('CANCELLED');
  });
});
