import type { CoverageException } from './support/coverageException';

/** What the line-user model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'lineUserFilterChoices',
    item: 'lineUserFilterChoices.loaded --user.refresh--> lineUserFilterChoices.loading',
    reason:
      'The filter bar loads its choices once and offers only a retry after a failure; nothing on the page sends ' +
      "user.refresh. The request machine's refresh is proven in src/machines/shared/request.machine.test.ts.",
  },
  {
    machineId: 'invoiceNameBulk',
    item: 'invoiceNameBulk.done --selection.all--> invoiceNameBulk.idle',
    reason:
      'In `done` the machine has just cleared the selection, and the table offers "Filtreye uyan tüm N satırı seç" ' +
      'only while some rows are chosen (SelectionBar), so a person must choose a row first, which sends ' +
      'selection.change and leaves `done`. Choosing all from idle is walked; the machine takes the same action from ' +
      'both states (SELECTION_EVENTS).',
  },
  {
    machineId: 'lineUserPage',
    item: 'lineUserPage.editing --xstate.error.actor.edit--> lineUserPage.browsing',
    reason:
      'The edit flow settles every failure of its calls in its own states and ends only by its final ' +
      '`closed` state, so it never errors through the real portal; the transition keeps the page usable ' +
      'should it crash. Proven in src/machines/lineUser/lineUserPage.machine.test.ts ("a crashing edit flow ...").',
  },
];
