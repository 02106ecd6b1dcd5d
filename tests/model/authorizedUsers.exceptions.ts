import type { CoverageException } from './support/coverageException';

/** What the authorized-user model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'authorizedUserPermissions',
    item: 'authorizedUserPermissions.confirmingCode --xstate.error.actor.otp--> authorizedUserPermissions.reviewing',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'The fallback is there so a defect in the child cannot leave the page waiting.',
  },
];
