import type { AuthorizedUserList, PersonPermissions } from '../../src/api/authorizedUsers/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** A person of the world's company other than the world's person, without full authority. */
async function otherPerson(kit: ConformanceKit): Promise<number> {
  const list = await kit.content<AuthorizedUserList>('authorizedUserList', {
    query: { authFilter: 'YETKILI' },
  });
  return kit.first(
    list.persons.filter((p) => !p.self && !p.refusal),
    'a changeable authorized person',
  ).userId;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    authorizedUserList: () => ({ query: { authFilter: 'ALL', name: 'a' } }),
    authorizedUserCompanies: () => ({ query: {} }),
    authorizedUserPermissions: async () => ({ body: { userId: await otherPerson(kit) } }),
    authorizedUserPermissionChange: async () => {
      const userId = await otherPerson(kit);
      const current = await kit.content<PersonPermissions>('authorizedUserPermissions', { body: { userId } });
      const transactionId = await kit.validatedOtp('AUTHORIZED_USER', String(userId));
      const permissions = current.permissions.map((p) =>
        p.group === 'lineUser' ? { ...p, read: true, request: true } : p,
      );
      return { body: { userId, fullAuthority: false, permissions, transactionId } };
    },
  }),
});
