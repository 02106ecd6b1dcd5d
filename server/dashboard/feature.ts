import { defineServerFeature } from '../feature';
import { dashboardHandlers } from './handlers';
import { seedInvoices } from './seed';

/** The dashboard: its boxes' figures, read from the company's lines and its invoices. */
export const feature = defineServerFeature({
  name: 'dashboard',
  seed: { run: seedInvoices },
  handlers: dashboardHandlers,
  menu: [{ id: 'home', title: 'Ana Sayfa', url: '/dashboard', after: null }],
});
