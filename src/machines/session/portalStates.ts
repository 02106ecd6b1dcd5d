import { assign, not, raise } from 'xstate';
import { PATHS } from './sessionEvents';
import { externalTarget, sessionSetup } from './sessionSetup';

/** The portal's pages once in: the side menu's choices, entries from outside, the header switcher. */
export const readyState = sessionSetup.createStateConfig({
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
      target: 'switchingCompany',
      actions: 'rememberSwitch',
      description: 'The header switcher changes company at once; the active one is not offered.',
    },
    'user.dismissSwitchRefusal': { actions: assign({ switchRefusal: undefined }) },
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
});

/** Spec §7: a response flagged menuRefresh reloads the side menu. */
export const menuRegion = sessionSetup.createStateConfig({
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
});

/** Session control at an interval; an expired session answers body code "419". */
export const monitorRegion = sessionSetup.createStateConfig({
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
});
