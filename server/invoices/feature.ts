import { defineServerFeature } from '../feature';
import { invoicesHandlers } from './handlers';
import { invoicesSchemaStatements } from './schema';
import { seedInvoiceDetails } from './seed';

/**
 * The invoice screens (issue 18): current invoice, the last sixteen months, by line, by billing
 * account (KTF), summary and layout, and a line's call detail behind an SMS code. The skeleton's
 * "Fatura Bilgilerim" entry (`invoices.current`) is pointed at the feature's page.
 */
export const feature = defineServerFeature({
  name: 'invoices',
  tables: invoicesSchemaStatements,
  seed: { after: ['dashboard'], run: seedInvoiceDetails },
  handlers: invoicesHandlers,
  menu: [{ id: 'invoices.current', parent: 'invoices', title: 'Fatura Bilgilerim', url: '/invoices' }],
});
