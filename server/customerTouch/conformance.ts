import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: () => ({
    customerTouchTrackHistory: () => ({ body: { offset: 0, limit: 20, channel: 'CALL' } }),
  }),
});
