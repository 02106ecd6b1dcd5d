import type { CoverageException } from './support/coverageException';

/** What the login model leaves unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'login',
    item: 'login.otp --xstate.error.actor.otp--> login.credentials',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/session/login.machine.test.ts ("an OTP child that fails ...").',
  },
];
