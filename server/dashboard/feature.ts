import { defineServerFeature } from '../feature';
import { dashboardHandlers } from './handlers';
import { dashboardSchemaStatements } from './schema';
import { seedInvoices } from './seed';

/** The dashboard: its boxes' figures, read from the company's lines and its invoices. */
export const feature = defineServerFeature({
  name: 'dashboard',
  tables: dashboardSchemaStatements,
  seed: { run: seedInvoices },
  handlers: dashboardHandlers,
  menu: [{ id: 'home', title: 'Ana Sayfa', url: '/dashboard', after: null }],
});
