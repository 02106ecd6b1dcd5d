import type { CoverageException } from './support/coverageException';

/** What the invoice PDF model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'invoicePdf',
    item: 'invoicePdf.downloading --xstate.error.actor.download--> invoicePdf.idle',
    reason:
      'The download child ends in a final state with an output for every failure, so it never errors ' +
      'through the real portal; the guard against a crashing child is proven in ' +
      'src/machines/invoices/invoicePdfMachine.test.ts ("one download at a time ...").',
  },
  {
    machineId: 'showInvoicePdf',
    item: 'showInvoicePdf.downloading --xstate.error.actor.download--> showInvoicePdf.ready',
    reason:
      'The download child ends in a final state with an output for every failure, so it never errors ' +
      'through the real portal; proven in src/machines/invoicePdf/showInvoicePdf.machine.test.ts ' +
      '(the "crash" child of "a download that finds the link expired meanwhile ...").',
  },
  {
    machineId: 'invoicePdfDownload',
    item: 'invoicePdfDownload.fetching --xstate.done.actor.file--> invoicePdfDownload.failed',
    reason:
      'A success reply that is not a file never reaches the machine: the HTTP layer checks the answer ' +
      'against the row’s file schema and rejects it (the error transition, walked). Proven in ' +
      'src/machines/shared/invoicePdf/invoicePdfDownload.machine.test.ts ("isFile: a reply that is not a file ...").',
  },
];
