import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: ({ content, first }) => ({
    secureInternetList: () => ({}),
    secureInternetProfileTypes: () => ({}),
    secureInternetAnnouncement: () => ({}),
    secureInternetHistory: () => ({ body: {} }),
    secureInternetSaveProfiles: async () => {
      const lines = (
        await content<{ items: { msisdn: string; changeable: boolean; profile: string }[] }>(
          'secureInternetList',
        )
      ).items;
      const line = first(
        lines.filter((l) => l.changeable),
        'line whose secure-internet profile can change',
      );
      return { body: { profile: line.profile === 'FAMILY' ? 'CHILD' : 'FAMILY', msisdns: [line.msisdn] } };
    },
  }),
});
