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
  /^Çok fazla başarısız giriş denemesi yapıldı\. Lütfen \d+ dakika sonra \(saat \d\d:\d\d\) tekrar deneyiniz\.$/;

describe('password guessing', () => {
  it('refuses a name after five wrong passwords, then even the right one, saying when to try again', async () => {
    const client = sandboxClient();
    for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAccount - 1; i += 1) {
      const res = await client.call('login', { userName: USERS.demo[0], password: WRONG });
      expect(res.body.status).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Kullanıcı adı veya şifre hatalı.',
      });
    }
    const last = await client.call('login', { userName: USERS.demo[0], password: WRONG });
    expect(last.status).toBe(429);
    expect(last.body.status?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(last.body.status?.message).toMatch(WAIT_MESSAGE);
    expect(Number(last.body.status?.description)).toBeGreaterThan(14 * 60);
    const right = await client.call('login', { userName: USERS.demo[0], password: USERS.demo[1] });
    expect(right.status).toBe(429);
    expect(right.body.content).toBeNull();
    // Another person is not affected by the name's lock.
    expect((await client.call('login', { userName: USERS.fast[0], password: USERS.fast[1] })).status).toBe(
      200,
    );
  });

  it('answers an unknown name exactly as a known one, before and at the lock', async () => {
    const known = sandboxClient();
    const unknown = sandboxClient();
    const answers = async (client: typeof known, userName: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAccount; i += 1) {
        const res = await client.call('login', { userName, password: WRONG });
        out.push([res.status, res.body.status?.code, res.body.status?.message?.replace(/\d+/g, 'N')]);
      }
      return out;
    };
    expect(await answers(unknown, 'olmayan.kullanici')).toEqual(await answers(known, USERS.demo[0]));
  });

  it("a right password clears the name's count", async () => {
    const client = sandboxClient();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAccount - 1; i += 1) {
        await client.call('login', { userName: USERS.demo[0], password: WRONG });
      }
      expect((await client.call('login', { userName: USERS.demo[0], password: USERS.demo[1] })).status).toBe(
        200,
      );
    }
  });

  it('refuses an address that tries many names, whatever the name', async () => {
    const client = sandboxClient({ limits: limits({ loginFailuresPerAddress: 3 }) });
    for (const name of ['a.kisi', 'b.kisi']) {
      expect((await client.call('login', { userName: name, password: WRONG })).status).toBe(400);
    }
    expect((await client.call('login', { userName: 'c.kisi', password: WRONG })).status).toBe(429);
    const other = await client.call('login', { userName: USERS.fast[0], password: USERS.fast[1] });
    expect(other.status).toBe(429);
    expect(other.body.status?.message).toMatch(WAIT_MESSAGE);
  });

  it('keeps the counts across a restart (they live in the sandbox database)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    try {
      const dbPath = join(dir, 'portal.sqlite');
      const before = sandboxClient({ dbPath });
      for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAccount; i += 1) {
        await before.call('login', { userName: USERS.demo[0], password: WRONG });
      }
      before.close();
      const after = sandboxClient({ dbPath });
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
      message: 'Çok fazla hatalı deneme yaptınız. Lütfen işlemi yeniden başlatınız.',
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
