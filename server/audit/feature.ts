import { defineServerFeature } from '../feature';
import { auditHandlers } from './handlers';
import { auditSchemaStatements } from './schema';

/**
 * The company's audit trail (issue 22): its append-only table, written by the recorder that
 * server/catalogue.ts puts on every row, and the page's three reads. Nothing to seed: the trail
 * starts with the first change.
 */
export const feature = defineServerFeature({
  name: 'audit',
  tables: auditSchemaStatements,
  handlers: auditHandlers,
  menu: [
    {
      id: 'audit-trail',
      title: 'İşlem Geçmişi',
      url: '/audit-trail',
      parent: 'company',
      after: 'representative',
    },
  ],
});
