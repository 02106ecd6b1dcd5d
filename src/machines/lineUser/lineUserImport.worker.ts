/**
 * The bulk line-user import's worker: parses the chosen spreadsheet and checks every row off the
 * main thread, so a 100,000-row file leaves the page responsive (issue 14 benchmark).
 */
import { serveImport } from '../../lib/sheets/importWorker';
import { lineUserImportSpec } from './importSpec';

serveImport(lineUserImportSpec);
