import type { EventObject } from 'xstate';
import type { EasyLoginCorporate, LoginResponse, OtpChallenge, TermsDocument } from '../../src/api/types';
import { applyLoginResponse, EMPTY_SESSION, type StoredSession } from '../../src/lib/sessionSnapshot';
import { PATHS } from '../../src/machines/session/sessionEvents';
import type { sessionMachine } from '../../src/machines/session/sessionMachine';

type Snapshot = ReturnType<typeof sessionMachine.getInitialSnapshot>;

/** An event with its payload, as the traversal offers it. */
export type ModelEvent = EventObject & Record<string, unknown>;

/** One seeded person and how the portal is opened: the model's events follow what the sandbox answers. */
export interface World {
  name: string;
  userName: string;
  password: string;
  /** Opened with a stored session (a reload while logged in) instead of logged out. */
  loggedIn: boolean;
  startPath: string;
  login: LoginResponse;
  terms: TermsDocument[];
  /**
   * The page is the fast-login popup, opened by a portal page: its login goes to the opener. Only
   * the way in is walked there; everything after a login is the other worlds'.
   */
  popup?: boolean;
  /** Logins completed elsewhere (session.adopt) and entries from outside (/ext) are walked here. */
  entries?: boolean;
}

/** Targets of /ext: a portal page, and an outside address that is refused. */
export const EXTERNAL_TARGETS = ['/contracts', 'https://evil.example/'] as const;

export const CHALLENGE: OtpChallenge = {
  transactionId: 'model',
  maskedMsisdn: '5**',
  expiresInSeconds: 300,
  resendInSeconds: 30,
};

/** The popup's opener is there (the walk stands one in for it), as the edge finds it at boot. */
export function worldInput(world: World): { session: StoredSession; path: string; loginOpener: boolean } {
  return {
    session: world.loggedIn ? applyLoginResponse(EMPTY_SESSION, world.login) : EMPTY_SESSION,
    path: world.startPath,
    loginOpener: world.popup ?? false,
  };
}

const POPUP_WAY_IN = ['user.submitCredentials', 'xstate.done.actor.login', 'xstate.done.actor.otp'];

/** Which call each failed actor outcome needs the back end to fail. */
export const FAILING_ROWS: Record<string, string> = {
  termsList: 'termsApprovedList',
  termsConfirm: 'termsApprovedConfirm',
  changeCorporate: 'changeCorporate',
  defaultHoldingSet: 'defaultHoldingSet',
  defaultHoldingDelete: 'defaultHoldingDelete',
  logout: 'logout',
  menuRefresh: 'menuRefresh',
  sessionControl: 'sessionControl',
};

/** What identifies a situation the person can tell apart; the rest of the context is noise. */
export function serializeSession(snapshot: Snapshot): string {
  const { session, terms, acceptedTermIds } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    loggedIn: Boolean(session.pageToken),
    termsApproved: session.termsApproved,
    firstLogin: session.firstLoginforDefaultHolding,
    defaultHolding: session.defaultHolding,
    corporate: session.user?.corporateNcst,
    terms: terms.length,
    accepted: [...acceptedTermIds].sort(),
    // A refused login shows its message until the person edits the form (user.editCredentials).
    refused: snapshot.context.loginError !== undefined,
  });
}

const fail = (httpStatus: number) => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus });

function otherCorporate(list: EasyLoginCorporate[], current: string | undefined) {
  return list.find((c) => c.corporateNcst !== current);
}

function firstNonDefault(list: EasyLoginCorporate[]) {
  return list.find((c) => !c.defaultCompany);
}

/** The events a person (or the clock, or the server's answer) can cause in a snapshot. */
export function candidateEvents(world: World) {
  return (snapshot: Snapshot): ModelEvent[] => {
    const { session, terms, acceptedTermIds } = snapshot.context;
    const list = session.easyLoginCorporateList;
    const current = session.user?.corporateNcst;
    const other = otherCorporate(list, current);
    const nonDefault = firstNonDefault(list);
    const flowReady = snapshot.matches({ authenticated: { flow: 'ready' } });
    const calm = snapshot.matches({ authenticated: { menu: 'idle', monitor: 'watching' } });
    const events: ModelEvent[] = [
      ...['/contracts', '/', PATHS.terms, PATHS.corporateSelection].map((path) => ({
        type: 'route.changed',
        path,
      })),
      { type: 'user.submitCredentials', userName: world.userName, password: world.password },
      { type: 'user.editCredentials' },
      { type: 'xstate.done.actor.login', output: CHALLENGE },
      { type: 'xstate.error.actor.login', error: fail(400) },
      { type: 'xstate.done.actor.otp', output: { status: 'validated', result: world.login } },
      { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
      {
        type: 'xstate.done.actor.termsList',
        output: { terms: session.termsApproved === 1 ? [] : world.terms },
      },
      { type: 'xstate.error.actor.termsList', error: fail(500) },
      ...terms.map((term) => ({
        type: 'user.toggleTerm',
        id: term.id,
        accepted: !acceptedTermIds.includes(term.id),
      })),
      { type: 'user.confirmTerms' },
      { type: 'xstate.done.actor.termsConfirm', output: { approved: true } },
      { type: 'xstate.error.actor.termsConfirm', error: fail(500) },
      { type: 'user.retry' },
      ...(current ? [{ type: 'user.selectCorporate', corporateNcst: current }] : []),
      ...(other ? [{ type: 'user.selectCorporate', corporateNcst: other.corporateNcst }] : []),
      ...(other
        ? [
            {
              type: 'xstate.done.actor.changeCorporate',
              output: {
                ...world.login,
                corporateNcst: other.corporateNcst,
                corporateName: other.corporateName,
              },
            },
          ]
        : []),
      { type: 'xstate.error.actor.changeCorporate', error: fail(500) },
      ...(nonDefault ? [{ type: 'user.setDefaultCorporate', corporateNcst: nonDefault.corporateNcst }] : []),
      ...(nonDefault
        ? [
            {
              type: 'xstate.done.actor.defaultHoldingSet',
              output: {
                easyLoginCorporateList: list.map((c) => ({
                  ...c,
                  defaultCompany: c.corporateNcst === nonDefault.corporateNcst,
                })),
              },
            },
          ]
        : []),
      { type: 'xstate.error.actor.defaultHoldingSet', error: fail(500) },
      { type: 'user.clearDefaultCorporate' },
      {
        type: 'xstate.done.actor.defaultHoldingDelete',
        output: { easyLoginCorporateList: list.map((c) => ({ ...c, defaultCompany: false })) },
      },
      { type: 'xstate.error.actor.defaultHoldingDelete', error: fail(500) },
      { type: 'user.menuSelected', menuName: 'Sözleşmeler', menuUrl: '/contracts' },
      { type: 'user.logout' },
      { type: 'xstate.done.actor.logout', output: {} },
      { type: 'xstate.error.actor.logout', error: fail(500) },
      { type: 'user.acknowledgeExpiry' },
      // The clock, the server and the HTTP layer act only while the page is calm, which keeps
      // the product of the parallel regions small without hiding any transition.
      ...(flowReady && calm ? [{ type: 'session.expired' }, { type: 'session.unauthorized' }] : []),
      // The dashboard shows the survey once to a person who has not seen it, and tells the session.
      ...(flowReady && calm && session.customerSurveyDisplayed === false
        ? [{ type: 'survey.displayed' }]
        : []),
      ...(flowReady && snapshot.matches({ authenticated: { menu: 'idle' } })
        ? [{ type: 'session.poll' }]
        : []),
      ...(flowReady && snapshot.matches({ authenticated: { monitor: 'watching' } })
        ? [{ type: 'menu.refresh' }]
        : []),
      { type: 'xstate.done.actor.sessionControl', output: { active: true, idleSecondsLeft: 900 } },
      { type: 'xstate.error.actor.sessionControl', error: fail(401) },
      { type: 'xstate.error.actor.sessionControl', error: fail(500) },
      { type: 'xstate.done.actor.menuRefresh', output: { customerMenu: session.customerMenu } },
      { type: 'xstate.error.actor.menuRefresh', error: fail(500) },
      ...(world.entries
        ? [
            { type: 'session.adopt', response: world.login },
            ...EXTERNAL_TARGETS.map((target) => ({ type: 'entry.external', target })),
          ]
        : []),
    ];
    const offered = world.popup ? events.filter((event) => POPUP_WAY_IN.includes(event.type)) : events;
    return offered.filter((event) => snapshot.can(event as never));
  };
}
