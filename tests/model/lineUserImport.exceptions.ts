import type { CoverageException } from './support/coverageException';

/** What the bulk import's model test leaves unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'import',
    item: 'import.reviewing --user.pickFile--> import.reading',
    reason:
      'The page shows no file picker while reviewing: ImportPanel renders ImportFilePicker only in idle and failed, ' +
      'and "Başka dosya seç" sends user.restart (walked). The machine keeps the event for consumers that pick a new ' +
      'file in place; it runs the same startFile action as idle/failed --user.pickFile (both walked). No machine ' +
      'test sends it from reviewing yet.',
  },
];
