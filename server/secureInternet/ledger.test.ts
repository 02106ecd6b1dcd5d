// @vitest-environment node
import type { SecureInternetList, SecureInternetSaveAnswer } from '../../src/api/secureInternet/types';
import { createLedger } from '../db/ledger/store';
import { sandboxClient, USERS } from '../test-support';

describe('a secure-internet save in the operations ledger', () => {
  it('appends one line operation 61 with each line’s profile before and after, under the answer’s number', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const ncst = (
      client.db.prepare('SELECT corporate_ncst AS c FROM sessions WHERE token = ?').get(token) as {
        c: string;
      }
    ).c;
    const all = (await client.call<SecureInternetList>('secureInternetList', undefined, { token })).body
      .content!.items;
    const line = all.find((l) => l.changeable && l.profile !== 'CHILD')!;
    const fixed = all.find((l) => !l.changeable)!;
    const ledger = createLedger(client.db, Date.now);
    const before = ledger.count(ncst);
    const res = await client.call<SecureInternetSaveAnswer>(
      'secureInternetSaveProfiles',
      { profile: 'CHILD', msisdns: [line.msisdn, fixed.msisdn] },
      { token },
    );
    const answer = res.body.content!;
    expect(answer.orderId).toMatch(/^HT-\d{8}-\d{6}$/);
    expect(ledger.count(ncst)).toBe(before + 1);
    const entry = ledger.get(ncst, answer.orderId);
    expect(entry).toMatchObject({
      kind: 'SECURE_INTERNET',
      operationTypeId: 61,
      status: 'PARTIAL',
      requestedBy: 'Can Öztürk',
    });
    expect(entry?.lines[0]).toMatchObject({
      msisdn: line.msisdn,
      userName: line.userName,
      result: 'DONE',
      after: 'Çocuk',
    });
    expect(entry?.lines[0]?.before).not.toBe('Çocuk');
    expect(entry?.lines[1]).toMatchObject({ msisdn: fixed.msisdn, result: 'FAILED', reason: fixed.reason });
  });
});
