/**
 * The session router's harness for its machine tests (src/machines/session/session.*.test.ts):
 * the router with its children as the app runs them, their calls stood in for by `vi.fn`s.
 */
import { type ActorRefFrom, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { PersonRights } from '../../src/api/authorizedUsers/types';
import type {
  EasyLoginCorporate,
  LoginResponse,
  MenuItem,
  OtpChallenge,
  SessionControlResponse,
  TermsDocument,
} from '../../src/api/types';
import { analytics } from '../../src/lib/analytics';
import { browserSessionEffects, type SessionEffects } from '../../src/lib/sessionEffects';
import { EMPTY_SESSION, type StoredSession, writeStoredSession } from '../../src/lib/sessionSnapshot';
import { corporateSelectionMachine } from '../../src/machines/session/corporateSelectionMachine';
import { rightsMachine } from '../../src/machines/session/rightsMachine';
import { CHALLENGE, corp, loginResponse, MENU, TERMS } from '../../src/machines/session/sessionFixtures';
import { sessionMachine } from '../../src/machines/session/sessionMachine';
import { termsMachine } from '../../src/machines/session/termsMachine';
import { loginStandIn } from './loginStandIn';
import { FULL_RIGHTS } from './rights';

export type RightsRef = ActorRefFrom<typeof rightsMachine>;

/**
 * The session router with its children (login, terms, corporate selection, rights) as the app runs
 * them, their calls stood in for: what the router does with each child's output, and the session
 * it keeps. Each child's own behaviour is its own test (login, terms, corporateSelection).
 */

export const stored = (key: string) => localStorage.getItem(key);
export const storedKeys = () => Object.keys(localStorage).sort();

export interface StartOptions {
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

export function start(options: StartOptions = {}) {
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
    personRights: vi.fn(options.personRights ?? (async () => FULL_RIGHTS)),
  };
  const navigate = vi.fn<(to: string) => void>();
  const redirectToLoginApp = vi.fn<(url: string) => void>();

  const machine = sessionMachine.provide({
    actors: {
      ...(options.stepCode ? { stepCode: fromPromise(options.stepCode) } : {}),
      login: loginStandIn({ credentials: () => calls.login(), validateCode: () => calls.validateCode() }),
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

export type SessionActor = ReturnType<typeof start>['actor'];

/**
 * A step's child of the router while it runs (the views send it the person's events), once the
 * steps' code is there: the router invokes it after its `loadingCode` state (stepCode.ts).
 */
export async function child<K extends 'login' | 'terms' | 'corporateSelection'>(actor: SessionActor, id: K) {
  await waitFor(actor, (s) => s.children[id] !== undefined);
  const ref = actor.getSnapshot().children[id];
  if (!ref) throw new Error(`no ${id} child`);
  return ref;
}

/** Credentials, then the code in the login child's OTP child, as a person does on the login page. */
export async function submitCredentials(actor: SessionActor) {
  const login = await child(actor, 'login');
  login.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'Gizli123' });
  await waitFor(login, (s) => s.matches('otp') && s.children.otp !== undefined);
  return login;
}

export async function logIn(actor: SessionActor) {
  const login = await submitCredentials(actor);
  login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
  await waitFor(actor, (s) => s.matches('authenticated'));
}

/** The terms child once it shows the documents. */
export async function reviewing(actor: SessionActor) {
  await waitFor(actor, (s) => s.children.terms !== undefined);
  const terms = await child(actor, 'terms');
  await waitFor(terms, (s) => s.matches('reviewing'));
  return terms;
}

beforeEach(() => {
  localStorage.clear();
  analytics.clear();
});

/** Each test starts from empty storage and analytics. */
export function clearBrowserState() {
  localStorage.clear();
  analytics.clear();
}
