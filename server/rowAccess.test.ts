// @vitest-environment node
/**
 * Every catalogue row against the person without full authority (issue 24): a row declared
 * `write` answers the 403 of spec §8 before its handler runs unless she may request its group, a
 * `read` row only when she may not see its group (issue 37). The declared access is what is
 * tested, so a row marked wrongly shows up in review of the catalogue.
 */
import { BODY_CODES } from '../src/api/types';
import { approvalDecisionRows, isWriteRow, readGroupOf } from './access';
import { endpoints } from './contract';
import { MESSAGES } from './messages';
import { sandboxClient, USERS } from './test-support';

describe('every row against the limited user', async () => {
  const client = sandboxClient();
  const { pageToken } = await client.login(...USERS.limited);
  const fill = (path: string) =>
    Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, k]) => [k, 'X-1']));

  // Signing out ends the session the other rows use, so it goes last.
  const ordered = [...endpoints].sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));
  it('refuses the contract error report, whose name reads like a query', async () => {
    const res = await client.call('contractErrorReport', { contractId: 'X' }, { token: pageToken });
    expect(res.status).toBe(403);
  });

  // Her seeded grants in her first company (server/db/seed-users.ts), where she signs in: Talep of
  // these two groups, Görüntüleme of every group but the invoices, Onay of none.
  const requested = new Set(['lineUser', 'secureInternet']);
  const unseen = new Set(['invoices']);

  it.each(ordered.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const res = await client.call(row.name, {}, { token: pageToken, params: fill(row.path) });
    const refused = res.status === 403 && res.body.status?.message === MESSAGES.forbidden;
    // The audit trail is read only by persons with full authority (issue 22, server/auditTrail/handlers.ts).
    const fullAuthorityRead = row.feature === 'auditTrail';
    const readGroup = readGroupOf(row);
    const expected =
      row.name in approvalDecisionRows ||
      (isWriteRow(row) && !requested.has(row.feature)) ||
      (readGroup !== undefined && unseen.has(readGroup)) ||
      fullAuthorityRead;
    expect(refused, `${row.method} ${row.path} is declared ${row.access}`).toBe(expected);
    if (refused) expect(res.body.status?.code).toBe(BODY_CODES.forbidden);
  });
});
