import { coverageKeyOf, coverageOverlay, edgeUsage, pathWithAncestors, stateUsage } from './overlay';
import type { ChartEdge, ChartNode } from './types';

const node = (path: string): ChartNode => ({
  id: `demo.${path}`,
  key: path.split('.').at(-1)!,
  path,
  kind: 'atomic',
  initial: undefined,
  invokes: [],
  tags: [],
  description: undefined,
  children: [],
});
const edge = (id: string, source: string, target: string, event: string, guard?: string): ChartEdge => ({
  id,
  source: `demo.${source}`,
  target: `demo.${target}`,
  kind: event ? 'event' : 'always',
  event,
  guard,
  delay: undefined,
  targetless: false,
  label: event,
});
const DEMO_USAGE = {
  states: [
    { state: 'form', visits: 40, sessions: 40 },
    { state: 'sim', visits: 30, sessions: 28 },
  ],
  transitions: [
    { from: 'form', to: 'sim', event: 'user.next', count: 30, share: 0.75 },
    { from: 'sim', to: 'summary', event: 'user.next', count: 12, share: 0.4 },
    { from: 'sim', to: 'form', event: 'user.back', count: 2, share: 1 / 15 },
  ],
};
const DEMO_COVERAGE = {
  states: ['demo.form', 'demo.sim'],
  transitions: ['demo.form --user.next--> demo.sim'],
};
const NODES = ['form', 'sim', 'summary', 'done'].map(node);
const EDGES = [
  edge('e1', 'form', 'sim', 'user.next'),
  edge('e2', 'sim', 'summary', 'user.next', 'simChosen'),
  edge('e3', 'sim', 'form', 'user.back'),
  edge('e4', 'summary', 'done', 'user.confirm'),
  edge('e5', 'done', 'form', 'user.again'),
];

describe('the usage overlay', () => {
  it('gives each state its visits and sessions by path', () => {
    expect(stateUsage(DEMO_USAGE).get('sim')).toEqual({ visits: 30, sessions: 28 });
    expect(stateUsage(DEMO_USAGE).get('nowhere')).toBeUndefined();
  });

  it('gives each drawn edge the count and share of the reported transition, none to an untaken one', () => {
    const figures = edgeUsage(NODES, EDGES, DEMO_USAGE);
    expect(figures.get('e1')).toEqual({ count: 30, share: 0.75 });
    expect(figures.get('e2')).toEqual({ count: 12, share: 0.4 });
    expect(figures.get('e3')?.count).toBe(2);
    expect(figures.has('e5')).toBe(false);
  });

  it("puts a parallel machine's region moves and its entry on the region's and the entry's arrows", () => {
    const nodes = ['idle', 'a', 'a.usage.loading', 'a.usage.shown', 'a.replay.closed'].map(node);
    const edges = [
      edge('in', 'idle', 'a', 'user.pickFlow'),
      edge('done', 'a.usage.loading', 'a.usage.shown', 'xstate.done.actor.loadUsage'),
    ];
    // As the sandbox aggregates the reporter's joined paths (server/flowUsage/regions.ts).
    const figures = edgeUsage(nodes, edges, {
      states: [],
      transitions: [
        { from: 'idle', to: 'a', event: 'user.pickFlow', count: 2, share: 1 },
        {
          from: 'a.usage.loading',
          to: 'a.usage.shown',
          event: 'xstate.done.actor.loadUsage',
          count: 3,
          share: 0.75,
        },
      ],
    });
    expect(figures.get('in')).toEqual({ count: 2, share: 1 });
    expect(figures.get('done')).toEqual({ count: 3, share: 0.75 });
  });

  it('matches the coverage gate names, one arrow per target of a many-target transition', () => {
    expect(coverageKeyOf(EDGES[1]!)).toBe('demo.sim --user.next[simChosen]--> demo.summary');
    expect(coverageKeyOf({ ...EDGES[0]!, event: '', targetless: true })).toBe('demo.form --always--> self');
    const walked = coverageOverlay(NODES, EDGES, DEMO_COVERAGE);
    expect([...walked.states]).toEqual(['form', 'sim']);
    expect([...walked.edges]).toEqual(['e1']);
    const both = coverageOverlay(NODES, EDGES, {
      states: [],
      transitions: ['demo.sim --user.back--> demo.form,demo.done'],
    });
    expect([...both.edges]).toEqual(['e3']);
  });

  it("highlights a replayed step's state with its ancestors", () => {
    expect([...pathWithAncestors('a.b.c')]).toEqual(['a', 'a.b', 'a.b.c']);
    // A parallel machine's step: each region's leaf with its ancestors, none of the joined text.
    expect([...pathWithAncestors('a.usage.shown,a.replay.playing')]).toEqual([
      'a',
      'a.usage',
      'a.usage.shown',
      'a.replay',
      'a.replay.playing',
    ]);
  });
});
