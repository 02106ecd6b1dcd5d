import type { CoverageException } from './support/coverageException';

const TOO_MANY =
  'More than 5,000 chosen lines: the seeded companies have at most 1,000 lines, so no walk through the real ' +
  'page can choose that many. The guard and the way out are proven in src/machines/abroad/abroadChange.machine.test.ts.';

/** What the usage-abroad model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  { machineId: 'abroadChange', item: 'abroadChange.tooMany', reason: TOO_MANY },
  ...['user.change[(mayRequest, tooMany)]'].map((event) => ({
    machineId: 'abroadChange',
    item: `abroadChange.idle --${event}--> abroadChange.tooMany`,
    reason: TOO_MANY,
  })),
  ...['selection.change', 'selection.all', 'selection.clear', 'user.dismiss'].map((event) => ({
    machineId: 'abroadChange',
    item: `abroadChange.tooMany --${event}--> abroadChange.idle`,
    reason: TOO_MANY,
  })),
  {
    machineId: 'abroadConfirm',
    item: 'abroadConfirm.confirmingCode --xstate.error.actor.otp--> abroadConfirm.review',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'The fallback is there so a defect in the child cannot leave the page waiting.',
  },
  {
    machineId: 'abroadFilterChoices',
    item: 'abroadFilterChoices.loaded --user.refresh--> abroadFilterChoices.loading',
    reason:
      'The filter bar loads its choices once and offers only a retry after a failure; the request machine’s ' +
      'refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
  {
    machineId: 'abroadSummary',
    item: 'abroadSummary.loaded --user.refresh--> abroadSummary.loading',
    reason:
      'The counts load with the page (a change happens on the confirm page, and coming back loads them anew); ' +
      'only a failure offers a retry. The refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
