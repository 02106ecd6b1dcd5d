import type { CoverageException } from './support/coverageException';

/** What the contracts model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'contractDetail',
    item: 'contractDetail.confirming --xstate.error.actor.otp--> contractDetail.viewing',
    reason:
      'The OTP child never fails by itself: every call error is a state of its own. Proven with a failing stand-in ' +
      'child in src/machines/contracts/contractDetail.machine.test.ts ("an OTP child that fails returns to the text").',
  },
  {
    machineId: 'contractDownload',
    item: 'contractDownload.confirming --xstate.error.actor.otp--> contractDownload.failed',
    reason:
      'The OTP child never fails by itself. Proven in src/machines/contracts/contractDownload.machine.test.ts ' +
      '("an OTP child that fails ends the download as failed").',
  },
  {
    machineId: 'contractsPage',
    item: 'contractsPage.detail.open --xstate.error.actor.detail--> contractsPage.detail.closed',
    reason:
      'The contract view machine ends with an output and never throws. Proven with failing stand-ins in ' +
      'src/machines/contracts/contractsPage.machine.test.ts ("a failing child ... leaves the page usable").',
  },
  {
    machineId: 'contractsPage',
    item: 'contractsPage.download.running --xstate.error.actor.download--> contractsPage.download.idle',
    reason:
      'The download machine ends in saved, cancelled or failed and never throws. Proven in ' +
      'src/machines/contracts/contractsPage.machine.test.ts ("a failing child ... leaves the page usable").',
  },
];
