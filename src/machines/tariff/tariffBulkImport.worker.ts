/** The bulk tariff change import's worker: parses the chosen spreadsheet and checks rows off the main thread. */
import { serveImport } from '../../lib/sheets/importWorker';
import { tariffBulkImportSpec } from './bulkImportSpec';

serveImport(tariffBulkImportSpec);
