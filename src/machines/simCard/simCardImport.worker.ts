/** The SIM card order's spreadsheet worker: parses and checks the rows off the main thread. */
import { serveImport } from '../../lib/sheets/importWorker';
import { simCardImportSpec } from './importSpec';

serveImport(simCardImportSpec);
