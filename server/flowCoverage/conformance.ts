import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: () => ({
    flowTestCoverage: () => ({ query: { flow: 'session' } }),
  }),
});
