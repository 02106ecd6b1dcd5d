import { defineServerFeature } from '../feature';
import { seedBulkAudit } from './bulkSeed';
import { auditHandlers } from './handlers';
import { auditTrail } from './recorder';
import { auditSchemaStatements } from './schema';

/**
 * The company's audit trail (issue 22): its append-only table, written by the recorder it puts on
 * every row's chain (rowMiddleware, server/catalogue.ts), and the page's three reads. The demo
 * world's trail starts with the first change; only a benchmark seeds a long one (bulkSeed.ts).
 */
export const feature = defineServerFeature({
  name: 'auditTrail',
  tables: auditSchemaStatements,
  handlers: auditHandlers,
  rowMiddleware: auditTrail,
  seed: { run: (db) => seedBulkAudit(db) },
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
