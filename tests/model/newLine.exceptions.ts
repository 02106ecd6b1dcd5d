import type { CoverageException } from './support/coverageException';

/** What the newLine model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'newLine',
    item: 'newLine.afterNumbers.confirming --xstate.error.actor.otp--> newLine.afterNumbers.summary',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/newLine/newLine.machine.test.ts ("returns to the summary when the OTP child fails by itself").',
  },
  {
    machineId: 'newLine',
    item: 'newLine.afterNumbers.creatingOrder --xstate.done.actor.createOrder--> newLine.done',
    reason:
      'Needs an order answer without an order id (spec §4: kept as empty text), which the sandbox never sends. ' +
      'Proven in src/machines/newLine/newLine.machine.test.ts ("ends without mars when the order answer has no id ...").',
  },
  {
    machineId: 'newLine',
    item: 'newLine.numbers.reserving --clock.tick--> self',
    reason:
      'The reservation clock ticks once as it starts, while the reservation call is in flight; through the view that ' +
      'tick lands before any step a person can take, and the sandbox answers the reservation at once, so no later ' +
      'tick falls inside the state. Proven in src/machines/newLine/newLine.machine.test.ts ("dates the reservation ' +
      'by the clock, not by its own reading of the time"), where the tick in reserving dates the reservation.',
  },
];
