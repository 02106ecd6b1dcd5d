// @vitest-environment node
/** Login with password and OTP, and the OTP rules every later confirmation reuses. */
import type { LoginResponse, OtpChallenge } from '../src/api/types';
import { prepareSandbox, sandboxClient, testClock, USERS, wrongCode } from './test-support';

// The seeds of both days these tests run on, made while the file loads (not in a test's time).
prepareSandbox();
prepareSandbox(testClock().now());

const DEMO_MSISDN = '5321234567';

describe('login', () => {
  it('rejects a wrong password and an unknown user with the same message', async () => {
    const client = sandboxClient();
    for (const body of [
      { userName: USERS.demo[0], password: 'Yanlis.2026!' },
      { userName: 'olmayan.kullanici', password: USERS.demo[1] },
    ]) {
      const res = await client.call('login', body);
      expect(res.status).toBe(400);
      expect(res.body.status).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Kullanıcı adı veya şifre hatalı.',
      });
    }
    expect(client.outbox.list()).toHaveLength(0);
  });

  it('logs in through the OTP read from the SMS outbox', async () => {
    const client = sandboxClient({ now: testClock().now });
    const login = await client.call<OtpChallenge>('login', {
      userName: USERS.demo[0],
      password: USERS.demo[1],
    });
    expect(login.body.content).toMatchObject({
      maskedMsisdn: '532*****67',
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    const [sms] = client.outbox.list({ msisdn: DEMO_MSISDN });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toBe(`Kurumsal Portal doğrulama kodunuz: ${sms?.code}. Kod 5 dakika geçerlidir.`);

    const res = await client.call<LoginResponse>('loginToken', {
      transactionId: login.body.content?.transactionId,
      code: sms?.code,
    });
    expect(res.status).toBe(200);
    const content = res.body.content as LoginResponse;
    expect(content.pageToken).toMatch(/^[0-9a-f]{64}$/);
    expect(content).toMatchObject({
      userFullname: 'Ayşe Yılmaz',
      corporateName: 'Anadolu Lojistik A.Ş.',
      authorizedPersonType: 'TAM_YETKILI',
      customerSurveyDisplayed: false,
      isTermApproved: false,
      voiceProduct: true,
      dataProduct: true,
      m2mProduct: true,
    });
    expect(content.corporateNcst).toMatch(/^\d+$/);
    expect(content.customerNcst).toMatch(/^\d+$/);
    expect(typeof content.productId).toBe('number');
    expect(content.easyLoginCorporateList).toHaveLength(3);
    expect(content.easyLoginCorporateList.filter((c) => c.defaultCompany)).toHaveLength(1);
    expect(content.customerMenu.map((m) => m.title)).toContain('Ana Sayfa');
    const session = await client.call('sessionControl', {}, { token: content.pageToken });
    expect(session.body.content).toEqual({ active: true, idleSecondsLeft: 900 });
  });

  it('tells the limited, the private-password and the fast user apart', async () => {
    const client = sandboxClient();
    const limited = await client.login(...USERS.limited);
    expect(limited.easyLoginCorporateList).toHaveLength(2);
    expect(limited.easyLoginCorporateList.some((c) => c.defaultCompany)).toBe(false);
    const special = await client.login(...USERS.special);
    expect(special.authorizedPersonType).toBe('OZEL_SIFRE_YETKILISI');
    const fast = await client.login(...USERS.fast);
    expect(fast).toMatchObject({ isTermApproved: true, m2mProduct: false, voiceProduct: true });
    expect(fast.easyLoginCorporateList).toHaveLength(1);
  });
});

describe('OTP rules', () => {
  async function challenge(client: ReturnType<typeof sandboxClient>) {
    const otp = await client.startLogin(...USERS.demo);
    return { otp, code: client.outbox.latestCode(DEMO_MSISDN) };
  }

  it('counts down wrong tries and locks after the fifth', async () => {
    const client = sandboxClient();
    const { otp, code } = await challenge(client);
    for (let left = 4; left >= 1; left--) {
      const res = await client.call('loginToken', {
        transactionId: otp.transactionId,
        code: wrongCode(code),
      });
      expect(res.status).toBe(400);
      expect(res.body.status).toEqual({
        code: 'OTP_INVALID',
        message: `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${left}.`,
        description: String(left),
      });
    }
    const fifth = await client.call('loginToken', {
      transactionId: otp.transactionId,
      code: wrongCode(code),
    });
    expect(fifth.body.status).toMatchObject({
      code: 'OTP_LOCKED',
      message: 'Çok fazla hatalı deneme yaptınız. İşlemi yeniden başlatın.',
    });
    // Even the right code is refused now.
    const right = await client.call('loginToken', { transactionId: otp.transactionId, code });
    expect(right.body.status?.code).toBe('OTP_LOCKED');
  });

  it('expires a code after five minutes', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const { otp, code } = await challenge(client);
    clock.advance(301);
    const res = await client.call('loginToken', { transactionId: otp.transactionId, code });
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
    });
  });

  it('accepts a code once only', async () => {
    const client = sandboxClient();
    const { otp, code } = await challenge(client);
    const first = await client.call('loginToken', { transactionId: otp.transactionId, code });
    expect(first.status).toBe(200);
    const second = await client.call('loginToken', { transactionId: otp.transactionId, code });
    expect(second.status).toBe(400);
    expect(second.body.status?.code).toBe('OTP_USED');
  });

  it('holds resends for 30 seconds, then issues a new code that replaces the old one', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const { otp, code: oldCode } = await challenge(client);
    clock.advance(12);
    const early = await client.call('sendOtp', { transactionId: otp.transactionId });
    expect(early.status).toBe(429);
    expect(early.body.status).toMatchObject({
      code: 'OTP_RESEND_TOO_EARLY',
      message: 'Yeni kod için 18 saniye bekleyin.',
    });
    clock.advance(18);
    const resent = await client.call<OtpChallenge>('sendOtp', { transactionId: otp.transactionId });
    expect(resent.status).toBe(200);
    expect(resent.body.content?.transactionId).toBe(otp.transactionId);
    expect(client.outbox.list({ msisdn: DEMO_MSISDN })).toHaveLength(2);
    const newCode = client.outbox.latestCode(DEMO_MSISDN);
    if (newCode !== oldCode) {
      const stale = await client.call('loginToken', { transactionId: otp.transactionId, code: oldCode });
      expect(stale.body.status?.code).toBe('OTP_INVALID');
    }
    const ok = await client.call('loginToken', { transactionId: otp.transactionId, code: newCode });
    expect(ok.status).toBe(200);
  });

  it('lets a signed-in person open, validate and extend their own OTP transactions', async () => {
    const clock = testClock();
    const client = sandboxClient({ now: clock.now });
    const { pageToken } = await client.login(...USERS.fast);
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'CONTRACT_APPROVAL', reference: 'SOZ-1' },
      { token: pageToken },
    );
    expect(sent.body.content?.maskedMsisdn).toBe('505*****21');
    const transactionId = sent.body.content?.transactionId;
    clock.advance(200);
    const reset = await client.call('resetOtpLifetime', { transactionId }, { token: pageToken });
    expect(reset.body.content).toEqual({ expiresInSeconds: 300 });
    clock.advance(200); // 400 s after sending, alive thanks to the reset
    const code = client.outbox.latestCode('5057654321');
    const valid = await client.call('validateOtp', { transactionId, code }, { token: pageToken });
    expect(valid.body.content).toEqual({ validated: true });
  });

  it('refuses new OTP transactions and foreign resends without a session', async () => {
    const client = sandboxClient();
    const anonymous = await client.call('sendOtp', { purpose: 'CONTRACT_APPROVAL' });
    expect(anonymous.status).toBe(401);
    const { pageToken } = await client.login(...USERS.fast);
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose: 'ROAMING' }, { token: pageToken });
    const foreign = await client.call('sendOtp', { transactionId: sent.body.content?.transactionId });
    expect(foreign.status).toBe(401);
    const badCode = await client.call(
      'validateOtp',
      { transactionId: sent.body.content?.transactionId, code: '12ab' },
      { token: pageToken },
    );
    expect(badCode.body.status?.message).toBe('Doğrulama kodu 6 haneli bir sayı olmalıdır.');
  });

  it('refuses a confirmation code for a change to a person without full authority, before any SMS', async () => {
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.limited);
    const before = client.outbox.list().length;
    const change = await client.call(
      'sendOtp',
      { purpose: 'CONTRACT_APPROVAL', reference: 'x' },
      { token: pageToken },
    );
    expect(change.status).toBe(403);
    expect(client.outbox.list()).toHaveLength(before);
    // A protected download is a read: the code is sent.
    const read = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'CONTRACT_DOWNLOAD', reference: 'x' },
      { token: pageToken },
    );
    expect(read.body.content?.transactionId).toBeTruthy();
  });
});
