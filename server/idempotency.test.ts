/**
 * Idempotent writes (issue 38, server/middleware/idempotency.ts): a repeat of a write with the
 * same Idempotency-Key gets the first answer and changes nothing; the same key with another body
 * is a 409; the key is the session's (another session's key is another key); kept for 24 hours.
 */
import { IDEMPOTENCY_TTL_MS, REPLAYED_HEADER } from './middleware/idempotency';
import { sandboxClient, testClock, USERS } from './test-support';

const DEMAND = {
  action: 'SUBMIT',
  values: { city: 'İzmir', district: 'Konak', address: 'Alsancak Mah. 1453 Sok. No: 5', postalCode: '35220' },
  documentIds: [],
};
const PAGE = { pageName: 'invoice-address-change' };

async function signedIn(now?: () => number) {
  // A session that outlives the keys, so the 24 hours can pass without a new login.
  const client = sandboxClient(now ? { now, idleTimeoutSeconds: 3 * 24 * 3600 } : {});
  const token = (await client.login(...USERS.fast)).pageToken;
  const demands = () => (client.db.prepare('SELECT COUNT(*) AS n FROM demands').get() as { n: number }).n;
  const submit = (key: string | undefined, body: unknown = DEMAND, sessionToken = token) =>
    client.call('requestSubmittingDemandFormData', body, {
      token: sessionToken,
      params: PAGE,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  return { client, token, demands, submit };
}

describe('Idempotency-Key on writes', () => {
  it('a repeat of the same write answers the first answer and adds nothing', async () => {
    const { demands, submit } = await signedIn();
    const before = demands();
    const first = await submit('talep-0001-aaaa');
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const again = await submit('talep-0001-aaaa');
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(demands()).toBe(before + 1);
    // A new key is a new intent: a second demand.
    expect((await submit('talep-0002-bbbb')).status).toBe(200);
    expect(demands()).toBe(before + 2);
  });

  it('refuses the same key with another body (409, in Turkish) and does nothing', async () => {
    const { demands, submit } = await signedIn();
    await submit('talep-0003-cccc');
    const before = demands();
    const other = await submit('talep-0003-cccc', {
      ...DEMAND,
      values: { ...DEMAND.values, city: 'Ankara' },
    });
    expect(other.status).toBe(409);
    expect(other.body.status).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'Bu işlem anahtarı başka bir istekte kullanıldı. İşlemi yeniden başlatın.',
    });
    expect(demands()).toBe(before);
  });

  it('replays a refusal too, and the audit trail records the write once', async () => {
    const { client, token } = await signedIn();
    const audited = () =>
      (client.db.prepare('SELECT COUNT(*) AS n FROM audit_entries').get() as { n: number }).n;
    const upload = () =>
      client.call(
        'requestSubmittingUpload',
        {
          pageName: 'company-title-change',
          documentType: 'TRADE_REGISTRY_GAZETTE',
          fileName: 'gazete.pdf',
          mimeType: 'application/pdf',
          content: Buffer.from('not a pdf').toString('base64'),
        },
        { token, headers: { 'Idempotency-Key': 'yukleme-0001-dddd' } },
      );
    const before = audited();
    const first = await upload();
    expect(first.status).toBe(400);
    expect(audited()).toBe(before + 1);
    const again = await upload();
    expect(again.status).toBe(400);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(audited()).toBe(before + 1);
  });

  it('keys belong to their session, and are forgotten after 24 hours', async () => {
    const clock = testClock();
    const { client, demands, submit } = await signedIn(clock.now);
    const other = (await client.login(...USERS.special)).pageToken;
    await submit('talep-0005-eeee');
    const before = demands();
    // The same key in another session is that session's own first use.
    expect((await submit('talep-0005-eeee', DEMAND, other)).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(demands()).toBe(before + 1);
    clock.advance(IDEMPOTENCY_TTL_MS / 1000 - 60);
    expect((await submit('talep-0005-eeee')).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(demands()).toBe(before + 1);
    clock.advance(120);
    expect((await submit('talep-0005-eeee')).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(demands()).toBe(before + 2);
  });

  it('a login repeated with its key sends one SMS and the same challenge', async () => {
    const client = sandboxClient();
    const login = () =>
      client.call(
        'login',
        { userName: USERS.fast[0], password: USERS.fast[1] },
        { headers: { 'Idempotency-Key': 'giris-0001-ffff' } },
      );
    const first = await login();
    const again = await login();
    expect(again.body).toEqual(first.body);
    const sent = client.db
      .prepare("SELECT COUNT(*) AS n FROM otp_transactions WHERE purpose = 'LOGIN'")
      .get() as {
      n: number;
    };
    expect(sent.n).toBe(1);
  });

  it('refuses a malformed key in Turkish, and writes without a key work as before', async () => {
    const { demands, submit } = await signedIn();
    const bad = await submit('short');
    expect(bad.status).toBe(400);
    expect(bad.body.status?.code).toBe('IDEMPOTENCY_KEY_INVALID');
    const before = demands();
    await submit(undefined);
    await submit(undefined);
    expect(demands()).toBe(before + 2);
  });
});
