import { defineServerFeature } from '../feature';
import { auditHandlers } from './handlers';
import { auditTrail } from './recorder';
import { auditSchemaStatements } from './schema';

/**
 * The company's audit trail (issue 22): its append-only table, written by the recorder it puts on
 * every row's chain (rowMiddleware, server/catalogue.ts), and the page's three reads. Nothing to
 * seed: the trail starts with the first change.
 */
export const feature = defineServerFeature({
  name: 'auditTrail',
  tables: auditSchemaStatements,
  handlers: auditHandlers,
  rowMiddleware: auditTrail,
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
