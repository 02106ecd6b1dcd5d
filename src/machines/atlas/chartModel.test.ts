import { createMachine } from 'xstate';
import { layoutChart } from '../../lib/statechart/layout';
import { toMermaid } from '../../lib/statechart/mermaid';
import { flattenNodes } from '../../lib/statechart/types';
import { stateIdsOf, toChartModel, transitionKeysOf } from './chartModel';

const nested = createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'opened', guard: 'isUnlocked' } },
      invoke: { id: 'sensor', src: 'sensor' },
    },
    opened: {
      initial: 'swinging',
      states: { swinging: { after: { 4500: 'still' } }, still: { type: 'final' } },
      always: { guard: 'isWindy', target: 'closed' },
    },
  },
});

const parallel = createMachine({
  id: 'panel',
  type: 'parallel',
  states: {
    light: { initial: 'off', states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } } },
    sound: { initial: 'mute', states: { mute: { on: { ping: { actions: () => {} } } } } },
  },
});

describe('toChartModel', () => {
  it('keeps nesting, initial states, finals and invokes', () => {
    const model = toChartModel(nested);
    const byId = new Map(flattenNodes(model.root).map((n) => [n.id, n]));
    expect(model.root.initial).toBe('door.closed');
    expect(byId.get('door.opened')?.kind).toBe('compound');
    expect(byId.get('door.opened')?.initial).toBe('door.opened.swinging');
    expect(byId.get('door.opened.still')?.kind).toBe('final');
    expect(byId.get('door.closed')?.invokes).toEqual(['sensor']);
  });

  it('labels guarded, delayed and always transitions', () => {
    const labels = toChartModel(nested).edges.map((e) => `${e.source}>${e.target}:${e.label}`);
    expect(labels).toContain('door.closed>door.opened:open [isUnlocked]');
    expect(labels).toContain('door.opened.swinging>door.opened.still:after 4500ms');
    expect(labels).toContain('door.opened>door.closed:always [isWindy]');
  });

  it('marks parallel regions and targetless transitions', () => {
    const model = toChartModel(parallel);
    expect(model.root.kind).toBe('parallel');
    expect(model.root.children.map((c) => c.key)).toEqual(['light', 'sound']);
    const ping = model.edges.find((e) => e.event === 'ping')!;
    expect(ping.targetless).toBe(true);
    expect(ping.target).toBe('panel.sound.mute');
  });

  it('lists every state and transition for the coverage report', () => {
    expect(stateIdsOf(nested)).toEqual([
      'door.closed',
      'door.opened',
      'door.opened.swinging',
      'door.opened.still',
    ]);
    expect(transitionKeysOf(nested)).toContain('door.opened --always[isWindy]--> door.closed');
    expect(transitionKeysOf(parallel)).toContain('panel.sound.mute --ping--> self');
  });
});

describe('exports and layout', () => {
  it('writes Mermaid stateDiagram-v2 with composites, concurrency and finals', () => {
    const text = toMermaid(toChartModel(parallel));
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('state panel {');
    expect(text).toMatch(/\n\s+--\n/);
    expect(toMermaid(toChartModel(nested))).toContain('door__opened__still --> [*]');
  });

  it('lays out compound graphs with labels that do not overlap', () => {
    const layout = layoutChart(toChartModel(nested));
    expect(layout.nodes).toHaveLength(5);
    const boxes = layout.edges.map((e) => e.label);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
        ).toBe(true);
  });
});
