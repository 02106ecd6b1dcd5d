import { assign, setup } from 'xstate';
import type { EasyLoginCorporate, OtpChallenge, TermsDocument } from '../../api/types';
import { analytics, menuEventPayload, pageViewEvent } from '../../lib/analytics';
import { config, loginRedirectUrl } from '../../lib/config';
import { classifyPath } from '../../lib/routes';
import {
  applyCorporateList,
  EMPTY_SESSION,
  isLoggedInSession,
  persistLogin,
  rootRedirect,
  type StoredSession,
  writeStoredSession,
} from '../../lib/sessionSnapshot';
import { clearExceptKept, storage } from '../../lib/storage';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { sessionActors } from './sessionActors';
import { PATHS, type SessionEvent } from './sessionEvents';

/** What the session asks of the app around it: the router, and leaving for the login application. */
export interface SessionRouter {
  navigate(to: string, push?: boolean): void;
  leave(url: string): void;
}

export interface SessionInput {
  session: StoredSession;
  path: string;
  /**
   * Given by the app (SessionHost) as input rather than with `provide`, which would build the
   * whole chart a second time on the way to the first page (issue 7). Tests provide the actions.
   */
  router?: SessionRouter;
}

export interface SessionContext {
  session: StoredSession;
  router: SessionRouter | undefined;
  /** The URL path below the base path, as last reported by the router. */
  path: string;
  challenge: OtpChallenge | undefined;
  loginError: string | undefined;
  terms: TermsDocument[];
  acceptedTermIds: string[];
  formError: string | undefined;
}

export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';

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

const isEntryPath = (path: string) => {
  const access = classifyPath(path);
  return access === 'root' || access === 'login' || access === 'loggedOutOnly';
};

/** Pages that are steps on the way in, not destinations: once passed, the dashboard follows. */
const isTransitPath = (path: string) =>
  isEntryPath(path) || path === PATHS.terms || path === PATHS.corporateSelection;

/** Types, actors, actions and guards of the session chart; the chart itself is sessionMachine.ts. */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: sessionActors,
  actions: {
    /** Router navigation, through the router the app gave as input. */
    navigate: ({ context }, params: { to: string; push?: boolean }) =>
      context.router?.navigate(params.to, params.push),
    /** Leaves for the login application (spec §2), through the app's router. */
    redirectToLoginApp: ({ context }, params: { url: string }) => context.router?.leave(params.url),
    persistSession: ({ context }) => writeStoredSession(context.session),
    persistLogin: ({ context }) => persistLogin(context.session),
    /** After a clear only the referer is stored again (spec §2). */
    persistReferer: ({ context }) => {
      if (context.session.referer) storage.referer.set(context.session.referer);
    },
    clearStorage: () => clearExceptKept(),
    reportMenuEvent: ({ context }) => {
      if (context.session.menuEvent) analytics.track(menuEventPayload(context.session.menuEvent));
    },
    /** The side menu exists only where this is handled: the portal pages and corporate selection. */
    reportMenuSelection: ({ event }) => {
      if (event.type === 'user.menuSelected') {
        analytics.track(menuEventPayload({ menuName: event.menuName, menuUrl: event.menuUrl }));
      }
    },
    trackIncompleteLogin: () => analytics.track(pageViewEvent('/', { error: true })),
    assignPath: assign({ path: ({ event }) => (event as { path: string }).path }),
    applyCorporateList: assign({
      session: ({ context, event }) =>
        applyCorporateList(
          context.session,
          (event as { output?: { easyLoginCorporateList?: EasyLoginCorporate[] } }).output
            ?.easyLoginCorporateList ?? [],
        ),
    }),
    /** A used referer is forgotten (spec §2: redirected to it and cleared). */
    clearReferer: assign({ session: ({ context }) => ({ ...context.session, referer: null }) }),
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
    isPrivatePath: ({ event }) => classifyPath((event as { path: string }).path) === 'private',
    isEntryPath: ({ event }) => isEntryPath((event as { path: string }).path),
    isTermsPath: ({ event }) => (event as { path: string }).path === PATHS.terms,
    isCorporatePath: ({ event }) => (event as { path: string }).path === PATHS.corporateSelection,
    termsPending: ({ context }) => rootRedirect(context.session) === 'terms',
    offerCorporateSelection: ({ context }) => rootRedirect(context.session) === 'corporateSelection',
    hasReferer: ({ context }) => Boolean(context.session.referer),
    atTransitPath: ({ context }) => isTransitPath(context.path),
    atCorporatePath: ({ context }) => context.path === PATHS.corporateSelection,
    noTermsPending: ({ event }) =>
      ((event as { output?: { terms?: unknown[] } }).output?.terms ?? []).length === 0,
    allTermsAccepted: ({ context }) =>
      context.terms.every((term) => context.acceptedTermIds.includes(term.id)),
    otpValidated: ({ event }) => (event as { output?: OtpOutput }).output?.status === 'validated',
    hasDefaultCorporate: ({ context }) => context.session.defaultHolding,
    isOtherCorporateThanDefault: ({ context, event }) =>
      context.session.easyLoginCorporateList.some(
        (c) => c.corporateNcst === (event as { corporateNcst?: string }).corporateNcst && !c.defaultCompany,
      ),
    isCurrentCorporate: ({ context, event }) =>
      (event as { corporateNcst?: string }).corporateNcst === context.session.user?.corporateNcst,
    isUnauthorized: ({ event }) => (event as { error?: { httpStatus?: number } }).error?.httpStatus === 401,
  },
});
