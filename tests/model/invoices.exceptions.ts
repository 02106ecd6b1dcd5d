import type { CoverageException } from './support/coverageException';

const issued =
  'An issued invoice never changes, so the page offers a retry after a failure but no refresh; ' +
  'the request machine’s refresh is proven in src/machines/shared/request.machine.test.ts.';

/** What the invoice model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'invoiceKtfTotals',
    item: 'invoiceKtfTotals.loaded --user.refresh--> invoiceKtfTotals.loading',
    reason: issued,
  },
  {
    machineId: 'invoiceLayout',
    item: 'invoiceLayout.loaded --user.refresh--> invoiceLayout.loading',
    reason: issued,
  },
  {
    machineId: 'invoiceProducts',
    item: 'invoiceProducts.loaded --user.refresh--> invoiceProducts.loading',
    reason: issued,
  },
  {
    machineId: 'invoiceCallDetail',
    item: 'invoiceCallDetail.confirming --xstate.error.actor.otp--> invoiceCallDetail.entering',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'The fallback is there so a defect in the child cannot leave the page waiting.',
  },
];
