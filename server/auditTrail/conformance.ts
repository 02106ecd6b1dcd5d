import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: (kit) => ({
    auditTrailList: () => ({ query: { result: 'SUCCESS', limit: '20' } }),
    auditTrailOperations: () => ({}),
    auditTrailEntry: async () => {
      // Any change leaves an entry; saving a search is the smallest one.
      await kit.content('searchSave', { body: { title: 'Denetim', url: '/audit-trail', kind: 'MENU' } });
      const { items } = await kit.content<{ items: { entryId: string }[] }>('auditTrailList', {
        query: { limit: '1' },
      });
      return { params: { entryId: kit.first(items, 'audit entry').entryId } };
    },
    // The mailed answer: the file is read back in server/auditTrail/audit.test.ts.
    auditTrailExport: () => ({ body: { format: 'csv', sendMail: true } }),
  }),
});
