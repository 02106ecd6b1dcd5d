// @vitest-environment node
/** Secure internet: profiles per line, the profile types, saving for chosen lines, the history. */
import type {
  SecureInternetHistory,
  SecureInternetList,
  SecureInternetSaveAnswer,
} from '../../src/api/secureInternet/types';
import { sandboxClient, USERS } from '../test-support';
import { SECURE_INTERNET_MESSAGES } from './messages';

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const { pageToken: token } = await client.login(...user);
  const call = <T>(row: string, body?: unknown) => client.call<T>(row, body, { token });
  const lines = async () => (await call<SecureInternetList>('secureInternetList')).body.content?.items ?? [];
  const history = async (body: unknown = {}) =>
    (await call<SecureInternetHistory>('secureInternetHistory', body)).body.content?.items ?? [];
  return { client, call, lines, history };
}

describe('secure internet', () => {
  it('lists every line of the company with its profile; M2M and suspended lines say why they cannot change', async () => {
    const { lines } = await signedIn();
    const all = await lines();
    expect(all.length).toBe(600);
    expect(new Set(all.map((l) => l.profile)).size).toBeGreaterThan(2);
    const m2mOrSuspended = all.filter((l) => l.productType === 'M2M' || l.status === 'SUSPENDED');
    expect(m2mOrSuspended.length).toBeGreaterThan(0);
    for (const line of m2mOrSuspended) expect(line.changeable).toBe(false);
    expect(all.find((l) => l.status === 'SUSPENDED')?.reason).toBe(SECURE_INTERNET_MESSAGES.suspended);
  });

  it('describes each profile type in Turkish and has an announcement', async () => {
    const { call } = await signedIn();
    const types = (
      await call<{ items: { code: string; description: string }[] }>('secureInternetProfileTypes')
    ).body.content?.items;
    expect(types?.map((t) => t.code)).toEqual(['STANDARD', 'FAMILY', 'CHILD', 'BUSINESS']);
    for (const type of types ?? []) expect(type.description.length).toBeGreaterThan(20);
    const announcement = await call<{ title: string }>('secureInternetAnnouncement');
    expect(announcement.body.content?.title).toMatch(/Güvenli İnternet/);
  });

  it('saves a profile for chosen lines, each answered on its own, and writes one history row per change', async () => {
    const { call, lines, history } = await signedIn();
    const all = await lines();
    const three = all.filter((l) => l.changeable && l.profile !== 'CHILD').slice(0, 3);
    const already = all.find((l) => l.changeable && l.profile === 'CHILD')!;
    const suspended = all.find((l) => l.status === 'SUSPENDED')!;
    const before = (await history()).length;
    const res = await call<SecureInternetSaveAnswer>('secureInternetSaveProfiles', {
      profile: 'CHILD',
      msisdns: [...three.map((l) => `0${l.msisdn}`), already.msisdn, suspended.msisdn, 'abc'],
    });
    expect(res.status).toBe(200);
    expect(res.body.content?.changed).toBe(3);
    expect(res.body.content?.results).toEqual([
      ...three.map((l) => ({ msisdn: l.msisdn, status: 'CHANGED' })),
      { msisdn: already.msisdn, status: 'UNCHANGED', reason: SECURE_INTERNET_MESSAGES.sameProfile },
      { msisdn: suspended.msisdn, status: 'REFUSED', reason: SECURE_INTERNET_MESSAGES.suspended },
      { msisdn: 'abc', status: 'REFUSED', reason: SECURE_INTERNET_MESSAGES.invalidNumber },
    ]);
    const after = await lines();
    for (const line of three) expect(after.find((l) => l.msisdn === line.msisdn)?.profile).toBe('CHILD');
    const rows = await history();
    expect(rows.length).toBe(before + 3);
    expect(rows.slice(0, 3).map((r) => r.toProfile)).toEqual(['CHILD', 'CHILD', 'CHILD']);
    const one = await history({ msisdn: `0${three[0]!.msisdn.slice(0, 6)}` });
    expect(one.every((r) => r.msisdn.includes(three[0]!.msisdn.slice(0, 6)))).toBe(true);
  });

  it('says in Turkish what is wrong with a bad request', async () => {
    const { call } = await signedIn();
    const profile = await call('secureInternetSaveProfiles', { profile: 'X', msisdns: ['5321112233'] });
    expect(profile.status).toBe(400);
    expect(profile.body.status?.message).toMatch(/^Güvenli internet profili/);
    const none = await call('secureInternetSaveProfiles', { profile: 'CHILD', msisdns: [] });
    expect(none.body.status?.message).toBe('En az bir hat seçmelisiniz.');
    const period = await call('secureInternetHistory', { from: '2026-02-01', to: '2026-01-01' });
    expect(period.status).toBe(400);
    expect(period.body.status?.message).toBe(SECURE_INTERNET_MESSAGES.periodOrder);
  });

  // Issue 37: the seed gives the limited user the secure-internet request in her first company and
  // only Görüntüleme in her second.
  it('the limited user saves where she may request it, and only sees the lines where she may not', async () => {
    const { call, lines } = await signedIn(USERS.limited);
    const line = (await lines()).find((l) => l.changeable)!;
    const saved = await call('secureInternetSaveProfiles', { profile: 'CHILD', msisdns: [line.msisdn] });
    expect(saved.status).toBe(200);
    expect((await call('changeCorporate', { corporateNcst: '1000245873' })).status).toBe(200);
    const other = (await lines()).find((l) => l.changeable)!;
    const res = await call('secureInternetSaveProfiles', { profile: 'CHILD', msisdns: [other.msisdn] });
    expect(res.status).toBe(403);
  });
});
