import type { FlowTestCoverage } from '../../api/flowCoverage/types';
import type { FlowPath, FlowSessions, FlowUsage } from '../../api/flowUsage/types';

/**
 * Fixed usage of a small made-up flow ("demo": form → sim → summary → done), for the machine,
 * component and model tests of the atlas page: every figure is chosen, so a test reads it back.
 */
export const DEMO_USAGE: FlowUsage = {
  flow: 'demo',
  from: '2026-11-22',
  to: '2026-11-28',
  sessions: 40,
  states: [
    { state: 'form', visits: 40, sessions: 40 },
    { state: 'sim', visits: 30, sessions: 28 },
    { state: 'summary', visits: 12, sessions: 12 },
    { state: 'done', visits: 10, sessions: 10 },
  ],
  transitions: [
    { from: 'form', to: 'sim', event: 'user.next', count: 30, share: 0.75 },
    { from: 'sim', to: 'summary', event: 'user.next', count: 12, share: 0.4 },
    { from: 'sim', to: 'form', event: 'user.back', count: 2, share: 1 / 15 },
    { from: 'summary', to: 'done', event: 'user.confirm', count: 10, share: 10 / 12 },
  ],
  funnel: [
    { step: 'form', entered: 40, continued: 30, dropped: 10, medianMs: 4_500, p90Ms: 12_000 },
    { step: 'sim', entered: 30, continued: 12, dropped: 18, medianMs: 65_000, p90Ms: 3_720_000 },
    { step: 'summary', entered: 12, continued: 10, dropped: 2, medianMs: null, p90Ms: null },
  ],
  topExits: [
    {
      state: 'sim',
      exits: [
        { to: 'summary', event: 'user.next', count: 12 },
        { to: 'form', event: 'user.back', count: 2 },
      ],
    },
  ],
};

export const DEMO_COVERAGE: FlowTestCoverage = {
  flow: 'demo',
  generatedAt: Date.UTC(2026, 10, 27, 9, 0),
  tested: true,
  // The report also names what the chart does not draw (an invoked child's state and move): the
  // coverage line counts only what the chart marks (UsagePanel's test reads 2 states, 1 move).
  states: ['demo.form', 'demo.sim', 'demo.sim.checking'],
  transitions: ['demo.form --user.next--> demo.sim', 'demo.sim.checking --done--> demo.sim.checked'],
};

export const DEMO_SESSIONS: FlowSessions = {
  sessions: [
    { session: 'a1b2c3', startedAt: Date.UTC(2026, 10, 27, 8, 0), steps: 3, lastState: 'summary' },
    { session: 'd4e5f6', startedAt: Date.UTC(2026, 10, 26, 12, 30), steps: 2, lastState: 'sim' },
  ],
};

export const DEMO_PATH: FlowPath = {
  steps: [
    {
      flow: 'demo',
      state: 'form',
      event: 'xstate.init',
      at: Date.UTC(2026, 10, 27, 8, 0),
      session: 'a1b2c3',
    },
    {
      flow: 'demo',
      state: 'sim',
      event: 'user.next',
      at: Date.UTC(2026, 10, 27, 8, 0, 5),
      session: 'a1b2c3',
    },
    {
      flow: 'demo',
      state: 'summary',
      event: 'user.next',
      at: Date.UTC(2026, 10, 27, 8, 1),
      session: 'a1b2c3',
    },
  ],
};
