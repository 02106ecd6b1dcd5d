/**
 * The usage reporter (issue 41, src/lib/flowReporter.ts; here because it runs a real machine): only allow-listed names leave (a property test runs a machine
 * with random context values and event payloads and finds none of them in any report), one step
 * per state entered, batches of at most 200 sent when idle, and a refused or failing send dropped.
 */
import fc from 'fast-check';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { FlowStep } from '../api/flowUsage/types';
import {
  BATCH_SIZE,
  createStepQueue,
  createStepReducer,
  QUEUE_LIMIT,
  type SnapshotEventLike,
  statePath,
} from '../lib/flowReporter';

interface Form {
  phone: string;
  name: string;
  code: string;
  amount: number;
  notes: string[];
}

/** A small wizard that keeps what a person types in its context, as real flows do. */
const formMachine = setup({
  types: {
    context: {} as Form,
    input: {} as Form,
    events: {} as
      | { type: 'user.type'; field: 'phone' | 'name' | 'code'; value: string }
      | { type: 'user.note'; value: string }
      | { type: 'user.next' }
      | { type: 'user.back' },
  },
  actors: { check: fromPromise(async ({ input }: { input: Form }) => input.code.length) },
}).createMachine({
  id: 'formFlow',
  context: ({ input }) => input,
  initial: 'details',
  states: {
    details: {
      tags: ['step:details'],
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.type': { actions: assign(({ event }) => ({ [event.field]: event.value })) },
            'user.note': {
              actions: assign({ notes: ({ context, event }) => [...context.notes, event.value] }),
            },
            'user.next': 'checking',
          },
        },
        checking: {
          invoke: {
            id: 'check',
            src: 'check',
            input: ({ context }) => context,
            onDone: '#formFlow.summary',
            onError: 'editing',
          },
        },
      },
    },
    summary: {
      tags: ['step:summary'],
      type: 'parallel',
      on: { 'user.back': 'details' },
      states: {
        left: { initial: 'shown', states: { shown: {} } },
        right: { initial: 'idle', states: { idle: {} } },
      },
    },
  },
});

/** Every name the chart itself holds: a report may of course contain these. */
const CHART_WORDS =
  'formFlow details editing checking summary left shown right idle step user.type user.note user.next user.back xstate.init xstate.done.actor.check';

type Event =
  | { type: 'user.type'; field: 'phone' | 'name' | 'code'; value: string }
  | { type: 'user.note'; value: string }
  | { type: 'user.next' }
  | { type: 'user.back' };

async function runAndReport(input: Form, events: Event[]): Promise<string[]> {
  const sent: string[] = [];
  const queue = createStepQueue({ send: (body) => sent.push(body) > 0, whenIdle: () => () => {} });
  const reduce = createStepReducer('visit-1', () => 1000);
  const actor = createActor(formMachine, {
    input,
    inspect: (event) => {
      const step = reduce(event as unknown as SnapshotEventLike);
      if (step) queue.push(step);
    },
  });
  actor.start();
  for (const event of events) {
    actor.send(event);
    // Let the check actor settle.
    await Promise.resolve();
    await Promise.resolve();
  }
  actor.stop();
  queue.flush();
  return sent;
}

const secret = fc.oneof(
  fc.string({ minLength: 4, maxLength: 30 }),
  fc.stringMatching(/^5\d{9}$/),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom('Ayşe Yılmaz', 'Çağrı Öztürk', '0532 123 45 67'),
);

describe('what a report may hold', () => {
  it('holds no value from the context or from an event payload, whatever they are', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          phone: secret,
          name: secret,
          code: secret,
          amount: fc.integer({ min: 10_000, max: 2 ** 31 }),
          notes: fc.array(secret, { maxLength: 3 }),
        }),
        fc.array(
          fc.oneof(
            fc.record({
              type: fc.constant('user.type' as const),
              field: fc.constantFrom('phone' as const, 'name' as const, 'code' as const),
              value: secret,
            }),
            fc.record({ type: fc.constant('user.note' as const), value: secret }),
            fc.constant({ type: 'user.next' as const }),
            fc.constant({ type: 'user.back' as const }),
          ),
          { maxLength: 12 },
        ),
        async (input, events) => {
          const reports = await runAndReport(input, events);
          expect(reports.length).toBeGreaterThan(0);
          const text = reports.join('\n');
          const values = [
            input.phone,
            input.name,
            input.code,
            String(input.amount),
            ...input.notes,
            ...events.flatMap((e) => ('value' in e ? [e.value] : [])),
          ];
          for (const value of values) {
            // A value that is a word of the chart (or of JSON's punctuation) proves nothing either way.
            if (
              CHART_WORDS.includes(value) ||
              (/^[\s"{}[\]:,.\w]*$/.test(value) &&
                `{"steps":[{"flow","state","event","at":1000,"session":"visit-1","step"}]}`.includes(value))
            )
              continue;
            expect(text).not.toContain(JSON.stringify(value).slice(1, -1));
          }
          // And every step has exactly the allow-listed keys.
          for (const report of reports)
            for (const step of (JSON.parse(report) as { steps: FlowStep[] }).steps)
              expect(Object.keys(step).sort()).toEqual(
                'step' in step
                  ? ['at', 'event', 'flow', 'session', 'state', 'step']
                  : ['at', 'event', 'flow', 'session', 'state'],
              );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reports each state entered once, with the event that led there and the wizard step', async () => {
    const input: Form = { phone: '5321234567', name: 'Ayşe', code: '123456', amount: 1, notes: [] };
    const [report] = await runAndReport(input, [
      { type: 'user.type', field: 'phone', value: '5329998877' },
      { type: 'user.next' },
      { type: 'user.back' },
    ]);
    expect(JSON.parse(report ?? '{}')).toEqual({
      steps: [
        {
          flow: 'formFlow',
          state: 'details.editing',
          event: 'xstate.init',
          at: 1000,
          session: 'visit-1',
          step: 'details',
        },
        {
          flow: 'formFlow',
          state: 'details.checking',
          event: 'user.next',
          at: 1000,
          session: 'visit-1',
          step: 'details',
        },
        {
          flow: 'formFlow',
          state: 'summary.left.shown,summary.right.idle',
          event: 'xstate.done.actor.check',
          at: 1000,
          session: 'visit-1',
          step: 'summary',
        },
        {
          flow: 'formFlow',
          state: 'details.editing',
          event: 'user.back',
          at: 1000,
          session: 'visit-1',
          step: 'details',
        },
      ],
    });
  });

  it('drops a step whose name does not look like a chart name, and ignores actors that are not machines', () => {
    const reduce = createStepReducer('v', () => 1);
    const machineRef = (id: string) => ({ sessionId: id, logic: { root: {}, id: 'm' } });
    expect(
      reduce({
        type: '@xstate.snapshot',
        actorRef: machineRef('x1'),
        event: { type: 'user pasted 0532 123 45 67' },
        snapshot: { value: 'a' },
      }),
    ).toBeUndefined();
    expect(
      reduce({
        type: '@xstate.snapshot',
        actorRef: machineRef('x2'),
        event: { type: 'e' },
        snapshot: { value: 'Ayşe Yılmaz' },
      }),
    ).toBeUndefined();
    expect(
      reduce({
        type: '@xstate.snapshot',
        actorRef: { sessionId: 'p', logic: { config: {} } },
        event: { type: 'e' },
        snapshot: { value: 'a' },
      }),
    ).toBeUndefined();
    expect(
      reduce({ type: '@xstate.event', actorRef: machineRef('x3'), event: { type: 'e' } }),
    ).toBeUndefined();
    expect(
      reduce({
        type: '@xstate.snapshot',
        actorRef: machineRef('x4'),
        event: { type: 'e' },
        snapshot: { value: 'a' },
      }),
    ).toEqual({
      flow: 'm',
      state: 'a',
      event: 'e',
      at: 1,
      session: 'v',
    });
  });

  it('spells state values as dotted paths, parallel regions sorted and joined by commas', () => {
    expect(statePath('idle')).toBe('idle');
    expect(statePath({ a: { b: 'c' } })).toBe('a.b.c');
    expect(statePath({ z: 'one', a: { b: 'two' } })).toBe('a.b.two,z.one');
    expect(statePath(undefined)).toBeUndefined();
  });
});

const step = (n: number): FlowStep => ({ flow: 'f', state: `s${n}`, event: 'e', at: n, session: 'v' });

describe('batches', () => {
  it('waits for the idle callback, then sends everything queued in batches of at most 200', () => {
    const sent: string[] = [];
    const idle: (() => void)[] = [];
    const queue = createStepQueue({
      send: (body) => sent.push(body) > 0,
      whenIdle: (task) => {
        idle.push(task);
        return () => {};
      },
    });
    for (let n = 0; n < 450; n++) queue.push(step(n));
    expect(sent).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    const batches = sent.map((body) => (JSON.parse(body) as { steps: FlowStep[] }).steps);
    expect(batches.map((b) => b.length)).toEqual([BATCH_SIZE, BATCH_SIZE, 50]);
    expect(batches.flat().map((s) => s.at)).toEqual(Array.from({ length: 450 }, (_, n) => n));
    // The next step asks for a new idle moment.
    queue.push(step(450));
    expect(idle).toHaveLength(2);
  });

  it('flushes at once on page hide and cancels the pending idle send', () => {
    const sent: string[] = [];
    const cancel = vi.fn();
    const queue = createStepQueue({ send: (body) => sent.push(body) > 0, whenIdle: () => cancel });
    queue.push(step(1));
    queue.flush();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(queue.size).toBe(0);
  });

  it('drops a batch the browser refuses or a send that throws, quietly, and goes on', () => {
    let mode: 'refuse' | 'throw' | 'take' = 'refuse';
    const taken: string[] = [];
    const queue = createStepQueue({
      send: (body) => {
        if (mode === 'throw') throw new Error('network');
        if (mode === 'refuse') return false;
        return taken.push(body) > 0;
      },
      whenIdle: () => () => {},
    });
    queue.push(step(1));
    expect(() => queue.flush()).not.toThrow();
    expect(queue.size).toBe(0);
    mode = 'throw';
    queue.push(step(2));
    expect(() => queue.flush()).not.toThrow();
    expect(queue.size).toBe(0);
    mode = 'take';
    queue.push(step(3));
    queue.flush();
    expect(taken.map((body) => (JSON.parse(body) as { steps: FlowStep[] }).steps.map((s) => s.at))).toEqual([
      [3],
    ]);
  });

  it('keeps only the newest steps while nothing can be sent', () => {
    const sent: string[] = [];
    const queue = createStepQueue({ send: (body) => sent.push(body) > 0, whenIdle: () => () => {} });
    for (let n = 0; n < QUEUE_LIMIT + 10; n++) queue.push(step(n));
    expect(queue.size).toBe(QUEUE_LIMIT);
    queue.flush();
    const first = (JSON.parse(sent[0] ?? '{}') as { steps: FlowStep[] }).steps[0];
    expect(first?.at).toBe(10);
  });
});
