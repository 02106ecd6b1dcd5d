import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: () => ({
    flowUsageReport: () => ({
      body: {
        steps: [{ flow: 'newLine', state: 'product', event: 'xstate.init', at: Date.now(), session: 'c1' }],
      },
      token: null,
    }),
    flowUsage: () => ({ query: { flow: 'newLine', from: '2026-01-01', to: '2026-12-31' }, token: null }),
    flowUsageSessions: () => ({
      query: { flow: 'newLine', from: '2026-01-01', to: '2026-12-31' },
      token: null,
    }),
    flowUsagePath: () => ({ query: { flow: 'newLine', session: 'seed000000000000' }, token: null }),
  }),
  madeElsewhere: {
    // A beacon answers 204 without an envelope and stores steps: server/flowUsage/flowUsage.test.ts.
    flowUsageReport: 'posted as a beacon (204, no envelope) by server/flowUsage/flowUsage.test.ts',
  },
});
