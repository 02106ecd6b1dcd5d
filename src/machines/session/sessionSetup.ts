import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { EasyLoginCorporate, LoginResponse } from '../../api/types';
import { menuEventPayload, pageViewEvent } from '../../lib/analytics';
import { config, loginRedirectUrl } from '../../lib/config';
import { portalTarget } from '../../lib/portalTarget';
import { classifyPath } from '../../lib/routes';
import {
  applyCorporateChange,
  applyCorporateList,
  EMPTY_SESSION,
  isLoggedInSession,
  rootRedirect,
  type StoredSession,
} from '../../lib/sessionSnapshot';
import type { CorporateSelectionOutput } from './corporateSelectionMachine';
import { sessionActors } from './sessionActors';
import type { SessionEmitted } from './sessionEmitted';
import { PATHS, type SessionEvent } from './sessionEvents';
import type { SessionProblem } from './sessionProblem';

export interface SessionInput {
  session: StoredSession;
  path: string;
  /**
   * This page is the fast-login popup's and a portal page opened it (spec §2), as the edge found
   * the window at boot: a validated login then goes to the opener instead of being stored here.
   */
  loginOpener?: boolean;
}

export type { SessionProblem };

/**
 * Data only: the router, storage and analytics are the edge's (sessionEmitted.ts), so it
 * serializes. The steps' own data (form problems, the terms, the company list) is their child's.
 */
export interface SessionContext {
  session: StoredSession;
  loginOpener: boolean;
  /** The URL path below the base path, as last reported by the router. */
  path: string;
  /**
   * Why the header switcher's change was refused: said above the page until the person closes
   * it, goes to another page or changes company.
   */
  switchRefusal?: SessionProblem;
  /**
   * The company the header switcher chose, kept while the switch waits for corporate selection's
   * code (stepCode.ts): the child is invoked after that wait, no longer with the choice's event.
   */
  switchTo: string | null;
}

/** The login address depends on the user being logged out, so it is read before forgetting. */
export const loginTarget = ({ context }: { context: SessionContext }) => ({
  url: loginRedirectUrl(config, context.session.user),
});

/** Spec §2 logout/redirect: leave for the login application, clear, keep the referer if asked. */
export const leaveForLogin = (keepReferer: boolean) =>
  [
    { type: 'redirectToLoginApp', params: loginTarget },
    'clearStorage',
    { type: 'forgetSession', params: { keepReferer } },
    'persistReferer',
  ] as const;

/**
 * Pages on the way in: once logged in they lead on. The seamless login is one; `/ext` is not, its
 * page sends `entry.external` with the target, which a redirect to the dashboard would overtake.
 */
const isEntryPath = (path: string) => {
  const access = classifyPath(path);
  return (
    access === 'root' || access === 'login' || access === 'loggedOutOnly' || path === PATHS.seamlessLogin
  );
};

/** The external entry's target as a portal path, or null (src/lib/portalTarget.ts). */
export const externalTarget = (event: SessionEvent) =>
  event.type === 'entry.external' ? portalTarget(event.target, config.basePath) : null;

/** Pages that are steps on the way in, not destinations: once passed, the dashboard follows. */
const isTransitPath = (path: string) =>
  isEntryPath(path) || path === PATHS.terms || path === PATHS.corporateSelection;

/** Types, actors, actions and guards of the session chart; the chart itself is sessionMachine.ts. */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    children: {} as {
      stepCode: 'stepCode';
      login: 'login';
      terms: 'terms';
      corporateSelection: 'corporateSelection';
      rights: 'rights';
      menuRefresh: 'menuRefresh';
      sessionControl: 'sessionControl';
      sessionPoller: 'sessionPoller';
      logout: 'logout';
    },
  },
  actors: sessionActors,
  actions: {
    /** Router navigation at the edge: redirects replace the entry, a chosen page is a new one. */
    navigate: emit((_, params: { to: string; push?: boolean }) => ({
      type: 'navigate' as const,
      to: params.to,
      replace: !params.push,
    })),
    /** Leaves for the login application (spec §2). */
    redirectToLoginApp: emit((_, params: { url: string }) => ({ type: 'leave' as const, url: params.url })),
    persistSession: emit(({ context }) => ({ type: 'storeSession' as const, session: context.session })),
    persistLogin: emit(({ context }) => ({ type: 'storeLogin' as const, session: context.session })),
    persistReferer: enqueueActions(({ context, enqueue }) => {
      const { referer } = context.session;
      if (referer) enqueue.emit({ type: 'storeReferer', referer });
    }),
    clearStorage: emit({ type: 'clearStorage' }),
    reportMenuEvent: enqueueActions(({ context, enqueue }) => {
      const { menuEvent } = context.session;
      if (menuEvent) enqueue.emit({ type: 'analytics', event: menuEventPayload(menuEvent) });
    }),
    /** The side menu exists only where this is handled: the portal pages and corporate selection. */
    reportMenuSelection: emit(({ event }) => {
      assertEvent(event, 'user.menuSelected');
      return {
        type: 'analytics' as const,
        event: menuEventPayload({ menuName: event.menuName, menuUrl: event.menuUrl }),
      };
    }),
    /** The fast-login popup gives its login to the page that opened it, and closes (spec §2). */
    handOverLogin: emit((_, params: { response: LoginResponse }) => ({
      type: 'handOverLogin' as const,
      response: params.response,
    })),
    trackIncompleteLogin: emit({ type: 'analytics', event: pageViewEvent('/', { error: true }) }),
    /** The header switcher's choice, for the switch's child once its code is there. */
    rememberSwitch: assign({
      switchTo: ({ event }) => {
        assertEvent(event, 'user.selectCorporate');
        return event.corporateNcst;
      },
    }),
    /** The page the router is on; a refused switch's sentence belongs to the page it was said on. */
    assignPath: assign(({ context, event }) => {
      assertEvent(event, 'route.changed');
      return event.path === context.path ? {} : { path: event.path, switchRefusal: undefined };
    }),
    applyCorporateList: assign({
      session: ({ context }, params: { list: EasyLoginCorporate[] }) =>
        applyCorporateList(context.session, params.list),
    }),
    /** The corporate selection child's end: a switch replaces the company, and its rights reload. */
    applyCorporateStep: enqueueActions(
      ({ context, enqueue }, params: { output: CorporateSelectionOutput }) => {
        if (params.output.kind === 'refused') {
          enqueue.assign({ switchRefusal: params.output.problem });
          return;
        }
        enqueue.assign({ switchRefusal: undefined });
        if (params.output.kind !== 'switched') return;
        enqueue.assign({ session: applyCorporateChange(context.session, params.output.login) });
        // Another company, other rights: nothing of the old ones may hold.
        enqueue.sendTo('rights', { type: 'rights.reload' });
      },
    ),
    /**
     * Corporate selection is a login step (spec §2): a stored referer comes next and is cleared;
     * without one, the dashboard.
     */
    leadOnFromCorporateSelection: enqueueActions(({ context, enqueue }) => {
      const session = { ...context.session, referer: null };
      enqueue.emit({ type: 'navigate', to: context.session.referer ?? PATHS.dashboard, replace: true });
      enqueue.assign({ session });
      enqueue.emit({ type: 'storeSession', session });
    }),
    /** Spec §2 logout/redirect: forget the session, keep the page as referer unless told not to. */
    forgetSession: assign({
      session: ({ context }, params: { keepReferer: boolean }) => ({
        ...EMPTY_SESSION,
        referer: params.keepReferer && classifyPath(context.path) === 'private' ? context.path : null,
      }),
    }),
  },
  guards: {
    isLoggedIn: ({ context }) => isLoggedInSession(context.session),
    /** The form's login in the fast-login popup, whose opener is there to take the login. */
    signedInInFastLoginPopup: ({ context }, params: { way: 'form' | 'elsewhere' }) =>
      params.way === 'form' && context.path === PATHS.fastLogin && context.loginOpener,
    hasExternalTarget: ({ event }) => externalTarget(event) !== null,
    isPrivatePath: ({ event }) => {
      assertEvent(event, 'route.changed');
      return classifyPath(event.path) === 'private';
    },
    isEntryPath: ({ event }) => {
      assertEvent(event, 'route.changed');
      return isEntryPath(event.path);
    },
    isTermsPath: ({ event }) => {
      assertEvent(event, 'route.changed');
      return event.path === PATHS.terms;
    },
    isCorporatePath: ({ event }) => {
      assertEvent(event, 'route.changed');
      return event.path === PATHS.corporateSelection;
    },
    termsPending: ({ context }) => rootRedirect(context.session) === 'terms',
    offerCorporateSelection: ({ context }) => rootRedirect(context.session) === 'corporateSelection',
    corporateStepRefused: (_, params: { output: CorporateSelectionOutput }) =>
      params.output.kind === 'refused',
    hasReferer: ({ context }) => Boolean(context.session.referer),
    atTransitPath: ({ context }) => isTransitPath(context.path),
    atCorporatePath: ({ context }) => context.path === PATHS.corporateSelection,
    isCurrentCorporate: ({ context, event }) => {
      assertEvent(event, 'user.selectCorporate');
      return event.corporateNcst === context.session.user?.corporateNcst;
    },
    /** `error` is the failed call's HttpError (or anything else a call may throw). */
    isUnauthorized: (_, params: { error: unknown }) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      'httpStatus' in params.error &&
      params.error.httpStatus === 401,
  },
});
