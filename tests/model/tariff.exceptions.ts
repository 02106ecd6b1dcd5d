import type { CoverageException } from './support/coverageException';

/** What the tariff model tests leave unwalked, and why (the shape: support/coverageException.ts). */
const OTP_NEVER_FAILS =
  'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
  'The fallback is there so a defect in the child cannot leave the page waiting.';

export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'tariffChange',
    item: 'tariffChange.confirmingCode --xstate.error.actor.otp--> tariffChange.summary',
    reason: OTP_NEVER_FAILS,
  },
  {
    machineId: 'tariffBulk',
    item: 'tariffBulk.confirmingCode --xstate.error.actor.otp--> tariffBulk.review',
    reason: OTP_NEVER_FAILS,
  },
  {
    machineId: 'tariffFilterChoices',
    item: 'tariffFilterChoices.loaded --user.refresh--> tariffFilterChoices.loading',
    reason:
      'The filter bar loads its choices once and offers only a retry after a failure; the request machine’s ' +
      'refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
  {
    machineId: 'tariffCatalogue',
    item: 'tariffCatalogue.loaded --user.refresh--> tariffCatalogue.loading',
    reason:
      'The catalogue loads once with the bulk page and offers only a retry after a failure; the request machine’s ' +
      'refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
