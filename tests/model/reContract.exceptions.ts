import type { CoverageException } from './support/coverageException';

const RESUME_REASON =
  'Resuming needs a draft stored before the page opens (the chosen lines, or an order the sandbox holds at ' +
  'the document step). The states come from the wizard kit (resumeStates), whose routing is walked through ' +
  'real views by the newLine model and proven on a wizard of its own in src/machines/shared/wizard/wizardKit.test.ts; ' +
  'for re-contract, src/machines/reContract/reContract.machine.test.ts ("resumes at the offers ...", "resumes at ' +
  'the document ...", "starts over ...") and tests/e2e/reContract.spec.ts ("a reload at the offers step resumes ' +
  'there") prove it.';

const resume = (item: string): CoverageException => ({
  machineId: 'reContract',
  item,
  reason: RESUME_REASON,
});

/** What the reContract model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  resume('reContract.resumeOffer'),
  resume('reContract.restoring'),
  resume('reContract.starting --always[hasDraft]--> reContract.resumeOffer'),
  resume('reContract.resumeOffer --user.resume--> reContract.restoring'),
  resume('reContract.resumeOffer --user.startOver--> reContract.lines'),
  resume('reContract.restoring --always[savedAt]--> reContract.offers'),
  resume('reContract.restoring --always--> reContract.document'),
  {
    machineId: 'reContract',
    item: 'reContract.document.loading --xstate.done.actor.loadDocument[documentSettled]--> reContract.done',
    reason:
      'A document already accepted is met only when a draft at the document step is resumed after the order was ' +
      'accepted elsewhere (another tab). Proven in src/machines/reContract/reContract.machine.test.ts ("resumes at ' +
      'the document with only the order, and is done when it was accepted meanwhile").',
  },
  {
    machineId: 'reContract',
    item: 'reContract.summary.confirming --xstate.error.actor.otp--> reContract.summary.reviewing',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/shared/wizard/wizardKit.test.ts ("returns to the step when ' +
      'the person cancels or the child fails").',
  },
];
