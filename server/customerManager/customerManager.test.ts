// @vitest-environment node
/**
 * Customer managers: the captcha (expiry, single use, refresh), the login and its throttle, the
 * portfolio's tabs, filters and paging, authorized persons by role, and customer-to-login.
 */
import type {
  AuthorizedPersonList,
  Captcha,
  ManagerLogin,
  PortfolioPage,
  RoleFilterMenu,
} from '../../src/api/customerManagerTypes';
import type { LoginResponse } from '../../src/api/types';
import { sandboxClient, testClock } from '../test-support';
import { captchaAnswer } from './captcha';
import { solveCaptchaQuestion } from './conformance';
import { DEMO_MANAGERS } from './seed';

const [SELIM, DERYA] = DEMO_MANAGERS as [(typeof DEMO_MANAGERS)[0], (typeof DEMO_MANAGERS)[0]];
const GIDA = '1000245873';
const LOJISTIK = '1000245871';
const ENERJI = '1000245872';

function world() {
  const clock = testClock();
  const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 900 });
  const captcha = async () => {
    const res = await client.call<Captcha>('captcha', {});
    expect(res.status).toBe(200);
    return res.body.content!;
  };
  const loginCall = async (userName: string, password: string, answer?: (c: Captcha) => string) => {
    const c = await captcha();
    return client.call<ManagerLogin>('customerManagerLogin', {
      userName,
      password,
      captchaId: c.captchaId,
      captchaAnswer: answer ? answer(c) : solveCaptchaQuestion(c.question),
    });
  };
  const managerToken = async (manager = SELIM) => {
    const res = await loginCall(manager.userName, manager.password);
    expect(res.status).toBe(200);
    return res.body.content!.managerToken;
  };
  return { clock, client, captcha, loginCall, managerToken };
}

describe('captcha', () => {
  it('is an SVG image with the same sum as a Turkish question; each refresh is a new one', async () => {
    const { client, captcha } = world();
    const first = await captcha();
    const second = await captcha();
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(first.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(first.question).toMatch(/^[A-ZÇĞİÖŞÜ][a-zçğıöşü]+ artı [a-zçğıöşü]+ kaç eder\?$/);
    expect(first.expiresInSeconds).toBe(120);
    expect(second.captchaId).not.toBe(first.captchaId);
    expect(captchaAnswer(client.db, first.captchaId)?.answer).toBe(solveCaptchaQuestion(first.question));
  });

  it('is used once: right or wrong, the same captcha is refused the second time', async () => {
    const { client, captcha } = world();
    const c = await captcha();
    const body = { userName: SELIM.userName, password: SELIM.password, captchaId: c.captchaId };
    const answer = solveCaptchaQuestion(c.question);
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
    const { client, clock, captcha } = world();
    const c = await captcha();
    clock.advance(121);
    const res = await client.call('customerManagerLogin', {
      userName: SELIM.userName,
      password: SELIM.password,
      captchaId: c.captchaId,
      captchaAnswer: solveCaptchaQuestion(c.question),
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
});

describe('manager login', () => {
  it('answers a manager token and name; a wrong password gets the Turkish refusal', async () => {
    const { loginCall } = world();
    const ok = await loginCall(SELIM.userName, SELIM.password);
    expect(ok.body.content).toMatchObject({
      managerName: 'Selim Karaca',
      managerToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const bad = await loginCall(SELIM.userName, 'yanlis');
    expect(bad.status).toBe(400);
    expect(bad.body.status!.message).toBe('Kullanıcı adı veya şifre hatalı.');
    // A company user's name is not a manager's.
    const user = await loginCall('hizli.kullanici', 'Hizli.2026!');
    expect(user.status).toBe(400);
  });

  it('is throttled: after five wrong passwords even the right one is refused with 429', async () => {
    const { loginCall } = world();
    for (let i = 0; i < 4; i++) expect((await loginCall(DERYA.userName, `yanlis-${i}`)).status).toBe(400);
    expect((await loginCall(DERYA.userName, 'yanlis-5')).status).toBe(429);
    const right = await loginCall(DERYA.userName, DERYA.password);
    expect(right.status).toBe(429);
    expect(right.body.status!.code).toBe('TOO_MANY_ATTEMPTS');
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
