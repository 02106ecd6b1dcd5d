import { defineServerFeature } from '../feature';
import { requestSubmittingHandlers } from './handlers';
import { requestSubmittingSchemaStatements } from './schema';
import { seedRequestSubmitting } from './seed';
import { settleDemands } from './settle';

/**
 * Requests with and without documents: all eight request-submitting rows. The side menu's
 * skeleton already links "Talep Oluştur" (/request-submitting) and "Doküman Formları"
 * (/document-form), so no entry is added. Statuses advance with time (settle).
 */
export const feature = defineServerFeature({
  name: 'requestSubmitting',
  tables: requestSubmittingSchemaStatements,
  seed: { run: seedRequestSubmitting },
  handlers: requestSubmittingHandlers,
  settle: settleDemands,
});
