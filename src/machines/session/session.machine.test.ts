import { type ActorRefFrom, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { PERMISSION_GROUP_IDS, type PersonRights } from '../../api/authorizedUsers/types';
import type {
  EasyLoginCorporate,
  LoginResponse,
  MenuItem,
  OtpChallenge,
  SessionControlResponse,
  TermsDocument,
} from '../../api/types';
import { ACTION_TYPES, analytics } from '../../lib/analytics';
import { config, joinPath, loginRedirectUrl, PRIVATE_PASSWORD_AUTHORIZED } from '../../lib/config';
import { browserSessionEffects, type SessionEffects } from '../../lib/sessionEffects';
import { EMPTY_SESSION, type StoredSession, writeStoredSession } from '../../lib/sessionSnapshot';
import { storage } from '../../lib/storage';
import { corporateSelectionMachine } from './corporateSelectionMachine';
import { loginMachine } from './loginMachine';
import { loginOtpMachine } from './loginOtp';
import { rightsMachine } from './rightsMachine';
import {
  CHALLENGE,
  corp,
  LOGGED_IN,
  loginResponse,
  MENU,
  SEVERAL_CORPORATES,
  TERMS,
  USER,
} from './sessionFixtures';
import { sessionMachine } from './sessionMachine';
import { termsMachine } from './termsMachine';

type RightsRef = ActorRefFrom<typeof rightsMachine>;

/**
 * The session router with its children (login, terms, corporate selection, rights) as the app runs
 * them, their calls stood in for: what the router does with each child's output, and the session
 * it keeps. Each child's own behaviour is its own test (login, terms, corporateSelection).
 */
const ALL_RIGHTS: PersonRights = {
  fullAuthority: true,
  groups: Object.fromEntries(
    PERMISSION_GROUP_IDS.map((id) => [id, { read: true, request: true, approve: true }]),
  ) as PersonRights['groups'],
};

const stored = (key: string) => localStorage.getItem(key);
const storedKeys = () => Object.keys(localStorage).sort();

interface StartOptions {
  session?: StoredSession;
  path?: string;
  login?: () => Promise<OtpChallenge>;
  validateCode?: () => Promise<LoginResponse>;
  termsList?: () => Promise<{ terms: TermsDocument[] }>;
  termsConfirm?: (input: { body: { termIds: string[] } }) => Promise<{ approved: true }>;
  changeCorporate?: (input: { body: { corporateNcst: string } }) => Promise<LoginResponse>;
  defaultHoldingSet?: (input: {
    body: { corporateNcst: string };
  }) => Promise<{ easyLoginCorporateList: EasyLoginCorporate[] }>;
  defaultHoldingDelete?: () => Promise<{ easyLoginCorporateList: EasyLoginCorporate[] }>;
  menuRefresh?: () => Promise<{ customerMenu: MenuItem[] }>;
  sessionControl?: () => Promise<SessionControlResponse>;
  logout?: () => Promise<{ loggedOut: true }>;
  personRights?: () => Promise<PersonRights>;
  effects?: SessionEffects;
  /** The page is the fast-login popup and a portal page opened it. */
  loginOpener?: boolean;
  /** The load of the steps' code (stepCode.ts); the real import by default. */
  stepCode?: () => Promise<void>;
}

/** The actors' input is optional by type (a row without a body); these rows always have one. */
function bodyOf<T extends { body?: unknown }>(input: T | undefined): T & { body: NonNullable<T['body']> } {
  if (!input?.body) throw new Error('expected a body');
  return input as T & { body: NonNullable<T['body']> };
}

function start(options: StartOptions = {}) {
  const session = options.session ?? EMPTY_SESSION;
  // What the app does: the stored session is read from local storage at boot.
  writeStoredSession(session);

  const calls = {
    login: vi.fn(options.login ?? (async () => CHALLENGE)),
    validateCode: vi.fn(options.validateCode ?? (async () => loginResponse())),
    termsList: vi.fn(options.termsList ?? (async () => ({ terms: TERMS }))),
    termsConfirm: vi.fn(options.termsConfirm ?? (async () => ({ approved: true as const }))),
    changeCorporate: vi.fn(
      options.changeCorporate ??
        (async ({ body }) =>
          loginResponse({
            pageToken: 'tok-2',
            corporateNcst: body.corporateNcst,
            corporateName: `Şirket ${body.corporateNcst}`,
            easyLoginCorporateList: [corp('C-1', true), corp('C-2')],
          })),
    ),
    defaultHoldingSet: vi.fn(
      options.defaultHoldingSet ??
        (async ({ body }) => ({
          easyLoginCorporateList: [
            corp('C-1', body.corporateNcst === 'C-1'),
            corp('C-2', body.corporateNcst === 'C-2'),
          ],
        })),
    ),
    defaultHoldingDelete: vi.fn(
      options.defaultHoldingDelete ?? (async () => ({ easyLoginCorporateList: [corp('C-1'), corp('C-2')] })),
    ),
    menuRefresh: vi.fn(options.menuRefresh ?? (async () => ({ customerMenu: MENU }))),
    sessionControl: vi.fn(options.sessionControl ?? (async () => ({ active: true, idleSecondsLeft: 600 }))),
    logout: vi.fn(options.logout ?? (async () => ({ loggedOut: true as const }))),
    personRights: vi.fn(options.personRights ?? (async () => ALL_RIGHTS)),
  };
  const navigate = vi.fn<(to: string) => void>();
  const redirectToLoginApp = vi.fn<(url: string) => void>();

  const machine = sessionMachine.provide({
    actors: {
      ...(options.stepCode ? { stepCode: fromPromise(options.stepCode) } : {}),
      login: loginMachine.provide({
        actors: {
          credentials: fromPromise(() => calls.login()),
          otp: loginOtpMachine.provide({
            actors: {
              sendCode: fromPromise(async () => CHALLENGE),
              resendCode: fromPromise(async () => CHALLENGE),
              validateCode: fromPromise(() => calls.validateCode()),
              clock: fromCallback(() => () => {}),
            },
          }),
        },
      }),
      terms: termsMachine.provide({
        actors: {
          termsList: fromPromise(() => calls.termsList()),
          termsConfirm: fromPromise(({ input }) => calls.termsConfirm(bodyOf(input) as never)),
        },
      }),
      corporateSelection: corporateSelectionMachine.provide({
        actors: {
          changeCorporate: fromPromise(({ input }) => calls.changeCorporate(bodyOf(input) as never)),
          defaultHoldingSet: fromPromise(({ input }) => calls.defaultHoldingSet(bodyOf(input) as never)),
          defaultHoldingDelete: fromPromise(() => calls.defaultHoldingDelete()),
        },
      }),
      menuRefresh: fromPromise(() => calls.menuRefresh()),
      sessionControl: fromPromise(() => calls.sessionControl()),
      sessionPoller: fromCallback(() => () => {}),
      logout: fromPromise(() => calls.logout()),
      rights: rightsMachine.provide({ actors: { personRights: fromPromise(() => calls.personRights()) } }),
    },
  });
  const actor = createActor(machine, {
    input: { session, path: options.path ?? '/login', loginOpener: options.loginOpener ?? false },
  });
  // The browser's effects, performed as the app's edge does: the tests read storage and analytics back.
  const effects = options.effects ?? browserSessionEffects;
  actor.on('navigate', (effect) => navigate(effect.to));
  actor.on('leave', (effect) => redirectToLoginApp(effect.url));
  actor.on('storeSession', (effect) => effects.storeSession(effect.session));
  actor.on('storeLogin', (effect) => effects.storeLogin(effect.session));
  actor.on('storeReferer', (effect) => effects.storeReferer(effect.referer));
  actor.on('clearStorage', () => effects.clearStorage());
  actor.on('analytics', (effect) => effects.track(effect.event));
  actor.on('handOverLogin', (effect) => effects.handOverLogin?.(effect.response));
  actor.start();
  return { actor, calls, navigate, redirectToLoginApp };
}

type SessionActor = ReturnType<typeof start>['actor'];

/**
 * A step's child of the router while it runs (the views send it the person's events), once the
 * steps' code is there: the router invokes it after its `loadingCode` state (stepCode.ts).
 */
async function child<K extends 'login' | 'terms' | 'corporateSelection'>(actor: SessionActor, id: K) {
  await waitFor(actor, (s) => s.children[id] !== undefined);
  const ref = actor.getSnapshot().children[id];
  if (!ref) throw new Error(`no ${id} child`);
  return ref;
}

/** Credentials, then the code in the login child's OTP child, as a person does on the login page. */
async function submitCredentials(actor: SessionActor) {
  const login = await child(actor, 'login');
  login.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'Gizli123' });
  await waitFor(login, (s) => s.matches('otp') && s.children.otp !== undefined);
  return login;
}

async function logIn(actor: SessionActor) {
  const login = await submitCredentials(actor);
  login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
  await waitFor(actor, (s) => s.matches('authenticated'));
}

/** The terms child once it shows the documents. */
async function reviewing(actor: SessionActor) {
  await waitFor(actor, (s) => s.children.terms !== undefined);
  const terms = await child(actor, 'terms');
  await waitFor(terms, (s) => s.matches('reviewing'));
  return terms;
}

beforeEach(() => {
  localStorage.clear();
  analytics.clear();
});

describe('sessionMachine', () => {
  describe('boot (spec §4 "logged in")', () => {
    it('writes nothing itself: navigation, storage and analytics are effects it emits', () => {
      const menuEvent = { menuName: 'Faturalar', menuUrl: '/p/invoices' };
      const emitted: string[] = [];
      const actor = createActor(sessionMachine, {
        input: { session: { ...LOGGED_IN, menuEvent }, path: '/' },
      });
      actor.on('*', (effect) => emitted.push(effect.type));
      actor.start();
      expect(storedKeys()).toEqual([]);
      expect(analytics.events()).toEqual([]);
      expect(emitted).toEqual(['analytics', 'storeSession', 'navigate']);
      actor.stop();
    });

    it('its snapshot is data: it serializes with its children, and a restored session goes on where it was', async () => {
      const { actor } = start({ session: SEVERAL_CORPORATES, path: '/' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'corporateSelection' } }));
      await child(actor, 'corporateSelection');
      const persisted = actor.getPersistedSnapshot();
      const text = JSON.stringify(persisted);
      expect(JSON.parse(text)).toEqual(persisted);
      // The children are in it as their own data: the company list is the child's, not the router's.
      const children = (JSON.parse(text) as { children: Record<string, { snapshot: { context?: object } }> })
        .children;
      expect(Object.keys(children).sort()).toEqual(['corporateSelection', 'rights', 'sessionPoller']);
      expect(children.corporateSelection?.snapshot.context).toMatchObject({
        current: 'C-1',
        corporates: SEVERAL_CORPORATES.easyLoginCorporateList,
      });
      expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
        'loginOpener',
        'path',
        'session',
        'switchTo',
      ]);
      actor.stop();

      const restored = createActor(sessionMachine, {
        snapshot: JSON.parse(text),
        input: { session: SEVERAL_CORPORATES, path: '/' },
      }).start();
      expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
      expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
      const step = restored.getSnapshot().children.corporateSelection;
      expect(step?.getSnapshot().matches('choosing')).toBe(true);
      expect(step?.getSnapshot().can({ type: 'user.clearDefaultCorporate' })).toBe(true);
      restored.stop();
    });

    it('mid-login it serializes too: the login child and its SMS-code child are restored with it', async () => {
      const { actor } = start({ path: '/login' });
      await submitCredentials(actor);
      const text = JSON.stringify(actor.getPersistedSnapshot());
      actor.stop();
      const restored = createActor(sessionMachine, {
        snapshot: JSON.parse(text),
        input: { session: EMPTY_SESSION, path: '/login' },
      }).start();
      const login = restored.getSnapshot().children.login;
      expect(login?.getSnapshot().matches('otp')).toBe(true);
      expect(login?.getSnapshot().context.challenge).toEqual(CHALLENGE);
      expect(login?.getSnapshot().children.otp).toBeDefined();
      restored.stop();
    });

    it('logged out boots into anonymous, loads the login code, then runs the login child at its form', async () => {
      const { actor } = start({ path: '/login' });
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'loadingCode' } })).toBe(true);
      expect(actor.getSnapshot().children.login).toBeUndefined();
      expect((await child(actor, 'login')).getSnapshot().hasTag('view:credentials')).toBe(true);
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'running' } })).toBe(true);
    });

    it('a token without a complete user is not logged in', () => {
      const { actor } = start({ session: { ...LOGGED_IN, user: { ...USER, customerNcst: '' } } });
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    });

    it('logged in boots into authenticated and stays on a private page', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/contracts' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('logged in at "/" goes to the dashboard', () => {
      const { navigate } = start({ session: LOGGED_IN, path: '/' });
      expect(navigate).toHaveBeenCalledWith('/dashboard');
    });

    it('reports a stored menuEvent to analytics and clears it', () => {
      const menuEvent = { menuName: 'Faturalar', menuUrl: '/p/invoices' };
      const { actor } = start({ session: { ...LOGGED_IN, menuEvent }, path: '/dashboard' });
      expect(analytics.events()).toEqual([
        expect.objectContaining({ kind: 'action', actionType: ACTION_TYPES.menuClick, ...menuEvent }),
      ]);
      expect(actor.getSnapshot().context.session.menuEvent).toBeNull();
      expect(stored('menuEvent')).toBeNull();
    });

    it('reports nothing without a stored menuEvent', () => {
      start({ session: LOGGED_IN, path: '/dashboard' });
      expect(analytics.events()).toEqual([]);
    });
  });

  describe('anonymous routes', () => {
    it('a private path is kept as referer (context and storage) and leads to /login', () => {
      const { actor, navigate } = start({ path: '/' });
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.session.referer).toBe('/contracts');
      expect(actor.getSnapshot().context.path).toBe('/contracts');
      expect(stored('referer')).toBe('/contracts');
      expect(navigate).toHaveBeenCalledWith('/login');
    });

    it.each(['/login', '/ext', '/', '/terms-of-use-agreement'])(
      'the public path %s stores nothing',
      (path) => {
        const { actor, navigate } = start({ path: '/login' });
        actor.send({ type: 'route.changed', path });
        expect(actor.getSnapshot().context.path).toBe(path);
        expect(actor.getSnapshot().context.session.referer).toBeNull();
        expect(stored('referer')).toBeNull();
        expect(navigate).not.toHaveBeenCalled();
      },
    );
  });

  describe('login', () => {
    it('a validated code stores the login and ends authenticated (productType removed)', async () => {
      localStorage.setItem('productType', 'VOICE');
      const { actor, navigate } = start({ path: '/login' });
      await logIn(actor);
      const { session } = actor.getSnapshot().context;
      expect(session.pageToken).toBe('tok-1');
      expect(session.user).toMatchObject({
        corporateNcst: 'C-1',
        customerNcst: 'K-1',
        userName: 'Ayşe Yılmaz',
      });
      expect(stored('pageToken')).toBe('tok-1');
      expect(storage.activeUser.get()).toMatchObject({ corporateNcst: 'C-1', customerId: '12345' });
      expect(storage.customerMenu.get()).toEqual(MENU);
      expect(stored('termsApproved')).toBe('1');
      expect(stored('productType')).toBeNull();
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a login completed elsewhere (session.adopt) is stored and ends authenticated', async () => {
      const { actor, navigate } = start({ path: '/login' });
      // Before the login's code is there: the router stores the login itself, no form needed.
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'loadingCode' } })).toBe(true);
      actor.send({ type: 'session.adopt', response: loginResponse({ pageToken: 'tok-9' }) });
      expect(actor.getSnapshot().context.session.pageToken).toBe('tok-9');
      expect(stored('pageToken')).toBe('tok-9');
      expect(storage.activeUser.get()).toMatchObject({ corporateNcst: 'C-1' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a login completed elsewhere once the form runs is the login child’s to end with', async () => {
      const { actor, navigate } = start({ path: '/login' });
      const login = await child(actor, 'login');
      actor.send({ type: 'session.adopt', response: loginResponse({ pageToken: 'tok-8' }) });
      expect(login.getSnapshot().status).toBe('done');
      expect(login.getSnapshot().output).toMatchObject({ way: 'elsewhere' });
      expect(actor.getSnapshot().context.session.pageToken).toBe('tok-8');
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a failed load of the steps’ code says so and loads again on the person’s word', async () => {
      const stepCode = vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
        .mockResolvedValue(undefined);
      const { actor } = start({ path: '/login', stepCode });
      await waitFor(actor, (s) => s.hasTag('view:stepCodeFailed'));
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'codeFailed' } })).toBe(true);
      expect(actor.getSnapshot().children.login).toBeUndefined();
      // The page keeps its routes meanwhile: a private page still asks for the login first.
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.session.referer).toBe('/contracts');
      actor.send({ type: 'user.retryStepCode' });
      expect((await child(actor, 'login')).getSnapshot().hasTag('view:credentials')).toBe(true);
      expect(stepCode).toHaveBeenCalledTimes(2);
    });

    it('in the fast-login popup the login is handed to the opener, not stored here', async () => {
      const handOverLogin = vi.fn();
      const effects = { ...browserSessionEffects, handOverLogin };
      const { actor, navigate } = start({ path: '/login/fast', effects, loginOpener: true });
      const login = await submitCredentials(actor);
      login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches('handedOver'));
      expect(handOverLogin).toHaveBeenCalledWith(loginResponse());
      expect(stored('pageToken')).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('the fast-login page without an opener (typed in a tab) logs in here as usual', async () => {
      const handOverLogin = vi.fn();
      const effects = { ...browserSessionEffects, handOverLogin };
      const { actor } = start({ path: '/login/fast', effects, loginOpener: false });
      await logIn(actor);
      expect(handOverLogin).not.toHaveBeenCalled();
      expect(stored('pageToken')).toBe('tok-1');
    });

    it('an entry from outside keeps a portal target as referer and lands there after the login', async () => {
      const { actor, navigate } = start({ path: '/ext' });
      actor.send({ type: 'entry.external', target: '/invoices?donem=2026-10' });
      expect(navigate).toHaveBeenLastCalledWith('/login');
      expect(storage.referer.get()).toBe('/invoices?donem=2026-10');
      await logIn(actor);
      expect(navigate).toHaveBeenLastCalledWith('/invoices?donem=2026-10');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
    });

    it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/yok-boyle-sayfa', null])(
      'an entry from outside with target %j goes to the login and then the dashboard',
      async (target) => {
        const { actor, navigate } = start({ path: '/ext' });
        actor.send({ type: 'entry.external', target });
        expect(navigate).toHaveBeenLastCalledWith('/login');
        expect(actor.getSnapshot().context.session.referer).toBeNull();
        // The router follows the redirect and reports the login page.
        actor.send({ type: 'route.changed', path: '/login' });
        await logIn(actor);
        expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      },
    );

    it('logged in, an entry from outside goes straight to its target, or the dashboard', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/ext' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'entry.external', target: '/my-orders' });
      expect(navigate).toHaveBeenLastCalledWith('/my-orders');
      actor.send({ type: 'entry.external', target: 'https://evil.example/' });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('the seamless-login page leads on to the dashboard once its login is adopted', () => {
      const { actor, navigate } = start({ path: '/seamless-login' });
      actor.send({ type: 'session.adopt', response: loginResponse() });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      actor.send({ type: 'route.changed', path: '/seamless-login' });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('an incomplete login response goes back to the form saying so, and tracks an error page view for "/"', async () => {
      const { actor } = start({
        validateCode: async () => loginResponse({ customerNcst: undefined as unknown as string }),
      });
      const login = await submitCredentials(actor);
      login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches({ anonymous: 'incompleteLogin' }));
      expect((await child(actor, 'login')).getSnapshot().context.problem).toEqual({
        code: 'incompleteLogin',
      });
      expect(analytics.events()).toContainEqual({ kind: 'pageView', path: '/', isError: true });
      // Another incomplete answer says it again.
      (await child(actor, 'login')).send({
        type: 'session.adopt',
        response: loginResponse({ pageToken: '' }),
      });
      expect(actor.getSnapshot().matches({ anonymous: 'incompleteLogin' })).toBe(true);
      expect((await child(actor, 'login')).getSnapshot().context.problem).toEqual({
        code: 'incompleteLogin',
      });
    });
  });

  describe('spec §2 Root order after login', () => {
    it('terms, then corporate selection, then the chosen company on the dashboard', async () => {
      const { actor, calls, navigate } = start({
        validateCode: async () =>
          loginResponse({ isTermApproved: false, easyLoginCorporateList: [corp('C-1', true), corp('C-2')] }),
      });
      await logIn(actor);

      // Terms first.
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'terms' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/terms-approved');
      expect(stored('termsApproved')).toBe('0');
      const terms = await reviewing(actor);
      expect(terms.getSnapshot().context.terms).toEqual(TERMS);
      terms.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
      terms.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
      terms.send({ type: 'user.confirmTerms' });
      await waitFor(actor, (s) => !s.matches({ authenticated: { flow: 'terms' } }));
      expect(calls.termsConfirm).toHaveBeenCalledTimes(1);
      expect(stored('termsApproved')).toBe('1');

      // Then corporate selection: several companies, one default, first login.
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/corporate-selection');
      expect(actor.getSnapshot().context.session.firstLoginforDefaultHolding).toBe(false);
      expect(stored('firstLoginforDefaultHolding')).toBe('false');

      // Another company: changeCorporate, then the dashboard.
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(calls.changeCorporate).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-2');
      expect(storage.activeUser.get()?.corporateNcst).toBe('C-2');
      expect(stored('pageToken')).toBe('tok-2');
      // The rights were read after the login and again for the company switched to (issue 37).
      await waitFor(
        actor,
        (s) => (s.children.rights as RightsRef | undefined)?.getSnapshot().matches('loaded') === true,
      );
      expect(calls.personRights).toHaveBeenCalledTimes(2);
    });

    it("terms approval ends on its child's output: the terms are approved and kept", async () => {
      const { actor, calls } = start({ session: { ...LOGGED_IN, termsApproved: 0 }, path: '/' });
      const terms = await reviewing(actor);
      terms.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
      terms.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
      expect(stored('termsApproved')).toBe('0');
      terms.send({ type: 'user.confirmTerms' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(calls.termsConfirm).toHaveBeenLastCalledWith({ body: { termIds: ['t2', 't1'] } });
      expect(actor.getSnapshot().context.session.termsApproved).toBe(1);
      expect(stored('termsApproved')).toBe('1');
      expect(actor.getSnapshot().children.terms).toBeUndefined();
    });

    it('an empty terms list approves and skips to the next rule', async () => {
      const { actor, navigate } = start({
        session: { ...LOGGED_IN, termsApproved: 0 },
        path: '/',
        termsList: async () => ({ terms: [] }),
      });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(actor.getSnapshot().context.session.termsApproved).toBe(1);
      expect(stored('termsApproved')).toBe('1');
      expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/terms-approved', '/dashboard']);
    });

    it('selecting the current company skips changeCorporate and goes to the dashboard', async () => {
      const { actor, calls, navigate } = start({ session: SEVERAL_CORPORATES, path: '/' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(calls.changeCorporate).not.toHaveBeenCalled();
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('after corporate selection a stored referer comes next and is cleared', async () => {
      const { actor, navigate } = start({
        session: { ...SEVERAL_CORPORATES, referer: '/contracts' },
        path: '/',
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      // The header switcher on this page changes company at once, as from any page.
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(navigate).toHaveBeenLastCalledWith('/contracts');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
      expect(stored('referer')).toBeNull();
    });

    it('corporate selection is offered once: the next boot goes to the dashboard', () => {
      start({ session: SEVERAL_CORPORATES, path: '/' }).actor.stop();
      const { actor } = start({
        session: {
          ...SEVERAL_CORPORATES,
          firstLoginforDefaultHolding: storage.firstLoginforDefaultHolding.get(),
        },
        path: '/',
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });

    it('a stored referer wins over the dashboard and is cleared', () => {
      const { actor, navigate } = start({ session: { ...LOGGED_IN, referer: '/contracts' }, path: '/' });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/contracts');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
      expect(stored('referer')).toBeNull();
    });

    it('a private page asked for while logged out is where the login lands', async () => {
      const { actor, navigate } = start({ path: '/' });
      actor.send({ type: 'route.changed', path: '/my-orders/42' });
      actor.send({ type: 'route.changed', path: '/login' });
      await logIn(actor);
      expect(navigate).toHaveBeenLastCalledWith('/my-orders/42');
      expect(stored('referer')).toBeNull();
    });

    it('terms still come before the referer', async () => {
      const { actor, navigate } = start({
        session: { ...LOGGED_IN, termsApproved: 0, referer: '/contracts' },
        path: '/',
        termsList: async () => ({ terms: [] }),
      });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/terms-approved', '/contracts']);
    });
  });

  describe('routes while logged in', () => {
    it.each(['/', '/login', '/open-source-documents'])('in ready, %s leads to the dashboard', (path) => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'route.changed', path });
      expect(navigate).toHaveBeenCalledWith('/dashboard');
      expect(actor.getSnapshot().context.path).toBe(path);
    });

    it('in ready, a private page is simply recorded', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(navigate).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.path).toBe('/contracts');
    });

    it('in ready, /corporate-selection and /terms-approved open their steps', async () => {
      const { actor } = start({ session: SEVERAL_CORPORATES, path: '/dashboard' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(false);
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      actor.send({ type: 'route.changed', path: '/corporate-selection' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/dashboard' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/terms-approved' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'terms' } })).toBe(true);
    });

    it('in terms, any other page leads back to /terms-approved', async () => {
      const { actor, navigate } = start({ session: { ...LOGGED_IN, termsApproved: 0 }, path: '/' });
      const terms = await reviewing(actor);
      navigate.mockClear();
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(navigate).toHaveBeenCalledWith('/terms-approved');
      expect(actor.getSnapshot().children.terms).toBe(terms);
      expect(terms.getSnapshot().matches('reviewing')).toBe(true);
    });

    it('the header switcher changes company from ready at once', async () => {
      const { actor, calls } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      expect(calls.changeCorporate).not.toHaveBeenCalled();
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      // The choice is kept while corporate selection's code loads, then its child changes at once.
      expect(
        actor.getSnapshot().matches({ authenticated: { flow: { switchingCompany: 'loadingCode' } } }),
      ).toBe(true);
      expect(actor.getSnapshot().context.switchTo).toBe('C-2');
      await waitFor(actor, (s) => s.context.session.user?.corporateNcst === 'C-2');
      expect(actor.getSnapshot().context.switchTo).toBeNull();
      expect(calls.changeCorporate).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });
  });

  describe('header switcher', () => {
    it('a refused header switch brings the page back in the same company, saying why until another page', async () => {
      const { actor, navigate } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: async () => {
          throw new Error('Bu şirket için yetkiniz yok.');
        },
      });
      navigate.mockClear();
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'switchingCompany' } })).toBe(true);
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(actor.getSnapshot().children.corporateSelection).toBeUndefined();
      expect(actor.getSnapshot().context.switchRefusal).toEqual({
        code: 'server',
        text: 'Bu şirket için yetkiniz yok.',
      });
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-1');
      // The person stays where they were: no page is led to.
      expect(navigate).not.toHaveBeenCalled();
      actor.send({ type: 'user.dismissSwitchRefusal' });
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });

    it('a header switch refused on the corporate selection page shows its list again, saying why', async () => {
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/corporate-selection',
        changeCorporate: async () => {
          throw new Error('Bu şirket için yetkiniz yok.');
        },
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.switchRefusal !== undefined);
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      expect((await child(actor, 'corporateSelection')).getSnapshot().matches('choosing')).toBe(true);
      expect(actor.getSnapshot().context.switchRefusal).toBeDefined();
      // Another page takes the sentence with it.
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });

    it('another page while the header switch is on its way leaves it, in the same company', async () => {
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: () => new Promise<never>(() => {}),
      });
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'switchingCompany' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/my-orders' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(actor.getSnapshot().children.corporateSelection).toBeUndefined();
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-1');
    });

    it('a refusal is forgotten once a later switch succeeds', async () => {
      let refuse = true;
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: async () => {
          if (refuse) throw new Error('Bu şirket için yetkiniz yok.');
          return loginResponse({ pageToken: 'tok-2', corporateNcst: 'C-2' });
        },
      });
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.switchRefusal !== undefined);
      refuse = false;
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.session.user?.corporateNcst === 'C-2');
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });
  });

  describe('default holding', () => {
    it("the child's new lists are the session's: defaultHolding follows and both are kept", async () => {
      const { actor, calls } = start({ session: SEVERAL_CORPORATES, path: '/' });
      const step = await child(actor, 'corporateSelection');
      step.send({ type: 'user.setDefaultCorporate', corporateNcst: 'C-2' });
      await waitFor(step, (s) => s.matches('choosing'));
      expect(calls.defaultHoldingSet).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      let { session } = actor.getSnapshot().context;
      expect(session.easyLoginCorporateList).toEqual([corp('C-1'), corp('C-2', true)]);
      expect(session.defaultHolding).toBe(true);
      expect(storage.easyLoginCorporateList.get()).toEqual([corp('C-1'), corp('C-2', true)]);

      step.send({ type: 'user.clearDefaultCorporate' });
      await waitFor(step, (s) => s.matches('choosing'));
      expect(calls.defaultHoldingDelete).toHaveBeenCalledTimes(1);
      session = actor.getSnapshot().context.session;
      expect(session.easyLoginCorporateList).toEqual([corp('C-1'), corp('C-2')]);
      expect(session.defaultHolding).toBe(false);
      expect(session.user?.defaultHolding).toBe(false);
      expect(storage.defaultHolding.get()).toBe(false);
      expect(storage.activeUser.get()?.defaultHolding).toBe(false);
    });
  });

  describe('menu and session checks', () => {
    it('menu.refresh stores the new menu', async () => {
      const fresh: MenuItem[] = [{ id: 'm2', title: 'Siparişlerim', url: '/my-orders' }];
      const { actor, calls } = start({
        session: LOGGED_IN,
        path: '/dashboard',
        menuRefresh: async () => ({ customerMenu: fresh }),
      });
      actor.send({ type: 'menu.refresh' });
      await waitFor(
        actor,
        (s) => s.matches({ authenticated: { menu: 'idle' } }) && calls.menuRefresh.mock.calls.length > 0,
      );
      expect(actor.getSnapshot().context.session.customerMenu).toEqual(fresh);
      expect(storage.customerMenu.get()).toEqual(fresh);
    });

    it('session.poll runs sessionControl and keeps watching', async () => {
      const { actor, calls } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'session.poll' });
      expect(actor.getSnapshot().matches({ authenticated: { monitor: 'checking' } })).toBe(true);
      await waitFor(actor, (s) => s.matches({ authenticated: { monitor: 'watching' } }));
      expect(calls.sessionControl).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });

    it('a session check answered 401 leaves as session.unauthorized does', async () => {
      const { actor, redirectToLoginApp } = start({
        session: LOGGED_IN,
        path: '/contracts',
        sessionControl: async () => {
          throw Object.assign(new Error('Oturum kapandı.'), { httpStatus: 401 });
        },
      });
      actor.send({ type: 'session.poll' });
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().context.session).toEqual({ ...EMPTY_SESSION, referer: '/contracts' });
      expect(stored('referer')).toBe('/contracts');
    });

    it('a failed session check keeps watching', async () => {
      const { actor } = start({
        session: LOGGED_IN,
        path: '/dashboard',
        sessionControl: async () => {
          throw new Error('ağ');
        },
      });
      actor.send({ type: 'session.poll' });
      await waitFor(actor, (s) => s.matches({ authenticated: { monitor: 'watching' } }));
      expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    });
  });

  describe('leaving (spec §2 redirects, §4 clear)', () => {
    function seedKeptKeys() {
      localStorage.setItem('adBlockModalcreatedDate', '2025-01-01');
      localStorage.setItem('toolTipDisplayed', 'true');
      localStorage.setItem('_n_x', 'kept');
      localStorage.setItem('productType', 'VOICE');
      localStorage.setItem('mobile', 'false');
    }

    it('session.expired opens expired; acknowledging clears storage, keeps the referer and leaves for /login', () => {
      const { actor, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/contracts' });
      seedKeptKeys();
      actor.send({ type: 'session.expired' });
      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(redirectToLoginApp).not.toHaveBeenCalled();

      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(redirectToLoginApp).toHaveBeenCalledWith(joinPath(config.loginAppBase, 'login'));
      expect(actor.getSnapshot().matches({ anonymous: 'signingIn' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual({ ...EMPTY_SESSION, referer: '/contracts' });
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'referer', 'toolTipDisplayed']);
      expect(stored('referer')).toBe('/contracts');
      expect(stored('_n_x')).toBe('kept');
    });

    it('an OZEL_SIFRE_YETKILISI user leaves for the login application base', () => {
      const user = { ...USER, authorizedPersonType: PRIVATE_PASSWORD_AUTHORIZED };
      const { actor, redirectToLoginApp } = start({ session: { ...LOGGED_IN, user }, path: '/contracts' });
      actor.send({ type: 'session.expired' });
      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, user));
      expect(redirectToLoginApp).toHaveBeenCalledWith(config.loginAppBase);
    });

    it('acknowledging at "/" stores no referer', () => {
      const { actor } = start({ session: { ...LOGGED_IN, referer: null }, path: '/dashboard' });
      actor.send({ type: 'route.changed', path: '/' });
      actor.send({ type: 'session.expired' });
      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(stored('referer')).toBeNull();
      expect(storedKeys()).toEqual([]);
    });

    it('session.unauthorized does the same at once', () => {
      const { actor, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/my-orders/42' });
      seedKeptKeys();
      actor.send({ type: 'session.unauthorized' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().matches({ anonymous: 'signingIn' })).toBe(true);
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'referer', 'toolTipDisplayed']);
      expect(stored('referer')).toBe('/my-orders/42');
    });

    it.each([
      ['succeeds', async () => ({ loggedOut: true as const })],
      [
        'fails',
        async () => {
          throw new Error('Çıkış yapılamadı.');
        },
      ],
    ])('user.logout leaves without a referer when the call %s', async (_name, logout) => {
      const { actor, calls, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/contracts', logout });
      seedKeptKeys();
      actor.send({ type: 'user.logout' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(calls.logout).toHaveBeenCalledTimes(1);
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().context.session).toEqual(EMPTY_SESSION);
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'toolTipDisplayed']);
    });
  });
});
