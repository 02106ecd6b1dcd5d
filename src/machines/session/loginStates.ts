import { assertEvent, assign } from 'xstate';
import { applyLoginResponse } from '../../lib/sessionSnapshot';
import { PATHS } from './sessionEvents';
import { externalTarget, problemOf, sessionSetup } from './sessionSetup';

/**
 * The way in, for a person who is not logged in (spec §2, §4): the logged-out pages and the
 * referer, the login form with its SMS code (in the fast-login popup its result goes to the
 * opener), and the logins completed elsewhere (fast login, seamless login, a customer manager's
 * customer-to-login, `/ext` entries) that the session adopts. A child of the session router.
 */
export const anonymousState = sessionSetup.createStateConfig({
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
            actions: { type: 'handOverLogin', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'otpValidated', params: ({ event }) => ({ output: event.output }) },
            target: 'storingLogin',
            actions: assign({
              session: ({ context, event }) =>
                event.output.status === 'validated'
                  ? applyLoginResponse(context.session, event.output.result)
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
});
