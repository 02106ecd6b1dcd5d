import { assign } from 'xstate';
import { markCorporateSelectionOffered } from '../../lib/sessionSnapshot';
import { anonymousState } from './loginStates';
import { menuRegion, monitorRegion, readyState } from './portalStates';
import { PATHS } from './sessionEvents';
import {
  leaveForLogin,
  type SessionContext,
  type SessionInput,
  type SessionProblem,
  sessionSetup,
} from './sessionSetup';
import {
  corporateSelectionStep,
  switchingCompanyStep,
  switchingOnSelectionStep,
  termsStep,
} from './stepStates';

export type { SessionContext, SessionInput, SessionProblem };

/**
 * The session of spec §2 and §4: who is logged in, where "/" leads, the logged-out pages, the
 * referer, terms approval, corporate selection, session checks, expiry and logout. The URL comes
 * in as `route.changed`; navigation, storage and analytics go out as emitted effects
 * (sessionEmitted.ts) that the app performs where it creates the actor (src/app/sessionEdge.ts).
 *
 * This file is the router: which part of the session is current. Its context is the session, the
 * path and the opener; each step is a child machine it invokes while the person is at that step,
 * with typed input and output: the login (loginMachine.ts, invoked by loginStates.ts), terms
 * approval (termsMachine.ts) and corporate selection (corporateSelectionMachine.ts), both invoked
 * by stepStates.ts, and the person's rights (rightsMachine.ts). The portal's pages, menu and
 * session checks are portalStates.ts.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.session,
    loginOpener: input.loginOpener ?? false,
    path: input.path,
    switchTo: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      description: 'Spec §4: logged in means a stored pageToken and a complete active user.',
      always: [{ guard: 'isLoggedIn', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: anonymousState,
    authenticated: {
      type: 'parallel',
      // The person's rights in the session's company (issue 37): a child for as long as they are in.
      invoke: { id: 'rights', src: 'rights' },
      entry: [
        'reportMenuEvent',
        assign({ session: ({ context }) => ({ ...context.session, menuEvent: null }) }),
        'persistSession',
      ],
      on: {
        'session.expired': '#session.expired',
        'session.unauthorized': {
          target: '#session.anonymous',
          actions: leaveForLogin(true),
        },
        'user.logout': '#session.loggingOut',
        'survey.displayed': {
          description: 'The dashboard showed the customer survey: once per login (spec §3).',
          actions: [
            assign({ session: ({ context }) => ({ ...context.session, customerSurveyDisplayed: true }) }),
            'persistSession',
          ],
        },
      },
      states: {
        flow: {
          initial: 'deciding',
          states: {
            deciding: {
              description:
                'Spec §2 Root: terms, then corporate selection, then the referer, then the dashboard.',
              always: [
                {
                  guard: 'termsPending',
                  target: 'terms',
                  actions: { type: 'navigate', params: { to: PATHS.terms } },
                },
                {
                  guard: 'offerCorporateSelection',
                  target: 'corporateSelection',
                  actions: [
                    assign({ session: ({ context }) => markCorporateSelectionOffered(context.session) }),
                    'persistSession',
                    { type: 'navigate', params: { to: PATHS.corporateSelection } },
                  ],
                },
                {
                  guard: 'atCorporatePath',
                  description: 'A reload of corporate selection stays there.',
                  target: 'corporateSelection',
                },
                {
                  guard: 'hasReferer',
                  target: 'ready',
                  actions: [
                    {
                      type: 'navigate',
                      params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }),
                    },
                    assign({ session: ({ context }) => ({ ...context.session, referer: null }) }),
                    'persistSession',
                  ],
                },
                {
                  guard: 'atTransitPath',
                  target: 'ready',
                  actions: { type: 'navigate', params: { to: PATHS.dashboard } },
                },
                { target: 'ready' },
              ],
            },
            terms: termsStep,
            corporateSelection: corporateSelectionStep,
            switchingCompany: switchingCompanyStep,
            switchingOnSelection: switchingOnSelectionStep,
            ready: readyState,
          },
        },
        menu: menuRegion,
        monitor: monitorRegion,
      },
    },
    handedOver: {
      tags: ['view:handedOver'],
      description: 'The fast-login popup gave its login to the opener and closes; nothing more happens here.',
    },
    expired: {
      tags: ['view:expired'],
      description: 'The session-expired modal; acknowledging leads to the login application.',
      on: {
        'user.acknowledgeExpiry': {
          target: 'anonymous',
          actions: leaveForLogin(true),
        },
      },
    },
    loggingOut: {
      tags: ['busy', 'loader'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: {
          target: 'anonymous',
          actions: leaveForLogin(false),
        },
        // The session is gone for the person either way; a failed revoke must not keep them in.
        onError: {
          target: 'anonymous',
          actions: leaveForLogin(false),
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
