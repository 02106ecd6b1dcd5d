/** The SIM matching import's worker: parses the chosen spreadsheet and checks rows off the main thread. */
import { serveImport } from '../../lib/sheets/importWorker';
import { simPairImportSpec } from './importSpec';

serveImport(simPairImportSpec);
