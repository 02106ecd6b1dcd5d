import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: () => ({
    pageContent: () => ({ params: { pageName: 'hakkimizda' } }),
    pageManagerData: () => ({ params: { pageName: 'hizmet-kalitesi' } }),
  }),
});
