import { defineConformance } from '../conformanceKit';

type Line = { msisdn: string; allowed: string[] };

export const conformance = defineConformance({
  inputs: ({ content, first }) => ({
    extraPacketLines: () => ({
      body: {
        offset: 0,
        limit: 20,
        sort: { field: 'userName', direction: 'asc' },
        filter: { anyAllowed: true },
      },
    }),
    extraPacketLineStatus: () => ({}),
    extraPacketProductFilter: () => ({}),
    extraPacketPermissionList: () => ({}),
    extraPacketPermissionHistory: () => ({ body: { type: 'DATA' } }),
    extraPacketChangePermission: async () => {
      const { items } = await content<{ items: Line[] }>('extraPacketLines', {
        body: { offset: 0, limit: 50, filter: { status: 'ACTIVE', productType: 'VOICE' } },
      });
      const line = first(
        items.filter((l) => !l.allowed.includes('SMS')),
        'active voice line without the SMS permission',
      );
      return { body: { action: 'ALLOW', types: ['SMS'], msisdns: [line.msisdn] } };
    },
  }),
});
