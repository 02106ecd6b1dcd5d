import { defineServerFeature } from '../feature';
import { invoicePdfHandlers } from './handlers';
import { invoicePdfSchemaStatements } from './schema';
import { seedInvoicePdfLinks } from './seed';

/**
 * Invoice PDFs and their public links (issue 18): the permission and PDF rows of the operator's
 * copy and the tax authority's (GİB) e-Arşiv copy. The invoices come from the dashboard's table
 * and the invoice feature's charges (server/invoices/document.ts).
 */
export const feature = defineServerFeature({
  name: 'invoicePdf',
  tables: invoicePdfSchemaStatements,
  seed: { after: ['dashboard', 'invoices'], run: seedInvoicePdfLinks },
  handlers: invoicePdfHandlers,
});
