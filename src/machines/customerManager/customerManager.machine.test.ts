import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type { Captcha, ManagerLogin, PortfolioPage } from '../../api/customerManagerTypes';
import type { LoginResponse } from '../../api/types';
import { loginRedirectUrl } from '../../lib/config';
import type { PersonsData, PersonsQuery, PortfolioQuery } from './managerActors';
import { MANAGER_PATHS, managerLoginMachine } from './managerLoginMachine';
import { portfolioMachine } from './portfolioMachine';

const captcha = (id: string): Captcha => ({
  captchaId: id,
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  question: 'Yedi artı iki kaç eder?',
  expiresInSeconds: 120,
});

const unauthorized = () =>
  new HttpError({
    kind: 'http',
    httpStatus: 401,
    code: '401',
    message: 'Müşteri yöneticisi oturumunuz sona erdi.',
  });

describe('manager login machine', () => {
  function start(login: (input: unknown) => Promise<ManagerLogin>) {
    let drawn = 0;
    const storeManager = vi.fn();
    const navigate = vi.fn();
    const actor = createActor(
      managerLoginMachine.provide({
        actors: {
          captcha: fromPromise(async () => captcha(`c${++drawn}`)),
          login: fromPromise(({ input }) => login(input)),
        },
        actions: {
          storeManager: (_, params) => storeManager(params),
          navigate: (_, params) => navigate(params.to),
        },
      }),
    ).start();
    return { actor, storeManager, navigate };
  }

  it('sends the captcha id with the answer, stores the manager and goes to the portfolio', async () => {
    const login = vi.fn(async () => ({ managerToken: 'a'.repeat(64), managerName: 'Selim Karaca' }));
    const { actor, storeManager, navigate } = start(login);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.submit', userName: 'portfoy.yonetici', password: 'x', captchaAnswer: '9' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(login).toHaveBeenCalledWith({
      userName: 'portfoy.yonetici',
      password: 'x',
      captchaId: 'c1',
      captchaAnswer: '9',
    });
    expect(storeManager).toHaveBeenCalledWith({ managerToken: 'a'.repeat(64), managerName: 'Selim Karaca' });
    expect(navigate).toHaveBeenCalledWith(MANAGER_PATHS.portfolio);
    // The clear action of spec §4: the used captcha is not kept.
    expect(actor.getSnapshot().context.captcha).toBeUndefined();
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
        actions: {
          clearManager: () => calls.clearManager(),
          adoptSession: (_, response) => calls.adopt(response),
          navigate: (_, { to }) => calls.navigate(to),
        },
      }),
      { input: { managerToken: options.token === undefined ? 'tok' : options.token } },
    ).start();
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
