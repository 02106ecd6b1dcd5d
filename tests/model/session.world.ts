import type { EventObject } from 'xstate';
import type { EasyLoginCorporate, LoginResponse, TermsDocument } from '../../src/api/types';
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

/** The popup's opener is there (the walk stands one in for it), as the edge finds it at boot. */
export function worldInput(world: World): { session: StoredSession; path: string; loginOpener: boolean } {
  return {
    session: world.loggedIn ? applyLoginResponse(EMPTY_SESSION, world.login) : EMPTY_SESSION,
    path: world.startPath,
    loginOpener: world.popup ?? false,
  };
}

/** The popup's way in: the login's code, then the login child's end (the form and its code, walked as one step). */
const POPUP_WAY_IN = ['xstate.done.actor.stepCode', 'xstate.done.actor.login'];

/** Which call each failed actor outcome needs the back end to fail. */
export const FAILING_ROWS: Record<string, string> = {
  logout: 'logout',
  menuRefresh: 'menuRefresh',
  sessionControl: 'sessionControl',
};

/**
 * What identifies a situation the person can tell apart; the rest of the context is noise. The
 * steps' own states (the form, the terms, the list) are their children's, walked by their models.
 */
export function serializeSession(snapshot: Snapshot): string {
  const { session } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    loggedIn: Boolean(session.pageToken),
    termsApproved: session.termsApproved,
    firstLogin: session.firstLoginforDefaultHolding,
    defaultHolding: session.defaultHolding,
    corporate: session.user?.corporateNcst,
    // The refusal's sentence is said above the page it happened on.
    switchRefused: snapshot.context.switchRefusal !== undefined,
  });
}

/** The header switcher's change on its way, from a portal page or from corporate selection. */
export const isSwitching = (s: Snapshot) =>
  s.matches({ authenticated: { flow: 'switchingCompany' } }) ||
  s.matches({ authenticated: { flow: 'switchingOnSelection' } });

/** The header switcher's change refused by the back end (arranged one step earlier: SWITCH_ROW). */
export const SWITCH_REFUSED = {
  type: 'xstate.done.actor.corporateSelection',
  output: { kind: 'refused', problem: { code: 'serviceFailed' } },
};

/** The call a refused switch needs the back end to fail. */
export const SWITCH_ROW = 'changeCorporate';

const fail = (httpStatus: number) => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus });

function otherCorporate(list: EasyLoginCorporate[], current: string | undefined) {
  return list.find((c) => c.corporateNcst !== current);
}

function firstNonDefault(list: EasyLoginCorporate[]) {
  return list.find((c) => !c.defaultCompany);
}

/** The events a person (or the clock, or the server's answer, or a child's end) can cause in a snapshot. */
export function candidateEvents(world: World) {
  return (snapshot: Snapshot): ModelEvent[] => {
    const { session } = snapshot.context;
    const list = session.easyLoginCorporateList;
    const current = session.user?.corporateNcst;
    const other = otherCorporate(list, current);
    const nonDefault = firstNonDefault(list);
    const flowReady = snapshot.matches({ authenticated: { flow: 'ready' } });
    const calm = snapshot.matches({ authenticated: { menu: 'idle', monitor: 'watching' } });
    const switched = (ncst: string, name: string) => ({
      type: 'xstate.done.actor.corporateSelection',
      output: { kind: 'switched', login: { ...world.login, corporateNcst: ncst, corporateName: name } },
    });
    // The header switcher's change answers before a walk could go to another page (excused).
    const switching = isSwitching(snapshot);
    const events: ModelEvent[] = [
      ...(switching ? [] : ['/contracts', '/', PATHS.terms, PATHS.corporateSelection]).map((path) => ({
        type: 'route.changed',
        path,
      })),
      // The steps' code has come (stepCode.ts): the router then runs the step's child.
      { type: 'xstate.done.actor.stepCode' },
      // The login child's end: the form and its SMS code (the child's own states: login.model).
      { type: 'xstate.done.actor.login', output: { response: world.login, way: 'form' } },
      // The terms child's end: every document accepted, or none pending (terms.model).
      { type: 'xstate.done.actor.terms', output: { accepted: true } },
      // The corporate selection child's end and what it tells on the way (corporateSelection.model).
      ...(switching
        ? // The header switcher chose the other company; the change ends with it, or is refused.
          other
          ? [switched(other.corporateNcst, other.corporateName), SWITCH_REFUSED]
          : []
        : [
            { type: 'xstate.done.actor.corporateSelection', output: { kind: 'stayed' } },
            ...(other ? [switched(other.corporateNcst, other.corporateName)] : []),
          ]),
      ...(nonDefault
        ? [
            {
              type: 'corporate.listChanged',
              corporates: list.map((c) => ({
                ...c,
                defaultCompany: c.corporateNcst === nonDefault.corporateNcst,
              })),
            },
          ]
        : []),
      ...(other ? [{ type: 'user.selectCorporate', corporateNcst: other.corporateNcst }] : []),
      // The refusal's sentence above the page, closed by the person.
      ...(snapshot.context.switchRefusal ? [{ type: 'user.dismissSwitchRefusal' }] : []),
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
            // A login completed elsewhere: the router passes it to the login child, which ends with it.
            { type: 'xstate.done.actor.login', output: { response: world.login, way: 'elsewhere' } },
            ...EXTERNAL_TARGETS.map((target) => ({ type: 'entry.external', target })),
          ]
        : []),
    ];
    const offered = world.popup ? events.filter((event) => POPUP_WAY_IN.includes(event.type)) : events;
    return offered.filter((event) => snapshot.can(event as never));
  };
}
