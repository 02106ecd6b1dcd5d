/**
 * Abuse limits (issue 24): password guessing per name and per address, OTP guessing per code and
 * per person over time, SMS per person and purpose, known purposes only. Each test lowers only
 * the figure it proves, so the counts stay short; server/limits.ts holds the real ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OtpChallenge } from '../src/api/types';
import { DEFAULT_LIMITS, type LimitSettings } from './limits';
import { sandboxClient, testClock, USERS, wrongCode } from './test-support';

const limits = (overrides: Partial<LimitSettings>): LimitSettings => ({ ...DEFAULT_LIMITS, ...overrides });
const WRONG = 'Yanlis.2026!';
const WAIT_MESSAGE =
  /^Çok fazla başarısız giriş denemesi yapıldı\. Lütfen \d+ (saniye|dakika) sonra \(saat \d\d:\d\d\) tekrar deneyiniz\.$/;
const L = DEFAULT_LIMITS;
const OFFICE = '10.0.0.1';
const ELSEWHERE = (i: number) => `203.0.113.${i}`;

/** A client on a movable clock, with a login call from a given address. */
function world(overrides: Partial<LimitSettings> = {}) {
  const clock = testClock();
  const client = sandboxClient({ now: clock.now, limits: limits(overrides) });
  const login = (userName: string, password: string, address = OFFICE) =>
    client.call('login', { userName, password }, { address });
  return { clock, client, login };
}

describe('password guessing: slowed, never locked (issue 38)', () => {
  it('after the free tries each wrong password doubles the wait; then the right one passes', async () => {
    const { clock, login } = world();
    for (let i = 0; i < L.loginFreeFailuresPerPair - 1; i += 1) {
      const res = await login(USERS.demo[0], WRONG);
      expect(res.body.status).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Kullanıcı adı veya şifre hatalı.',
      });
    }
    const last = await login(USERS.demo[0], WRONG);
    expect(last.status).toBe(429);
    expect(last.body.status?.message).toMatch(WAIT_MESSAGE);
    expect(Number(last.body.status?.description)).toBe(L.loginPairDelaySeconds);
    // While waiting even the right password is refused, before it is looked at.
    const early = await login(USERS.demo[0], USERS.demo[1]);
    expect(early.status).toBe(429);
    expect(early.body.content).toBeNull();
    clock.advance(L.loginPairDelaySeconds);
    const next = await login(USERS.demo[0], WRONG);
    expect(Number(next.body.status?.description)).toBe(2 * L.loginPairDelaySeconds);
    clock.advance(2 * L.loginPairDelaySeconds);
    expect((await login(USERS.demo[0], USERS.demo[1])).status).toBe(200);
  });

  it('the wait never grows past its cap, and the count clears after a right password', async () => {
    const { clock, login } = world({ loginFreeFailuresPerPair: 1, loginPairDelaySeconds: 60 });
    let waited = 0;
    for (let i = 0; i < 8; i += 1) {
      const res = await login(USERS.fast[0], WRONG);
      waited = Number(res.body.status?.description);
      clock.advance(waited);
    }
    expect(waited).toBe(L.loginDelayCapSeconds);
    expect((await login(USERS.fast[0], USERS.fast[1])).status).toBe(200);
    expect((await login(USERS.fast[0], WRONG)).body.status?.description).toBe('60');
  });

  it('one fold of the name: a locked-out spelling cannot be walked around with capitals or dotted I', async () => {
    const { client, login } = world();
    for (let i = 0; i < L.loginFreeFailuresPerPair; i += 1) await login('hizli.kullanici', WRONG);
    for (const spelling of ['HIZLI.kullanici', 'Hızlı.Kullanıcı', 'hİzlİ.kullanİcİ', ' hizli.KULLANICI ']) {
      const res = await login(spelling, USERS.fast[1]);
      expect(res.status, spelling).toBe(429);
    }
    // The same fold finds the person: a capitalised name with the right password signs in.
    const other = world();
    expect((await other.login('HIZLI.Kullanici', USERS.fast[1])).status).toBe(200);
    // And the trail names the one form.
    const names = client.db
      .prepare("SELECT DISTINCT person_name AS n FROM audit_entries WHERE operation = 'login'")
      .all() as { n: string }[];
    expect(names.map((r) => r.n)).toEqual(['hizli.kullanici']);
  });

  it('guessing from many addresses slows only untrusted addresses: the owner at a known address gets in', async () => {
    const { clock, login } = world();
    expect((await login(...USERS.fast, OFFICE)).status).toBe(200); // the owner's address, now trusted
    clock.advance(60);
    for (let i = 0; i < 3 * L.loginFreeFailuresPerAccount; i += 1) {
      await login(USERS.fast[0], WRONG, ELSEWHERE(i));
    }
    // A new address waits (account-wide, capped short); the owner's own does not.
    const stranger = await login(...USERS.fast, ELSEWHERE(200));
    expect(stranger.status).toBe(429);
    expect(Number(stranger.body.status?.description)).toBeLessThanOrEqual(L.loginDelayCapSeconds);
    expect((await login(...USERS.fast, OFFICE)).status).toBe(200);
  });

  it("an address spraying names is slowed for new names, not for a colleague's right password", async () => {
    const { login } = world({ loginFreeFailuresPerAddress: 3 });
    expect((await login(...USERS.demo, OFFICE)).status).toBe(200); // a colleague who signs in here
    for (const name of ['a.kisi', 'b.kisi', 'c.kisi']) await login(name, WRONG, OFFICE);
    const spray = await login('d.kisi', WRONG, OFFICE);
    expect(spray.status).toBe(429);
    expect(spray.body.status?.message).toMatch(WAIT_MESSAGE);
    expect((await login(...USERS.demo, OFFICE)).status).toBe(200);
  });

  it('the person login row cannot slow a customer manager down', async () => {
    const { client, login } = world();
    for (let i = 0; i < 3 * L.loginFreeFailuresPerPair; i += 1) {
      await login('musteri-yoneticisi/portfoy.yonetici', WRONG);
      await login('portfoy.yonetici', WRONG);
    }
    const count = client.db
      .prepare("SELECT COUNT(*) AS n FROM login_failures WHERE account LIKE 'manager:%'")
      .get() as { n: number };
    expect(count.n).toBe(0);
  });

  it('answers an unknown name exactly as a known one, before and at the wait', async () => {
    const known = world();
    const unknown = world();
    const answers = async (w: ReturnType<typeof world>, userName: string) => {
      const out: unknown[] = [];
      for (let i = 0; i <= L.loginFreeFailuresPerPair; i += 1) {
        const res = await w.login(userName, WRONG);
        out.push([res.status, res.body.status?.code, res.body.status?.message?.replace(/\d+/g, 'N')]);
      }
      return out;
    };
    expect(await answers(unknown, 'olmayan.kullanici')).toEqual(await answers(known, USERS.demo[0]));
  });

  it('keeps the counts across a restart (they live in the sandbox database)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    try {
      const dbPath = join(dir, 'portal.sqlite');
      const clock = testClock();
      const before = sandboxClient({ dbPath, now: clock.now });
      for (let i = 0; i < L.loginFreeFailuresPerPair; i += 1) {
        await before.call('login', { userName: USERS.demo[0], password: WRONG });
      }
      before.close();
      const after = sandboxClient({ dbPath, now: clock.now });
      expect((await after.call('login', { userName: USERS.demo[0], password: USERS.demo[1] })).status).toBe(
        429,
      );
      after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('OTP guessing and sending', () => {
  it('a resend never gives a code its tries back, and a locked code cannot be resent', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const otp = await client.startLogin(...USERS.demo);
    const wrong = () =>
      client.call('loginToken', {
        transactionId: otp.transactionId,
        code: wrongCode(client.outbox.latestCode('5321234567')),
      });
    for (let i = 0; i < 3; i += 1) await wrong();
    clock.advance(31);
    expect((await client.call('sendOtp', { transactionId: otp.transactionId })).status).toBe(200);
    expect((await wrong()).body.status?.message).toBe('Doğrulama kodu hatalı. Kalan deneme hakkınız: 1.');
    expect((await wrong()).body.status?.code).toBe('OTP_LOCKED');
    clock.advance(31);
    const resend = await client.call('sendOtp', { transactionId: otp.transactionId });
    expect(resend.body.status).toMatchObject({
      code: 'OTP_LOCKED',
      message: 'Çok fazla hatalı deneme yaptınız. İşlemi yeniden başlatın.',
    });
  });

  it('counts wrong codes per person across their codes, and then refuses even the right one', async () => {
    const client = sandboxClient({ limits: limits({ otpFailuresPerAccount: 6 }) });
    const msisdn = '5321234567';
    for (let round = 0; round < 2; round += 1) {
      const otp = await client.startLogin(...USERS.demo);
      for (let i = 0; i < 3; i += 1) {
        const res = await client.call('loginToken', {
          transactionId: otp.transactionId,
          code: wrongCode(client.outbox.latestCode(msisdn)),
        });
        if (round === 1 && i === 2) {
          expect(res.status).toBe(429);
          expect(res.body.status?.message).toMatch(
            /^Çok fazla hatalı doğrulama kodu girildi\. Lütfen \d+ (saat|dakika)( \d+ dakika)? sonra/,
          );
        }
      }
    }
    // The last code had tries left, but its right value is refused too while the person is locked.
    const lastTx = client.db
      .prepare(
        "SELECT id FROM otp_transactions WHERE purpose = 'LOGIN' ORDER BY sent_at DESC, rowid DESC LIMIT 1",
      )
      .get() as { id: string };
    const right = await client.call('loginToken', {
      transactionId: lastTx.id,
      code: client.outbox.latestCode(msisdn),
    });
    expect(right.status).toBe(429);
    // A new login cannot open a fresh code with five fresh tries.
    const again = await client.call('login', { userName: USERS.demo[0], password: USERS.demo[1] });
    expect(again.status).toBe(429);
    expect(again.body.status?.code).toBe('OTP_LOCKED');
  });

  it('sends a person at most five codes per purpose in fifteen minutes; another purpose still goes', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const { pageToken } = await client.login(...USERS.fast); // the first LOGIN code
    const send = () =>
      client.call<OtpChallenge>(
        'sendOtp',
        { purpose: 'CONTRACT_APPROVAL', reference: 'x' },
        { token: pageToken },
      );
    for (let i = 0; i < DEFAULT_LIMITS.smsPerPurpose; i += 1) expect((await send()).status).toBe(200);
    const sixth = await send();
    expect(sixth.status).toBe(429);
    expect(sixth.body.status?.message).toMatch(
      /^Bu işlem için çok fazla doğrulama kodu istendi\. Lütfen \d+ dakika sonra \(saat \d\d:\d\d\) tekrar deneyiniz\.$/,
    );
    const other = await client.call(
      'sendOtp',
      { purpose: 'DOCUMENT_APPROVAL', reference: 'x' },
      { token: pageToken },
    );
    expect(other.status).toBe(200);
    clock.advance(DEFAULT_LIMITS.smsWindowSeconds + 1);
    expect((await send()).status).toBe(200);
  });

  it('caps the codes one person gets across all purposes, saying how long to wait (issue 38)', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const { pageToken } = await client.login(...USERS.fast); // the first SMS
    const purposes = [
      'CONTRACT_APPROVAL',
      'DOCUMENT_APPROVAL',
      'ROAMING',
      'TARIFF_CHANGE',
      'SIM_ORDER',
      'RE_CONTRACT',
    ];
    const send = (purpose: string) =>
      client.call('sendOtp', { purpose, reference: 'x' }, { token: pageToken });
    let sent = 1;
    for (const purpose of purposes) {
      for (let i = 0; i < 2 && sent < DEFAULT_LIMITS.smsPerPerson; i += 1, sent += 1) {
        expect((await send(purpose)).status).toBe(200);
      }
    }
    expect(sent).toBe(DEFAULT_LIMITS.smsPerPerson);
    const over = await send('INTERNATIONAL_CALL');
    expect(over.status).toBe(429);
    expect(over.body.status?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(over.body.status?.message).toMatch(
      /^Telefonunuza kısa sürede çok fazla doğrulama kodu gönderildi\. Yeni kod için lütfen \d+ (saniye|dakika) sonra \(saat \d\d:\d\d\) tekrar deneyiniz\.$/,
    );
    expect(Number(over.body.status?.description)).toBeGreaterThan(0);
    clock.advance(DEFAULT_LIMITS.smsWindowSeconds + 1);
    expect((await send('INTERNATIONAL_CALL')).status).toBe(200);
  });

  it('caps the codes sent to one phone number, whoever asks', async () => {
    const client = sandboxClient({ limits: limits({ smsPerPerson: 3 }) });
    const shared = (
      client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(USERS.fast[0]) as {
        msisdn: string;
      }
    ).msisdn;
    client.db.prepare('UPDATE users SET msisdn = ? WHERE user_name = ?').run(shared, USERS.special[0]);
    await client.startLogin(...USERS.fast);
    await client.startLogin(...USERS.fast);
    await client.startLogin(...USERS.special);
    const fourth = await client.call('login', { userName: USERS.special[0], password: USERS.special[1] });
    expect(fourth.status).toBe(429);
    expect(fourth.body.status?.message).toMatch(
      /^Telefonunuza kısa sürede çok fazla doğrulama kodu gönderildi\./,
    );
  });

  it('refuses a purpose it does not know, in Turkish, before any SMS', async () => {
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.fast);
    const sent = client.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get() as { n: number };
    const res = await client.call(
      'sendOtp',
      { purpose: 'HERHANGI_BIR_SEY', reference: 'x' },
      { token: pageToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Bu işlem için doğrulama kodu gönderilemez.',
    });
    expect(client.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get()).toEqual(sent);
  });
});
