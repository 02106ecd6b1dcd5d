// @vitest-environment node
import type { ExtraPacketChangeAnswer, ExtraPacketLinesPage } from '../../src/api/extraPacket/types';
import { createLedger } from '../db/ledger/store';
import { sandboxClient, USERS } from '../test-support';

describe('an extra-packet permission change in the operations ledger', () => {
  it('appends one line operation 62 with each line before, after and its result, under the answer’s number', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const ncst = (
      client.db.prepare('SELECT corporate_ncst AS c FROM sessions WHERE token = ?').get(token) as {
        c: string;
      }
    ).c;
    const page = (
      await client.call<ExtraPacketLinesPage>(
        'extraPacketLines',
        { offset: 0, limit: 500, filter: { productType: 'VOICE', status: 'ACTIVE' } },
        { token },
      )
    ).body.content!;
    const line = page.items.find((l) => l.roaming && !l.allowed.includes('SMS'))!;
    const suspended = (
      client.db
        .prepare("SELECT msisdn FROM lines WHERE corporate_ncst = ? AND status = 'SUSPENDED' LIMIT 1")
        .get(ncst) as { msisdn: string }
    ).msisdn;
    const ledger = createLedger(client.db, Date.now);
    const before = ledger.count(ncst);

    const res = await client.call<ExtraPacketChangeAnswer>(
      'extraPacketChangePermission',
      { action: 'ALLOW', types: ['SMS'], msisdns: [line.msisdn, suspended] },
      { token },
    );
    const answer = res.body.content!;
    expect(answer.orderId).toMatch(/^HT-\d{8}-\d{6}$/);
    expect(ledger.count(ncst)).toBe(before + 1);
    const entry = ledger.get(ncst, answer.orderId);
    expect(entry).toMatchObject({
      kind: 'EXTRA_PACKET',
      operationTypeId: 62,
      status: 'PARTIAL',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines[0]).toMatchObject({ msisdn: line.msisdn, userName: line.userName, result: 'DONE' });
    expect(entry?.lines[0]?.after).toContain('SMS');
    expect(entry?.lines[0]?.before).not.toContain('SMS');
    expect(entry?.lines[1]).toMatchObject({ msisdn: suspended, result: 'FAILED' });
    expect(entry?.lines[1]?.reason).toBeTruthy();
  });
});
