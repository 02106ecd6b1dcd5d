import { assign, sendTo } from 'xstate';
import { applyLoginResponse } from '../../lib/sessionSnapshot';
import type { LoginInput } from './loginMachine';
import { PATHS } from './sessionEvents';
import { externalTarget, sessionSetup } from './sessionSetup';
import { withStepCode } from './stepCodeStates';

/**
 * The login child, given the problem still to be said; its login is stored, or handed to the
 * opener. Its code is loaded first (stepCodeStates.ts); a login completed elsewhere meanwhile needs
 * no form, so the router stores it itself.
 */
const signingIn = (input: LoginInput) =>
  sessionSetup.createStateConfig({
    ...withStepCode(
      {
        invoke: {
          id: 'login',
          src: 'login',
          input,
          onDone: [
            {
              guard: { type: 'signedInInFastLoginPopup', params: ({ event }) => ({ way: event.output.way }) },
              description: 'The fast-login popup stores nothing itself: its opener adopts the login.',
              target: '#session.handedOver',
              actions: {
                type: 'handOverLogin',
                params: ({ event }) => ({ response: event.output.response }),
              },
            },
            {
              target: '#session.anonymous.storingLogin',
              actions: assign({
                session: ({ context, event }) => applyLoginResponse(context.session, event.output.response),
              }),
            },
          ],
        },
        on: {
          // A login completed elsewhere is the login child's to end with.
          'session.adopt': { actions: sendTo('login', ({ event }) => event) },
        },
      },
      {
        // Stored as the login child would end with it (way `elsewhere`): no form is needed for it.
        'session.adopt': {
          target: '#session.anonymous.storingLogin',
          actions: assign({
            session: ({ context, event }) => applyLoginResponse(context.session, event.response),
          }),
        },
      },
    ),
  });

/**
 * The way in, for a person who is not logged in (spec §2, §4): the logged-out pages and the
 * referer, `/ext` entries, and the login child (loginMachine.ts: the form with its SMS code, and
 * the logins completed elsewhere). What is about the session (referer, storing the login, the
 * hand-over to the fast-login popup's opener) is the router's; the form is the child's.
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
  initial: 'signingIn',
  states: {
    signingIn: signingIn({}),
    // The last login response was incomplete: the form again, saying so.
    incompleteLogin: signingIn({ problem: { code: 'incompleteLogin' } }),
    storingLogin: {
      description: 'An incomplete login response is tracked as an error page view for "/" (spec §4).',
      entry: 'persistLogin',
      always: [
        { guard: 'isLoggedIn', target: '#session.authenticated' },
        { target: 'incompleteLogin', actions: 'trackIncompleteLogin' },
      ],
    },
  },
});
