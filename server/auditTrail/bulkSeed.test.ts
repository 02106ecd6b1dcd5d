// @vitest-environment node
/**
 * The benchmark's long trail (SANDBOX_BULK_AUDIT): entries of the demo person's company, listed
 * by the page's own row newest first, with real operations and their titles.
 */
import type { AuditPage } from '../../src/api/auditTrail/types';
import { seedBulkAudit } from './bulkSeed';
import { auditWorld } from './testKit';

const world = await auditWorld();
afterAll(() => world.client.close());

it('adds the asked number of entries to the company, each a real operation with its title', async () => {
  const before = await world.content<AuditPage>('auditTrailList', { query: {} });
  seedBulkAudit(world.client.db, 120, Date.now());
  const after = await world.content<AuditPage>('auditTrailList', { query: {} });
  expect(after.total - before.total).toBe(120);
  const newest = after.items[0];
  expect(newest?.operationTitle).toMatch(/\S/);
  expect(newest?.personName).toBe('Can Öztürk');
});

it('adds nothing without a count', () => {
  const count = () =>
    (world.client.db.prepare('SELECT COUNT(*) AS n FROM audit_entries').get() as { n: number }).n;
  const before = count();
  seedBulkAudit(world.client.db, 0);
  expect(count()).toBe(before);
});
