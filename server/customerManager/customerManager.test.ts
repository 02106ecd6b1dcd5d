// @vitest-environment node
/**
 * Customer managers: the captcha (image or written, expiry, single use, refresh, no answer in
 * the page), the login (password and captcha, then the SMS code to the manager's registered
 * phone: issue 37) and its throttle, the portfolio's tabs, filters and paging, authorized persons
 * by role, and customer-to-login.
 */
import type {
  AuthorizedPersonList,
  Captcha,
  ManagerLogin,
  PortfolioPage,
  RoleFilterMenu,
} from '../../src/api/customerManager/types';
import type { LoginResponse, OtpChallenge } from '../../src/api/types';
import { MESSAGES } from '../messages';
import { sandboxClient, testClock, USERS } from '../test-support';
import { captchaAnswer } from './captcha';
import { solveWrittenCaptcha } from './conformance';
import { DEMO_MANAGERS } from './seed';
import { managerPasswordStep, managerSignIn } from './support';

const [SELIM, DERYA] = DEMO_MANAGERS as [(typeof DEMO_MANAGERS)[0], (typeof DEMO_MANAGERS)[0]];
const GIDA = '1000245873';
const LOJISTIK = '1000245871';
const ENERJI = '1000245872';

function world() {
  const clock = testClock();
  const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 900 });
  const captcha = async (kind?: 'image' | 'text') => {
    const res = await client.call<Captcha>('captcha', kind ? { kind } : {});
    expect(res.status).toBe(200);
    return res.body.content!;
  };
  /** The right answer of a captcha, from the sandbox's store (a test has no eyes for the image). */
  const answerOf = (c: Captcha) => captchaAnswer(client.db, c.captchaId)!.answer;
  const loginCall = (userName: string, password: string, answer?: (c: Captcha) => string) =>
    managerPasswordStep(client, { userName, password }, answer);
  const codeCall = (transactionId: string, code: string) =>
    client.call<ManagerLogin>('customerManagerToken', { transactionId, code });
  const managerToken = async (manager = SELIM) => (await managerSignIn(client, manager)).managerToken;
  const managerSessions = () =>
    (client.db.prepare('SELECT COUNT(*) AS n FROM customer_manager_sessions').get() as { n: number }).n;
  return { clock, client, captcha, answerOf, loginCall, codeCall, managerToken, managerSessions };
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('captcha', () => {
  it('is an SVG image by default, with no answer or sum in the page as text; each refresh is a new one', async () => {
    const { captcha, answerOf } = world();
    const first = await captcha();
    const second = await captcha();
    if (first.kind !== 'image') throw new Error('expected the image captcha');
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(first.image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    // The digits are drawn as paths: the SVG's markup holds neither a text element nor the answer.
    expect(svg).not.toMatch(/<text/);
    expect(JSON.stringify(first)).not.toContain('question');
    expect(first.expiresInSeconds).toBe(120);
    expect(second.captchaId).not.toBe(first.captchaId);
    expect(answerOf(first)).toMatch(/^\d+$/);
  });

  it('on request is a written question a reader answers by counting, which never spells out its answer', async () => {
    const { captcha, answerOf } = world();
    for (let i = 0; i < 20; i++) {
      const c = await captcha('text');
      if (c.kind !== 'text') throw new Error('expected the written captcha');
      expect(c.question).toMatch(
        /^Şu kelimelerden kaçı bir (meyvedir|renktir|hayvandır|eşyadır): [a-zçğıöşü]+(, [a-zçğıöşü]+){5}\?$/,
      );
      expect(c.question).not.toMatch(/\d| artı /);
      expect(solveWrittenCaptcha(c)).toBe(answerOf(c));
    }
  });

  it('is used once: right or wrong, the same captcha is refused the second time', async () => {
    const { client, captcha, answerOf } = world();
    const c = await captcha();
    const body = { userName: SELIM.userName, password: SELIM.password, captchaId: c.captchaId };
    const answer = answerOf(c);
    const wrong = await client.call('customerManagerLogin', {
      ...body,
      captchaAnswer: String(Number(answer) + 1),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.status!).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: expect.stringContaining('Güvenlik kodu'),
    });
    const again = await client.call('customerManagerLogin', { ...body, captchaAnswer: answer });
    expect(again.status).toBe(400);
    expect(again.body.status!.code).toBe('CAPTCHA_INVALID');
  });

  it('expires after two minutes', async () => {
    const { client, clock, captcha, answerOf } = world();
    const c = await captcha();
    clock.advance(121);
    const res = await client.call('customerManagerLogin', {
      userName: SELIM.userName,
      password: SELIM.password,
      captchaId: c.captchaId,
      captchaAnswer: answerOf(c),
    });
    expect(res.status).toBe(400);
    expect(res.body.status!.code).toBe('CAPTCHA_INVALID');
  });

  it('a captcha answer that is not a number is refused in Turkish before any check', async () => {
    const { client, captcha } = world();
    const c = await captcha();
    const res = await client.call('customerManagerLogin', {
      userName: SELIM.userName,
      password: SELIM.password,
      captchaId: c.captchaId,
      captchaAnswer: 'on iki',
    });
    expect(res.status).toBe(400);
    expect(res.body.status!.message).toBe('Güvenlik kodu yalnızca rakamlardan oluşmalıdır.');
  });

  it('refuses an unknown kind in Turkish', async () => {
    const { client } = world();
    const res = await client.call('captcha', { kind: 'audio' });
    expect(res.status).toBe(400);
    expect(res.body.status!.message).toMatch(/^Güvenlik sorusu türü/);
  });
});

describe('manager login: password and captcha, then the SMS code (issue 37)', () => {
  it('sends a code to the registered phone and opens no session before it; a wrong password gets the Turkish refusal', async () => {
    const { client, loginCall, managerSessions } = world();
    const sent = await loginCall(SELIM.userName, SELIM.password);
    expect(sent.status).toBe(200);
    expect(sent.body.content).toEqual({
      transactionId: expect.any(String),
      maskedMsisdn: '505*****33',
      expiresInSeconds: 300,
      resendInSeconds: 30,
    });
    expect(JSON.stringify(sent.body.content)).not.toMatch(/managerToken|Selim/);
    expect(client.outbox.list({ msisdn: SELIM.msisdn })).toHaveLength(1);
    expect(managerSessions()).toBe(0);
    const bad = await loginCall(SELIM.userName, 'yanlis');
    expect(bad.status).toBe(400);
    expect(bad.body.status!.message).toBe('Kullanıcı adı veya şifre hatalı.');
    // A company user's name is not a manager's, and no code goes anywhere for a refusal.
    const user = await loginCall('hizli.kullanici', 'Hizli.2026!');
    expect(user.status).toBe(400);
    expect(client.outbox.list({ msisdn: SELIM.msisdn })).toHaveLength(1);
  });

  it('issues the manager token only for the right code; a wrong one is counted, a used one refused', async () => {
    const { client, loginCall, codeCall, managerSessions } = world();
    const { transactionId } = (await loginCall(SELIM.userName, SELIM.password)).body.content!;
    const code = client.outbox.latestCode(SELIM.msisdn)!;
    const wrong = await codeCall(transactionId, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.status).toMatchObject({ code: 'OTP_INVALID', message: MESSAGES.otpInvalid(4) });
    expect(managerSessions()).toBe(0);
    const failures = client.db
      .prepare("SELECT COUNT(*) AS n FROM otp_failures WHERE realm = 'manager' AND user_id = ?")
      .get(1) as { n: number };
    expect(failures.n).toBe(1);
    const right = await codeCall(transactionId, code);
    expect(right.status).toBe(200);
    expect(right.body.content).toEqual({
      managerName: 'Selim Karaca',
      managerToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(managerSessions()).toBe(1);
    const again = await codeCall(transactionId, code);
    expect(again.body.status).toMatchObject({ code: 'OTP_USED', message: MESSAGES.otpUsed });
    // The token works.
    const page = await client.call<PortfolioPage>('portfolioList', {
      managerToken: right.body.content!.managerToken,
      portfolioType: 'PRIMARY',
      offset: 0,
      limit: 20,
    });
    expect(page.status).toBe(200);
  });

  it('locks the code after five wrong tries: even the right code is refused then', async () => {
    const { client, loginCall, codeCall, managerSessions } = world();
    const { transactionId } = (await loginCall(DERYA.userName, DERYA.password)).body.content!;
    const code = client.outbox.latestCode(DERYA.msisdn)!;
    for (let i = 0; i < 4; i++) expect((await codeCall(transactionId, otherCode(code))).status).toBe(400);
    const fifth = await codeCall(transactionId, otherCode(code));
    expect(fifth.body.status).toMatchObject({ code: 'OTP_LOCKED', message: MESSAGES.otpLocked });
    const right = await codeCall(transactionId, code);
    expect(right.status).toBe(400);
    expect(right.body.status!.code).toBe('OTP_LOCKED');
    // A resend does not give the tries back.
    const resend = await client.call('sendOtp', { transactionId });
    expect(resend.body.status!.code).toBe('OTP_LOCKED');
    expect(managerSessions()).toBe(0);
  });

  it('expires after five minutes; a resend (not before 30 s) sends a new code that works', async () => {
    const { client, clock, loginCall, codeCall } = world();
    const { transactionId } = (await loginCall(SELIM.userName, SELIM.password)).body.content!;
    const first = client.outbox.latestCode(SELIM.msisdn)!;
    const early = await client.call('sendOtp', { transactionId });
    expect(early.status).toBe(429);
    expect(early.body.status!.message).toMatch(/^Yeni kod için \d+ saniye bekleyin\.$/);
    clock.advance(301);
    const late = await codeCall(transactionId, first);
    expect(late.body.status).toMatchObject({ code: 'OTP_EXPIRED', message: MESSAGES.otpExpired });
    // Without a session, as on the login page: the transaction is the credential.
    const resent = await client.call<OtpChallenge>('sendOtp', { transactionId });
    expect(resent.status).toBe(200);
    expect(resent.body.content?.maskedMsisdn).toBe('505*****33');
    expect(client.outbox.list({ msisdn: SELIM.msisdn })).toHaveLength(2);
    const ok = await codeCall(transactionId, client.outbox.latestCode(SELIM.msisdn)!);
    expect(ok.status).toBe(200);
  });

  it('keeps the person login and the manager login apart', async () => {
    const { client, loginCall, codeCall } = world();
    // A person's login code opens no manager session, and a manager's code no company session.
    const personChallenge = (
      await client.call<OtpChallenge>('login', { userName: USERS.fast[0], password: USERS.fast[1] })
    ).body.content!;
    const personCode = client.outbox.latestCode('5057654321')!;
    const asManager = await codeCall(personChallenge.transactionId, personCode);
    expect(asManager.status).toBe(400);
    expect(asManager.body.status!.message).toBe(MESSAGES.otpWrongPurpose);
    const managerChallenge = (await loginCall(SELIM.userName, SELIM.password)).body.content!;
    const managerCode = client.outbox.latestCode(SELIM.msisdn)!;
    const asPerson = await client.call<LoginResponse>('loginToken', {
      transactionId: managerChallenge.transactionId,
      code: managerCode,
    });
    expect(asPerson.status).toBe(400);
    expect(asPerson.body.status!.message).toBe(MESSAGES.otpWrongPurpose);
    // A signed-in person can neither ask for a manager code by purpose nor validate one.
    const person = await client.login(...USERS.fast);
    const asked = await client.call(
      'sendOtp',
      { purpose: 'MANAGER_LOGIN', reference: SELIM.userName },
      { token: person.pageToken },
    );
    expect(asked.status).toBe(400);
    expect(asked.body.status!.message).toBe(MESSAGES.otpLoginOnlyViaLogin);
    const validated = await client.call(
      'validateOtp',
      { transactionId: managerChallenge.transactionId, code: managerCode },
      { token: person.pageToken },
    );
    expect(validated.body.status!.message).toBe(MESSAGES.otpUnknown);
    // Both codes are still good where they belong.
    expect((await codeCall(managerChallenge.transactionId, managerCode)).status).toBe(200);
  });

  it('is throttled: after five wrong passwords even the right one is refused with 429, and no code is sent', async () => {
    const { client, loginCall } = world();
    for (let i = 0; i < 4; i++) expect((await loginCall(DERYA.userName, `yanlis-${i}`)).status).toBe(400);
    expect((await loginCall(DERYA.userName, 'yanlis-5')).status).toBe(429);
    const right = await loginCall(DERYA.userName, DERYA.password);
    expect(right.status).toBe(429);
    expect(right.body.status!.code).toBe('TOO_MANY_ATTEMPTS');
    expect(client.outbox.list({ msisdn: DERYA.msisdn })).toHaveLength(0);
    // Another manager is not locked out.
    expect((await loginCall(SELIM.userName, SELIM.password)).status).toBe(200);
  });
});

describe('portfolio', () => {
  it('lists the PRIMARY and SECONDARY portfolios with counts, officials and the filter choices', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    const primary = await client.call<PortfolioPage>('portfolioList', {
      managerToken: token,
      portfolioType: 'PRIMARY',
      offset: 0,
      limit: 20,
    });
    const page = primary.body.content!;
    expect(page.managerName).toBe('Selim Karaca');
    expect(page.counts).toEqual({ PRIMARY: 2, SECONDARY: 1 });
    expect(page.items.map((i) => i.corporateNcst)).toEqual([GIDA, LOJISTIK]);
    expect(page.cities).toEqual(['Ankara', 'İstanbul', 'İzmir']);
    expect(page.segments).toEqual(['KOBI', 'KURUMSAL']);
    const gida = page.items[0]!;
    expect(gida.officialList.map((o) => o.fullName)).toContain('Can Öztürk');
    expect(gida.officialList.length).toBeLessThanOrEqual(3);
    // The card's count is the length of the list its dialog opens.
    const persons = await client.call<AuthorizedPersonList>('authorizedPersonList', {
      managerToken: token,
      corporateNcst: GIDA,
    });
    expect(gida.officialCount).toBe(persons.body.content!.items.length);
    expect(gida.officialCount).toBeGreaterThan(gida.officialList.length);
    expect(gida.lineCount).toBeGreaterThan(0);
    const secondary = await client.call<PortfolioPage>('portfolioList', {
      managerToken: token,
      portfolioType: 'SECONDARY',
      offset: 0,
      limit: 20,
    });
    expect(secondary.body.content!.items.map((i) => i.corporateNcst)).toEqual([ENERJI]);
  });

  it('filters by segment, by city and by name or customer number in Turkish, and pages', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    const list = async (filter: object, offset = 0, limit = 20) =>
      (
        await client.call<PortfolioPage>('portfolioList', {
          managerToken: token,
          portfolioType: 'PRIMARY',
          filter,
          offset,
          limit,
        })
      ).body.content!;
    expect((await list({ segment: 'KOBI' })).items.map((i) => i.corporateNcst)).toEqual([GIDA]);
    // "İZMİR" and "izmir" are the same city in Turkish.
    expect((await list({ city: 'izmir' })).items.map((i) => i.corporateNcst)).toEqual([GIDA]);
    // Turkish case rules: "GIDA" is "gıda", while "GİDA" is "gida", another word.
    expect((await list({ text: 'GIDA' })).items.map((i) => i.corporateNcst)).toEqual([GIDA]);
    expect((await list({ text: 'GİDA' })).total).toBe(0);
    expect((await list({ city: 'İZMİR' })).total).toBe(1);
    expect((await list({ text: 'gıda' })).items.map((i) => i.corporateNcst)).toEqual([GIDA]);
    // By the customer number every screen shows (the company profile's), not the account id customerNcst.
    expect((await list({ text: '1000245871' })).items.map((i) => i.corporateNcst)).toEqual([LOJISTIK]);
    expect((await list({ text: '2000381245' })).total).toBe(0);
    const second = await list({}, 1, 1);
    expect(second.total).toBe(2);
    expect(second.items.map((i) => i.corporateNcst)).toEqual([LOJISTIK]);
  });

  it('answers 401 in Turkish without a manager session, and after it was idle too long', async () => {
    const { client, clock, managerToken } = world();
    const stranger = await client.call('portfolioList', {
      managerToken: 'a'.repeat(64),
      portfolioType: 'PRIMARY',
      offset: 0,
      limit: 20,
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body.status!.message).toBe(
      'Müşteri yöneticisi oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
    );
    const token = await managerToken();
    clock.advance(901);
    for (const name of ['portfolioList', 'authorizedPersonList', 'roleFilterMenu', 'customerToLogin']) {
      const res = await client.call(name, {
        managerToken: token,
        portfolioType: 'PRIMARY',
        offset: 0,
        limit: 20,
        corporateNcst: GIDA,
        userId: 1,
      });
      expect(res.status, name).toBe(401);
    }
  });
});

describe('authorized persons', () => {
  it('lists a portfolio company’s persons, filtered by role; the role menu counts them', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    // Other features seed more persons; the truth is the directory's user_companies.
    const people = client.db
      .prepare(
        `SELECT u.full_name AS name, u.authorized_person_type AS type FROM user_companies uc
         JOIN users u ON u.id = uc.user_id WHERE uc.corporate_ncst = ?`,
      )
      .all(GIDA) as { name: string; type: string }[];
    const count = (type: string) => people.filter((p) => p.type === type).length;
    const menu = await client.call<RoleFilterMenu>('roleFilterMenu', {
      managerToken: token,
      corporateNcst: GIDA,
    });
    expect(menu.body.content!.roles).toEqual(
      expect.arrayContaining([
        { value: 'TAM_YETKILI', label: 'Tam yetkili', count: count('TAM_YETKILI') },
        { value: 'YETKILI', label: 'Yetkili', count: count('YETKILI') },
      ]),
    );
    const all = await client.call<AuthorizedPersonList>('authorizedPersonList', {
      managerToken: token,
      corporateNcst: GIDA,
    });
    expect(all.body.content!.corporateName).toBe('Anadolu Gıda San. A.Ş.');
    const names = all.body.content!.items.map((p) => p.fullName);
    expect(names).toEqual(expect.arrayContaining(['Ayşe Yılmaz', 'Can Öztürk', 'Zeynep Kaya']));
    expect(names).toHaveLength(people.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'tr')));
    expect(all.body.content!.items.find((p) => p.fullName === 'Ayşe Yılmaz')!.maskedMsisdn).not.toContain(
      '1234567',
    );
    // What each may do comes from their grants in this company, not from full authority alone.
    const rights = (name: string) => {
      const p = all.body.content!.items.find((item) => item.fullName === name)!;
      return { fullAuthority: p.fullAuthority, request: p.requestGroups, approve: p.approveGroups };
    };
    expect(rights('Deniz Aksoy')).toEqual({ fullAuthority: false, request: 3, approve: 0 });
    expect(rights('Murat Çelik')).toEqual({ fullAuthority: false, request: 4, approve: 1 });
    expect(rights('Gül Aydın')).toEqual({ fullAuthority: false, request: 0, approve: 0 });
    expect(rights('Can Öztürk').fullAuthority).toBe(true);
    const limited = await client.call<AuthorizedPersonList>('authorizedPersonList', {
      managerToken: token,
      corporateNcst: GIDA,
      authorizedPersonType: 'YETKILI',
    });
    const limitedNames = limited.body.content!.items.map((p) => p.fullName);
    expect(limitedNames).toContain('Zeynep Kaya');
    expect(limitedNames).toHaveLength(count('YETKILI'));
    expect(limited.body.content!.items.every((p) => p.authorizedPersonType === 'YETKILI')).toBe(true);
  });

  it('refuses a company outside the manager’s portfolio with 403', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    // Another company id that exists nowhere in Selim's portfolio.
    const res = await client.call('authorizedPersonList', {
      managerToken: token,
      corporateNcst: '1000245899',
    });
    expect(res.status).toBe(403);
    expect(res.body.status!.message).toBe('Bu şirket portföyünüzde bulunmuyor.');
  });
});

describe('customer-to-login', () => {
  it('opens a company session on the person’s behalf that records the manager, and the manager stays signed in', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    const persons = await client.call<AuthorizedPersonList>('authorizedPersonList', {
      managerToken: token,
      corporateNcst: GIDA,
    });
    const can = persons.body.content!.items.find((p) => p.fullName === 'Can Öztürk')!;
    const res = await client.call<LoginResponse>('customerToLogin', {
      managerToken: token,
      corporateNcst: GIDA,
      userId: can.userId,
    });
    expect(res.status).toBe(200);
    const login = res.body.content!;
    expect(login).toMatchObject({
      userFullname: 'Can Öztürk',
      corporateNcst: GIDA,
      customerManagerName: 'Selim Karaca',
    });
    expect(res.headers.get('set-cookie')).toContain('XSRF-TOKEN=');
    const recorded = client.db
      .prepare(
        'SELECT m.display_name AS name FROM sessions s JOIN customer_managers m ON m.id = s.manager_id WHERE s.token = ?',
      )
      .get(login.pageToken) as { name: string } | undefined;
    expect(recorded?.name).toBe('Selim Karaca');
    // The company session works like any other: it reads the session, then logs out.
    expect((await client.call('sessionControl', {}, { token: login.pageToken })).status).toBe(200);
    expect((await client.call('logout', {}, { token: login.pageToken })).status).toBe(200);
    // Back to the portfolio: the manager's own session is untouched by the company logout.
    const back = await client.call('portfolioList', {
      managerToken: token,
      portfolioType: 'PRIMARY',
      offset: 0,
      limit: 5,
    });
    expect(back.status).toBe(200);
  });

  it('in a session on a person’s behalf, offers and switches only to companies of the manager’s portfolio', async () => {
    const { client, managerToken } = world();
    // Energy leaves Selim's portfolio; Ayşe Yılmaz is an authorized person of all three companies.
    client.db.prepare('DELETE FROM customer_manager_portfolios WHERE corporate_ncst = ?').run(ENERJI);
    const token = await managerToken();
    const persons = await client.call<AuthorizedPersonList>('authorizedPersonList', {
      managerToken: token,
      corporateNcst: GIDA,
    });
    const ayse = persons.body.content!.items.find((p) => p.fullName === 'Ayşe Yılmaz')!;
    const res = await client.call<LoginResponse>('customerToLogin', {
      managerToken: token,
      corporateNcst: GIDA,
      userId: ayse.userId,
    });
    const login = res.body.content!;
    expect(login.easyLoginCorporateList.map((c) => c.corporateNcst).sort()).toEqual([LOJISTIK, GIDA].sort());
    const outside = await client.call(
      'changeCorporate',
      { corporateNcst: ENERJI },
      { token: login.pageToken },
    );
    expect(outside.status).toBe(403);
    const inside = await client.call<LoginResponse>(
      'changeCorporate',
      { corporateNcst: LOJISTIK },
      { token: login.pageToken },
    );
    expect(inside.status).toBe(200);
    expect(inside.body.content!.easyLoginCorporateList.map((c) => c.corporateNcst)).not.toContain(ENERJI);
  });

  it('refuses a person who is not an authorized person of the company', async () => {
    const { client, managerToken } = world();
    const token = await managerToken();
    const ozel = client.db.prepare("SELECT id FROM users WHERE user_name = 'ozel.yetkili'").get() as {
      id: number;
    };
    const res = await client.call('customerToLogin', {
      managerToken: token,
      corporateNcst: GIDA,
      userId: ozel.id,
    });
    expect(res.status).toBe(404);
    expect(res.body.status!.message).toBe('Seçilen kişi bu şirketin yetkilisi değil.');
  });

  it('a normal login carries no manager name', async () => {
    const { client } = world();
    const login = await client.login('hizli.kullanici', 'Hizli.2026!');
    expect(login.customerManagerName).toBeUndefined();
  });
});
