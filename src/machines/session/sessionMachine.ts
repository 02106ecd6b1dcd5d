import { assertEvent, assign, not, raise, sendTo } from 'xstate';
import type { LoginResponse } from '../../api/types';
import {
  applyCorporateChange,
  applyLoginResponse,
  markCorporateSelectionOffered,
} from '../../lib/sessionSnapshot';
import { PATHS } from './sessionEvents';
import {
  externalTarget,
  leaveForLogin,
  problemOf,
  type SessionContext,
  type SessionEffects,
  type SessionInput,
  type SessionProblem,
  sessionSetup,
} from './sessionSetup';

export type { SessionContext, SessionEffects, SessionInput, SessionProblem };

/**
 * The session of spec §2 and §4: who is logged in, where "/" leads, the logged-out pages, the
 * referer, terms approval, corporate selection, session checks, expiry and logout. The URL comes
 * in as `route.changed`; navigation goes out through the `navigate` action, to the router given as input.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({
    session: input.session,
    router: input.router,
    effects: input.effects,
    path: input.path,
    challenge: undefined,
    loginError: undefined,
    terms: [],
    acceptedTermIds: [],
    formError: undefined,
  }),
  initial: 'booting',
  states: {
    booting: {
      description: 'Spec §4: logged in means a stored pageToken and a complete active user.',
      always: [{ guard: 'isLoggedIn', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'route.changed': [
          {
            guard: 'isPrivatePath',
            description: 'A guarded page asks for login first; the page is kept as referer.',
            actions: [
              'assignPath',
              assign({ session: ({ context, event }) => ({ ...context.session, referer: event.path }) }),
              'persistSession',
              { type: 'navigate', params: { to: PATHS.login } },
            ],
          },
          { actions: 'assignPath' },
        ],
        'session.adopt': {
          description:
            'A login completed elsewhere (fast-login popup, seamless login, customer manager) is stored here.',
          target: '.storingLogin',
          actions: assign({
            session: ({ context, event }) => applyLoginResponse(context.session, event.response),
          }),
        },
        'entry.external': [
          {
            guard: 'hasExternalTarget',
            description: 'An entry from outside: its target is kept as referer for after the login.',
            actions: [
              assign({
                session: ({ context, event }) => ({ ...context.session, referer: externalTarget(event) }),
              }),
              'persistSession',
              { type: 'navigate', params: { to: PATHS.login } },
            ],
          },
          {
            description: 'A target outside the portal is dropped: the login, then the dashboard.',
            actions: { type: 'navigate', params: { to: PATHS.login } },
          },
        ],
      },
      initial: 'credentials',
      states: {
        credentials: {
          tags: ['view:credentials'],
          on: {
            'user.submitCredentials': {
              target: 'submittingCredentials',
              actions: assign({ loginError: undefined }),
            },
            'user.editCredentials': {
              description:
                'Editing a field after a refused login takes the refusal away: it was about what was typed before.',
              guard: ({ context }) => context.loginError !== undefined,
              actions: assign({ loginError: undefined }),
            },
          },
        },
        submittingCredentials: {
          tags: ['view:credentials', 'busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'user.submitCredentials');
              return { body: { userName: event.userName, password: event.password } };
            },
            onDone: { target: 'otp', actions: assign({ challenge: ({ event }) => event.output }) },
            onError: {
              target: 'credentials',
              actions: assign({ loginError: ({ event }) => problemOf(event.error) }),
            },
          },
        },
        otp: {
          tags: ['view:otp'],
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({ challenge: context.challenge, purpose: 'LOGIN' }),
            onDone: [
              {
                guard: {
                  type: 'validatedInFastLoginPopup',
                  params: ({ event }) => ({ output: event.output }),
                },
                description: 'The fast-login popup stores nothing itself: its opener adopts the login.',
                target: '#session.handedOver',
                actions: {
                  type: 'handOverLogin',
                  // otpValidated let only a validated output through; its result is loginToken's.
                  params: ({ event }) => ({ response: (event.output as { result: LoginResponse }).result }),
                },
              },
              {
                guard: { type: 'otpValidated', params: ({ event }) => ({ output: event.output }) },
                target: 'storingLogin',
                actions: assign({
                  session: ({ context, event }) =>
                    // otpValidated let only a validated output through; its result is loginToken's.
                    event.output.status === 'validated'
                      ? applyLoginResponse(context.session, event.output.result as LoginResponse)
                      : context.session,
                }),
              },
              { target: 'credentials' },
            ],
            onError: {
              target: 'credentials',
              actions: assign({ loginError: ({ event }) => problemOf(event.error) }),
            },
          },
        },
        storingLogin: {
          description: 'An incomplete login response is tracked as an error page view for "/" (spec §4).',
          entry: 'persistLogin',
          always: [
            { guard: 'isLoggedIn', target: '#session.authenticated' },
            {
              target: 'credentials',
              actions: ['trackIncompleteLogin', assign({ loginError: { code: 'incompleteLogin' } as const })],
            },
          ],
        },
      },
    },
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
            terms: {
              tags: ['view:terms'],
              exit: assign({ terms: [], acceptedTermIds: [] }),
              on: {
                'route.changed': {
                  description: 'Terms come first: any other page leads back to them.',
                  actions: ['assignPath', { type: 'navigate', params: { to: PATHS.terms } }],
                },
              },
              initial: 'loadingTerms',
              states: {
                loadingTerms: {
                  tags: ['busy', 'terms:loading'],
                  invoke: {
                    id: 'termsList',
                    src: 'termsList',
                    onDone: [
                      {
                        guard: {
                          type: 'noTermsPending',
                          params: ({ event }) => ({ terms: event.output.terms }),
                        },
                        target: '#session.authenticated.flow.deciding',
                        actions: [
                          assign({
                            session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }),
                          }),
                          'persistSession',
                        ],
                      },
                      {
                        target: 'reviewing',
                        actions: assign({ terms: ({ event }) => event.output.terms, acceptedTermIds: [] }),
                      },
                    ],
                    onError: {
                      target: 'loadFailed',
                      actions: assign({ formError: ({ event }) => problemOf(event.error) }),
                    },
                  },
                },
                loadFailed: { tags: ['terms:loadFailed'], on: { 'user.retry': 'loadingTerms' } },
                reviewing: {
                  tags: ['terms:reviewing'],
                  on: {
                    'user.toggleTerm': {
                      actions: assign({
                        formError: undefined,
                        acceptedTermIds: ({ context, event }) =>
                          event.accepted
                            ? [...new Set([...context.acceptedTermIds, event.id])]
                            : context.acceptedTermIds.filter((id) => id !== event.id),
                      }),
                    },
                    'user.confirmTerms': { guard: 'allTermsAccepted', target: 'confirming' },
                  },
                },
                confirming: {
                  tags: ['busy', 'terms:confirming'],
                  invoke: {
                    id: 'termsConfirm',
                    src: 'termsConfirm',
                    input: ({ context }) => ({ body: { termIds: context.acceptedTermIds } }),
                    onDone: {
                      target: '#session.authenticated.flow.deciding',
                      actions: [
                        assign({
                          session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }),
                        }),
                        'persistSession',
                      ],
                    },
                    onError: {
                      target: 'reviewing',
                      actions: assign({ formError: ({ event }) => problemOf(event.error) }),
                    },
                  },
                },
              },
            },
            corporateSelection: {
              tags: ['view:corporateSelection'],
              entry: assign({ formError: undefined }),
              on: {
                'user.menuSelected': {
                  target: 'ready',
                  actions: [
                    'reportMenuSelection',
                    { type: 'navigate', params: ({ event }) => ({ to: event.menuUrl, push: true }) },
                  ],
                },
                'route.changed': [
                  { guard: 'isCorporatePath', actions: 'assignPath' },
                  {
                    guard: 'isEntryPath',
                    target: 'ready',
                    actions: ['assignPath', { type: 'navigate', params: { to: PATHS.dashboard } }],
                  },
                  { target: 'ready', actions: 'assignPath' },
                ],
              },
              initial: 'choosing',
              states: {
                choosing: {
                  on: {
                    'user.selectCorporate': [
                      {
                        guard: 'isCurrentCorporate',
                        target: '#session.authenticated.flow.ready',
                        actions: [
                          {
                            type: 'navigate',
                            params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }),
                          },
                          'clearReferer',
                          'persistSession',
                        ],
                      },
                      { target: 'switching' },
                    ],
                    'user.setDefaultCorporate': {
                      guard: 'isOtherCorporateThanDefault',
                      target: 'settingDefault',
                    },
                    'user.clearDefaultCorporate': { guard: 'hasDefaultCorporate', target: 'clearingDefault' },
                  },
                },
                switching: {
                  // The whole page is replaced: the loader overlay says something is happening.
                  tags: ['busy', 'loader'],
                  invoke: {
                    id: 'changeCorporate',
                    src: 'changeCorporate',
                    input: ({ event }) => {
                      assertEvent(event, 'user.selectCorporate');
                      return { body: { corporateNcst: event.corporateNcst } };
                    },
                    onDone: {
                      target: '#session.authenticated.flow.ready',
                      actions: [
                        assign({
                          session: ({ context, event }) =>
                            applyCorporateChange(context.session, event.output),
                        }),
                        // Another company, other rights: nothing of the old ones may hold.
                        sendTo('rights', { type: 'rights.reload' }),
                        // Corporate selection is a login step (spec §2): a stored referer comes
                        // next and is cleared; without one, the dashboard.
                        {
                          type: 'navigate',
                          params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }),
                        },
                        'clearReferer',
                        'persistSession',
                      ],
                    },
                    onError: {
                      target: 'choosing',
                      actions: assign({ formError: ({ event }) => problemOf(event.error) }),
                    },
                  },
                },
                settingDefault: {
                  tags: ['busy'],
                  invoke: {
                    id: 'defaultHoldingSet',
                    src: 'defaultHoldingSet',
                    input: ({ event }) => {
                      assertEvent(event, 'user.setDefaultCorporate');
                      return { body: { corporateNcst: event.corporateNcst } };
                    },
                    onDone: {
                      target: 'choosing',
                      actions: [
                        {
                          type: 'applyCorporateList',
                          params: ({ event }) => ({ list: event.output.easyLoginCorporateList }),
                        },
                        'persistSession',
                      ],
                    },
                    onError: {
                      target: 'choosing',
                      actions: assign({ formError: ({ event }) => problemOf(event.error) }),
                    },
                  },
                },
                clearingDefault: {
                  tags: ['busy'],
                  invoke: {
                    id: 'defaultHoldingDelete',
                    src: 'defaultHoldingDelete',
                    onDone: {
                      target: 'choosing',
                      actions: [
                        {
                          type: 'applyCorporateList',
                          params: ({ event }) => ({ list: event.output.easyLoginCorporateList }),
                        },
                        'persistSession',
                      ],
                    },
                    onError: {
                      target: 'choosing',
                      actions: assign({ formError: ({ event }) => problemOf(event.error) }),
                    },
                  },
                },
              },
            },
            ready: {
              tags: ['view:portal'],
              on: {
                'user.menuSelected': {
                  actions: [
                    'reportMenuSelection',
                    { type: 'navigate', params: ({ event }) => ({ to: event.menuUrl, push: true }) },
                  ],
                },
                'entry.external': [
                  {
                    guard: 'hasExternalTarget',
                    description: 'Already logged in: straight to the target of the entry from outside.',
                    actions: {
                      type: 'navigate',
                      params: ({ event }) => ({ to: externalTarget(event) ?? PATHS.dashboard }),
                    },
                  },
                  { actions: { type: 'navigate', params: { to: PATHS.dashboard } } },
                ],
                'user.selectCorporate': {
                  guard: not('isCurrentCorporate'),
                  target: 'corporateSelection.switching',
                  description: 'The header switcher changes company at once; the active one is not offered.',
                },
                'route.changed': [
                  { guard: 'isTermsPath', target: 'terms', actions: 'assignPath' },
                  { guard: 'isCorporatePath', target: 'corporateSelection', actions: 'assignPath' },
                  {
                    guard: 'isEntryPath',
                    description: 'Logged-out pages and "/" lead to the dashboard once logged in.',
                    actions: ['assignPath', { type: 'navigate', params: { to: PATHS.dashboard } }],
                  },
                  { actions: 'assignPath' },
                ],
              },
            },
          },
        },
        menu: {
          description: 'Spec §7: a response flagged menuRefresh reloads the side menu.',
          initial: 'idle',
          states: {
            idle: { on: { 'menu.refresh': 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'menuRefresh',
                src: 'menuRefresh',
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      session: ({ context, event }) => ({
                        ...context.session,
                        customerMenu: event.output.customerMenu,
                      }),
                    }),
                    'persistSession',
                  ],
                },
                onError: 'idle',
              },
            },
          },
        },
        monitor: {
          description: 'Session control at an interval; an expired session answers body code "419".',
          initial: 'watching',
          states: {
            watching: {
              invoke: { id: 'sessionPoller', src: 'sessionPoller' },
              on: { 'session.poll': 'checking' },
            },
            checking: {
              invoke: {
                id: 'sessionControl',
                src: 'sessionControl',
                onDone: 'watching',
                onError: [
                  {
                    guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                    description: 'A session revoked elsewhere (another tab logged out) ends here too.',
                    target: 'watching',
                    actions: raise({ type: 'session.unauthorized' }),
                  },
                  // 419 reaches the shell as a reaction; other failures wait for the next check.
                  { target: 'watching' },
                ],
              },
            },
          },
        },
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
