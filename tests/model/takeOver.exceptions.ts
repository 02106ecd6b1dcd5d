import type { CoverageException } from './support/coverageException';

const RESUME_REASON =
  'Resuming needs a draft stored before the page opens that names an order the server holds at that step. ' +
  'The states come from the wizard kit (resumeStates), whose routing is walked through real views by the ' +
  'newLine model (its resume worlds) and proven on a wizard of its own in src/machines/shared/wizard/wizardKit.test.ts; ' +
  'for take-over, src/machines/takeOver/takeOver.machine.test.ts ("resumes at the saved step ...", "starts over ...") ' +
  'and tests/e2e/takeOver.spec.ts ("a reload at the tariff step resumes there") prove it against the sandbox.';

const resume = (item: string): CoverageException => ({ machineId: 'takeOver', item, reason: RESUME_REASON });

/** What the takeOver model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  resume('takeOver.resumeOffer'),
  resume('takeOver.restoring'),
  resume('takeOver.starting --always[hasDraft]--> takeOver.resumeOffer'),
  resume('takeOver.resumeOffer --user.resume--> takeOver.restoring'),
  resume('takeOver.resumeOffer --user.startOver--> takeOver.lines'),
  resume('takeOver.restoring --always[savedAt]--> takeOver.approval'),
  resume('takeOver.restoring --always[savedAt]--> takeOver.subscription'),
  resume('takeOver.restoring --always[savedAt]--> takeOver.tariff'),
  resume('takeOver.restoring --always[savedAt]--> takeOver.preferences'),
  resume('takeOver.restoring --always--> takeOver.summary'),
  {
    machineId: 'takeOver',
    item: 'takeOver.summary.confirming --xstate.error.actor.otp--> takeOver.summary.reviewing',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own (sendFailed, locked, codeExpired). ' +
      'Proven with a failing stand-in child in src/machines/shared/wizard/wizardKit.test.ts ("returns to the step when ' +
      'the person cancels or the child fails").',
  },
];
