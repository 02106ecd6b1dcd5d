import type { CoverageException } from './support/coverageException';

/** What the additional-package model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'packageOrder',
    item: 'packageOrder.confirmingCode --xstate.error.actor.otp--> packageOrder.summary',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'The fallback is there so a defect in the child cannot leave the page waiting.',
  },
  {
    machineId: 'packageHistoryDetail',
    item: 'packageHistoryDetail.loaded --user.refresh--> packageHistoryDetail.loading',
    reason:
      'An order or cancellation in the history is shown as it was written, so its detail dialog offers only a retry after a failure; ' +
      'the request machine’s refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
  {
    machineId: 'packageOrderContract',
    item: 'packageOrderContract.loaded --user.refresh--> packageOrderContract.loading',
    reason:
      'A waiting order’s contract does not change while the dialog is open, so it offers only a retry after a failure; ' +
      'the request machine’s refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
