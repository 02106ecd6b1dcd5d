import type { CoverageException } from './support/coverageException';

/** What the customer-manager model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'customerManagerLogin',
    item: 'customerManagerLogin.secondFactor --xstate.error.actor.otp--> customerManagerLogin.loadingCaptcha',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/customerManager/customerManager.machine.test.ts ' +
      '("a code step given up or failed stores nothing and starts over with a new captcha").',
  },
  {
    machineId: 'customerManagerPortfolio',
    item: 'customerManagerPortfolio.checking --always--> customerManagerPortfolio.signedOut',
    reason:
      'The model walks the portfolio with a manager session as its input; the page without one goes to the manager ' +
      'login at once. Proven in src/machines/customerManager/customerManager.machine.test.ts ("without a manager ' +
      'session goes to the manager login ...") and tests/e2e/customerManager.spec.ts (the portfolio without a session).',
  },
];
