import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type {
  Captcha,
  CaptchaKind,
  ManagerLogin,
  ManagerLoginChallenge,
  PortfolioPage,
} from '../../api/customerManager/types';
import type { LoginResponse } from '../../api/types';
import { loginRedirectUrl } from '../../lib/config';
import { MANAGER_SESSION_KEY } from '../../lib/managerSession';
import type { OtpOutput } from '../shared/otp/otpMachine';
import type { PersonsData, PersonsQuery, PortfolioQuery } from './managerActors';
import { MANAGER_PATHS, managerLoginMachine } from './managerLoginMachine';
import { portfolioMachine } from './portfolioMachine';

const captcha = (id: string, kind: CaptchaKind = 'image'): Captcha =>
  kind === 'image'
    ? { kind, captchaId: id, image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 120 }
    : {
        kind,
        captchaId: id,
        question: 'Şu kelimelerden kaçı bir renktir: mavi, kedi, masa?',
        expiresInSeconds: 120,
      };

const CHALLENGE: ManagerLoginChallenge = {
  transactionId: 'tx-1',
  maskedMsisdn: '505*****33',
  expiresInSeconds: 300,
  resendInSeconds: 30,
};
const MANAGER: ManagerLogin = { managerToken: 'a'.repeat(64), managerName: 'Selim Karaca' };

const unauthorized = () =>
  new HttpError({
    kind: 'http',
    httpStatus: 401,
    code: '401',
    message: 'Müşteri yöneticisi oturumunuz sona erdi.',
  });

describe('manager login machine', () => {
  function start(
    login: (input: unknown) => Promise<ManagerLoginChallenge>,
    otp: () => Promise<OtpOutput> = async () => ({
      status: 'validated',
      result: MANAGER,
      transactionId: 'tx-1',
    }),
  ) {
    let drawn = 0;
    const storeManager = vi.fn();
    const navigate = vi.fn();
    const captchaKinds: CaptchaKind[] = [];
    const otpInputs: unknown[] = [];
    const actor = createActor(
      managerLoginMachine.provide({
        actors: {
          captcha: fromPromise(async ({ input }: { input: { kind: CaptchaKind } }) => {
            captchaKinds.push(input.kind);
            return captcha(`c${++drawn}`, input.kind);
          }),
          login: fromPromise(({ input }) => login(input)),
          otp: fromPromise(async ({ input }) => {
            otpInputs.push(input);
            return otp();
          }) as never,
        },
      }),
    );
    // The edge performs the effects; here the test stands for it.
    actor.on('storage', ({ key, value }) => key === MANAGER_SESSION_KEY && storeManager(value));
    actor.on('navigate', ({ to }) => navigate(to));
    actor.start();
    return { actor, storeManager, navigate, captchaKinds, otpInputs };
  }

  it('sends the captcha id with the answer, then the SMS code; only the code stores the manager', async () => {
    const login = vi.fn(async () => CHALLENGE);
    const { actor, storeManager, navigate, otpInputs } = start(login);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.submit', userName: 'portfoy.yonetici', password: 'x', captchaAnswer: '9' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({
      userName: 'portfoy.yonetici',
      password: 'x',
      captchaId: 'c1',
      captchaAnswer: '9',
    });
    // The OTP child starts from the challenge the password step answered: no second SMS.
    expect(otpInputs).toEqual([{ challenge: CHALLENGE, purpose: 'MANAGER_LOGIN' }]);
    expect(storeManager).toHaveBeenCalledWith(MANAGER);
    expect(navigate).toHaveBeenCalledWith(MANAGER_PATHS.portfolio);
    // The clear action of spec §4: the used captcha is not kept.
    expect(actor.getSnapshot().context.captcha).toBeUndefined();
  });

  it('a code step given up or failed stores nothing and starts over with a new captcha', async () => {
    let outcome: 'cancel' | 'fail' = 'cancel';
    const { actor, storeManager, navigate } = start(
      async () => CHALLENGE,
      async () => {
        if (outcome === 'fail') throw new Error('Servis başarısız oldu.');
        return { status: 'cancelled' };
      },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.submit', userName: 'a', password: 'b', captchaAnswer: '1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c2');
    expect(actor.getSnapshot().context.challenge).toBeUndefined();
    expect(actor.getSnapshot().context.loginError).toBeUndefined();
    outcome = 'fail';
    actor.send({ type: 'user.submit', userName: 'a', password: 'b', captchaAnswer: '1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c3');
    expect(actor.getSnapshot().context.loginError).toBe('Servis başarısız oldu.');
    expect(storeManager).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a refused login keeps its message and draws a new captcha (the old one is used up)', async () => {
    const { actor, navigate } = start(async () => {
      throw new Error('Güvenlik kodu hatalı ya da süresi doldu.');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.submit', userName: 'a', password: 'b', captchaAnswer: '1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c2');
    expect(actor.getSnapshot().context.loginError).toBe('Güvenlik kodu hatalı ya da süresi doldu.');
    expect(navigate).not.toHaveBeenCalled();
    // A refresh draws another; a new attempt clears the old refusal.
    actor.send({ type: 'user.refreshCaptcha' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c3');
    actor.send({ type: 'user.submit', userName: 'a', password: 'b', captchaAnswer: '1' });
    expect(actor.getSnapshot().context.loginError).toBeUndefined();
  });

  it('draws the written question on request and keeps that kind for the next captchas', async () => {
    const { actor, captchaKinds } = start(async () => {
      throw new Error('Güvenlik kodu hatalı ya da süresi doldu.');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'user.chooseCaptcha', kind: 'image' })).toBe(false);
    actor.send({ type: 'user.chooseCaptcha', kind: 'text' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.kind === 'text');
    actor.send({ type: 'user.submit', userName: 'a', password: 'b', captchaAnswer: '1' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c3');
    actor.send({ type: 'user.chooseCaptcha', kind: 'image' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.captchaId === 'c4');
    expect(captchaKinds).toEqual(['image', 'text', 'text', 'image']);
  });

  it('a captcha that cannot be drawn offers a retry', async () => {
    let fail = true;
    const actor = createActor(
      managerLoginMachine.provide({
        actors: {
          captcha: fromPromise(async () => {
            if (fail) throw new Error('Servis başarısız oldu.');
            return captcha('ok');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('captchaFailed'));
    expect(actor.getSnapshot().context.captchaError).toBe('Servis başarısız oldu.');
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.captchaError).toBeUndefined();
  });
});

const page = (over: Partial<PortfolioPage> = {}): PortfolioPage => ({
  managerName: 'Selim Karaca',
  items: [],
  total: 0,
  counts: { PRIMARY: 2, SECONDARY: 1 },
  segments: [],
  cities: [],
  ...over,
});

describe('portfolio machine', () => {
  function start(
    options: {
      token?: string | null;
      portfolio?: (q: PortfolioQuery) => Promise<PortfolioPage>;
      persons?: (q: PersonsQuery) => Promise<PersonsData>;
      toLogin?: () => Promise<LoginResponse>;
    } = {},
  ) {
    const calls = { clearManager: vi.fn(), adopt: vi.fn(), navigate: vi.fn() };
    const actor = createActor(
      portfolioMachine.provide({
        actors: {
          portfolio: fromPromise(({ input }) => (options.portfolio ?? (async () => page()))(input)),
          persons: fromPromise(({ input }) =>
            (
              options.persons ??
              (async () => ({
                list: { corporateNcst: '1', corporateName: 'Anadolu Gıda', items: [] },
                roles: [{ value: 'YETKILI', label: 'Yetkili', count: 1 }],
              }))
            )(input),
          ),
          customerToLogin: fromPromise(() =>
            (options.toLogin ?? (async () => ({ pageToken: 't' }) as LoginResponse))(),
          ),
        },
      }),
      { input: { managerToken: options.token === undefined ? 'tok' : options.token } },
    );
    // The edge performs the effects; here the test stands for it.
    actor.on(
      'storage',
      ({ key, value }) => key === MANAGER_SESSION_KEY && value === null && calls.clearManager(),
    );
    actor.on('session', ({ event }) => event.type === 'session.adopt' && calls.adopt(event.response));
    actor.on('navigate', ({ to, replace }) => replace && calls.navigate(to));
    actor.start();
    return { actor, calls };
  }

  it('without a manager session goes to the manager login and forgets the manager', () => {
    const { actor, calls } = start({ token: null });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.clearManager).toHaveBeenCalled();
    expect(calls.navigate).toHaveBeenCalledWith(MANAGER_PATHS.login);
  });

  it('asks the server for the chosen portfolio, filter and page, each from the first page but paging', async () => {
    const portfolio = vi.fn(async (_q: PortfolioQuery) => page());
    const { actor } = start({ portfolio });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({ type: 'user.page', offset: 10 });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({ type: 'user.selectPortfolio', portfolioType: 'SECONDARY' });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({ type: 'user.filter', filter: { city: 'İzmir' } });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    expect(portfolio.mock.calls.map(([q]) => [q.portfolioType, q.offset, q.filter])).toEqual([
      ['PRIMARY', 0, {}],
      ['PRIMARY', 10, {}],
      ['SECONDARY', 0, {}],
      ['SECONDARY', 0, { city: 'İzmir' }],
    ]);
  });

  it('a lost manager session (401) signs the manager out; another failure offers a retry', async () => {
    let failure: Error = new Error('Servis başarısız oldu.');
    const { actor, calls } = start({
      portfolio: async () => {
        throw failure;
      },
    });
    await waitFor(actor, (s) => s.matches({ portfolio: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Servis başarısız oldu.');
    failure = unauthorized();
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls.clearManager).toHaveBeenCalled();
  });

  it('opens a company’s persons by role, logs in on one’s behalf and hands the login to the session', async () => {
    const persons = vi.fn(async (_q: PersonsQuery) => ({
      list: { corporateNcst: '1000245873', corporateName: 'Anadolu Gıda', items: [] },
      roles: [],
    }));
    const response = { pageToken: 'company', customerManagerName: 'Selim Karaca' } as LoginResponse;
    const { actor, calls } = start({ persons, toLogin: async () => response });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({
      type: 'user.selectCompany',
      company: { corporateNcst: '1000245873', corporateName: 'Anadolu Gıda' },
    });
    await waitFor(actor, (s) => s.matches({ company: 'ready' }));
    actor.send({ type: 'user.filterRole', role: 'YETKILI' });
    await waitFor(actor, (s) => s.matches({ company: 'ready' }));
    expect(persons.mock.calls.map(([q]) => q.authorizedPersonType)).toEqual([undefined, 'YETKILI']);
    actor.send({ type: 'user.loginAs', userId: 4 });
    await waitFor(actor, (s) => s.matches('adopted'));
    expect(calls.adopt).toHaveBeenCalledWith(response);
    expect(calls.navigate).toHaveBeenCalledWith('/');
    // The clear action of spec §4 for the authorized person list.
    expect(actor.getSnapshot().context.persons).toBeUndefined();
    expect(calls.clearManager).not.toHaveBeenCalled();
  });

  it('closing the company clears its person list; logout forgets the manager', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({ type: 'user.selectCompany', company: { corporateNcst: '1', corporateName: 'A' } });
    await waitFor(actor, (s) => s.matches({ company: 'ready' }));
    expect(actor.getSnapshot().context.roles).toHaveLength(1);
    actor.send({ type: 'user.closeCompany' });
    expect(actor.getSnapshot().matches({ portfolio: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ company: undefined, persons: undefined, roles: [] });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.clearManager).toHaveBeenCalledTimes(1);
    expect(calls.navigate).toHaveBeenCalledWith(MANAGER_PATHS.login);
  });

  it('a refused customer-to-login stays on the list with its message', async () => {
    const { actor } = start({
      toLogin: async () => {
        throw new Error('Seçilen kişi bu şirketin yetkilisi değil.');
      },
    });
    await waitFor(actor, (s) => s.matches({ portfolio: 'ready' }));
    actor.send({ type: 'user.selectCompany', company: { corporateNcst: '1', corporateName: 'A' } });
    await waitFor(actor, (s) => s.matches({ company: 'ready' }));
    actor.send({ type: 'user.loginAs', userId: 9 });
    await waitFor(actor, (s) => s.matches({ company: 'ready' }) && s.context.loginError !== undefined);
    expect(actor.getSnapshot().context.loginError).toBe('Seçilen kişi bu şirketin yetkilisi değil.');
  });
});

describe('logout of a manager’s company session', () => {
  it('returns to the portfolio; other people still go to the login', () => {
    const cfg = { loginAppBase: '/', basePath: '/sirketim' };
    expect(
      loginRedirectUrl(cfg, { authorizedPersonType: 'TAM_YETKILI', customerManagerName: 'Selim Karaca' }),
    ).toBe('/sirketim/customer-manager/portfolio');
    expect(loginRedirectUrl(cfg, { authorizedPersonType: 'TAM_YETKILI' })).toBe('/login');
  });
});
