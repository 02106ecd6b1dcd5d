import type { CoverageException } from './support/coverageException';

/** What the session model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'session',
    item: 'session.anonymous.otp --xstate.error.actor.otp--> session.anonymous.credentials',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/session/session.machine.test.ts ("an OTP child that fails ...").',
  },
  {
    machineId: 'session',
    item: 'session.anonymous.storingLogin --always--> session.anonymous.credentials',
    reason:
      'Needs an incomplete login response (no customer or company), which the sandbox never sends. ' +
      'Proven in src/machines/session/session.machine.test.ts ("an incomplete login response goes back to credentials ...").',
  },
];
