import { assertEvent, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { LoginResponse, OtpChallenge } from '../../api/types';
import { validatedResult } from '../shared/otp/otpMachine';
import { loginOtpMachine } from './loginOtp';
import { problemOf, type SessionProblem } from './sessionProblem';

export type LoginEvent =
  | { type: 'user.submitCredentials'; userName: string; password: string }
  | { type: 'user.editCredentials' }
  /**
   * A login completed elsewhere (the fast-login popup, a seamless-login token, a customer manager's
   * customer-to-login): its login response counts as if this page had signed in itself.
   */
  | { type: 'session.adopt'; response: LoginResponse };

export interface LoginInput {
  /** The last try's problem, still to be said (an incomplete login response, spec §4). */
  problem?: SessionProblem;
}

export interface LoginContext {
  challenge: OtpChallenge | undefined;
  problem: SessionProblem | undefined;
  response: LoginResponse | undefined;
  way: LoginOutput['way'];
}

/**
 * The login, whichever way it came: `form` is this page's user name, password and SMS code (in the
 * fast-login popup it goes to the opener), `elsewhere` a login completed beside the form.
 */
export type LoginOutput = { response: LoginResponse; way: 'form' | 'elsewhere' };

/**
 * The way in (spec §2, §4): the login form with its SMS code, and the logins completed elsewhere
 * (fast login, seamless login, a customer manager's customer-to-login) that the session adopts.
 * The session router invokes it while nobody is logged in and stores its output; the logged-out
 * pages, the referer and `/ext` entries are the router's, since they are about the session.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    credentials: httpActor('login'),
    otp: loginOtpMachine,
  },
  guards: {
    hasProblem: ({ context }) => context.problem !== undefined,
    otpValidated: (_, params: { response: LoginResponse | undefined }) => params.response !== undefined,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    challenge: undefined,
    problem: input.problem,
    response: undefined,
    way: 'form',
  }),
  on: {
    'session.adopt': {
      description:
        'A login completed elsewhere (fast-login popup, seamless login, customer manager) is the login.',
      target: '.signedIn',
      actions: assign({ response: ({ event }) => event.response, way: 'elsewhere' }),
    },
  },
  initial: 'credentials',
  states: {
    credentials: {
      tags: ['view:credentials'],
      on: {
        'user.submitCredentials': {
          target: 'submittingCredentials',
          actions: assign({ problem: undefined }),
        },
        'user.editCredentials': {
          description:
            'Editing a field after a refused login takes the refusal away: it was about what was typed before.',
          guard: 'hasProblem',
          actions: assign({ problem: undefined }),
        },
      },
    },
    submittingCredentials: {
      tags: ['view:credentials', 'busy'],
      invoke: {
        id: 'credentials',
        src: 'credentials',
        input: ({ event }) => {
          assertEvent(event, 'user.submitCredentials');
          return { body: { userName: event.userName, password: event.password } };
        },
        onDone: { target: 'otp', actions: assign({ challenge: ({ event }) => event.output }) },
        onError: {
          target: 'credentials',
          actions: assign({ problem: ({ event }) => problemOf(event.error) }),
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
              type: 'otpValidated',
              params: ({ event }) => ({ response: validatedResult(event.output) }),
            },
            target: 'signedIn',
            actions: assign({ response: ({ event }) => validatedResult(event.output), way: 'form' }),
          },
          // The person went back from the SMS code.
          { target: 'credentials' },
        ],
        onError: {
          target: 'credentials',
          actions: assign({ problem: ({ event }) => problemOf(event.error) }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
  // signedIn is reached only with a response (both ways in assign it first).
  output: ({ context }) => ({ response: context.response as LoginResponse, way: context.way }),
});

export type LoginMachine = typeof loginMachine;
