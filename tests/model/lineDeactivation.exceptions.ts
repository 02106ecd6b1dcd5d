import type { CoverageException } from './support/coverageException';

/** What the line-deactivation model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'lineDeactivation',
    item: 'lineDeactivation.confirmingCode --xstate.error.actor.otp--> lineDeactivation.summary',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'The fallback is there so a defect in the child cannot leave the page waiting.',
  },
  {
    machineId: 'deactivationDetail',
    item: 'deactivationDetail.loaded --user.refresh--> deactivationDetail.loading',
    reason:
      'A deactivation never changes after it happened, so its detail offers only a retry after a failure; ' +
      'the request machine’s refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
