import { createActor, fromPromise, waitFor } from 'xstate';
import type { FlowTestCoverage } from '../../api/flowCoverage/types';
import type { FlowPath, FlowSessions, FlowUsage } from '../../api/flowUsage/types';
import type { PeriodQuery } from './atlasPageActors';
import { atlasPageMachine } from './atlasPageMachine';
import { DEMO_COVERAGE, DEMO_PATH, DEMO_SESSIONS, DEMO_USAGE } from './atlasUsageFixtures';

function start(
  overrides: {
    usage?: (q: PeriodQuery) => Promise<FlowUsage>;
    coverage?: () => Promise<FlowTestCoverage>;
    sessions?: (q: PeriodQuery) => Promise<FlowSessions>;
    path?: (q: { flow: string; session: string }) => Promise<FlowPath>;
  } = {},
) {
  const usage = vi.fn(overrides.usage ?? (async () => DEMO_USAGE));
  const sessions = vi.fn(overrides.sessions ?? (async () => DEMO_SESSIONS));
  const path = vi.fn(overrides.path ?? (async () => DEMO_PATH));
  const actor = createActor(
    atlasPageMachine.provide({
      actors: {
        loadUsage: fromPromise(({ input }) => usage(input)),
        loadCoverage: fromPromise(overrides.coverage ?? (async () => DEMO_COVERAGE)),
        loadSessions: fromPromise(({ input }) => sessions(input)),
        loadPath: fromPromise(({ input }) => path(input)),
      },
    }),
    { input: { today: '2026-11-28' } },
  ).start();
  return { actor, usage, sessions, path };
}

describe('atlas page machine', () => {
  it('waits for a flow, then loads its last 7 days of usage and its test coverage', async () => {
    const { actor, usage } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    await waitFor(actor, (s) => s.hasTag('usage:shown') && s.hasTag('coverage:shown'));
    expect(usage).toHaveBeenCalledWith({ flow: 'demo', from: '2026-11-22', to: '2026-11-28' });
    expect(actor.getSnapshot().context).toMatchObject({ usage: DEMO_USAGE, coverage: DEMO_COVERAGE });
  });

  it('loads the picked period again and forgets the selected state', async () => {
    const { actor, usage } = start();
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    await waitFor(actor, (s) => s.hasTag('usage:shown'));
    actor.send({ type: 'user.selectState', state: 'sim' });
    expect(actor.getSnapshot().context.selected).toBe('sim');
    actor.send({ type: 'user.pickPeriod', period: 30 });
    expect(actor.getSnapshot().context.selected).toBeUndefined();
    await waitFor(actor, (s) => s.hasTag('usage:shown'));
    expect(usage).toHaveBeenLastCalledWith({ flow: 'demo', from: '2026-10-30', to: '2026-11-28' });
  });

  it('keeps the coverage when the usage fails, and retries the usage alone', async () => {
    let fail = true;
    const { actor, usage } = start({
      usage: async () => {
        if (fail) throw new Error('Kullanım verisi alınamadı.');
        return DEMO_USAGE;
      },
    });
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    await waitFor(actor, (s) => s.hasTag('usage:failed') && s.hasTag('coverage:shown'));
    expect(actor.getSnapshot().context.usageError).toBe('Kullanım verisi alınamadı.');
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.hasTag('usage:shown'));
    expect(usage).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.usageError).toBeUndefined();
  });

  it('starts afresh on another flow and ignores picking the same flow again', async () => {
    const { actor, usage } = start();
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    await waitFor(actor, (s) => s.hasTag('usage:shown'));
    actor.send({ type: 'user.selectState', state: 'sim' });
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    expect(actor.getSnapshot().context.selected).toBe('sim');
    actor.send({ type: 'user.pickFlow', flow: 'session' });
    expect(actor.getSnapshot().context).toMatchObject({
      flow: 'session',
      selected: undefined,
      usage: undefined,
    });
    await waitFor(actor, (s) => s.hasTag('usage:shown'));
    expect(usage).toHaveBeenLastCalledWith(expect.objectContaining({ flow: 'session' }));
  });

  it('replays a session step by step, never past either end', async () => {
    const { actor, sessions, path } = start();
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    actor.send({ type: 'user.openReplay' });
    await waitFor(actor, (s) => s.hasTag('replay:choosing'));
    expect(sessions).toHaveBeenCalledWith({ flow: 'demo', from: '2026-11-22', to: '2026-11-28' });
    actor.send({ type: 'user.pickSession', session: 'a1b2c3' });
    await waitFor(actor, (s) => s.hasTag('replay:playing'));
    expect(path).toHaveBeenCalledWith({ flow: 'demo', session: 'a1b2c3' });
    expect(actor.getSnapshot().can({ type: 'user.stepPrevious' })).toBe(false);
    actor.send({ type: 'user.stepNext' });
    actor.send({ type: 'user.stepNext' });
    expect(actor.getSnapshot().context.step).toBe(2);
    expect(actor.getSnapshot().can({ type: 'user.stepNext' })).toBe(false);
    actor.send({ type: 'user.stepPrevious' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'user.closeReplay' });
    expect(actor.getSnapshot().context).toMatchObject({ session: undefined, steps: [], step: 0 });
  });

  it('lists the sessions of a newly picked period while choosing', async () => {
    const { actor, sessions } = start();
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    actor.send({ type: 'user.openReplay' });
    await waitFor(actor, (s) => s.hasTag('replay:choosing') && s.hasTag('usage:shown'));
    actor.send({ type: 'user.pickPeriod', period: 1 });
    await waitFor(actor, (s) => s.hasTag('replay:choosing') && s.hasTag('usage:shown'));
    expect(sessions).toHaveBeenLastCalledWith({ flow: 'demo', from: '2026-11-28', to: '2026-11-28' });
  });

  it('says a failed replay and lists again on request', async () => {
    let fail = true;
    const { actor } = start({
      sessions: async () => {
        if (fail) throw new Error('Oturumlar alınamadı.');
        return DEMO_SESSIONS;
      },
    });
    actor.send({ type: 'user.pickFlow', flow: 'demo' });
    actor.send({ type: 'user.openReplay' });
    await waitFor(actor, (s) => s.hasTag('replay:failed'));
    expect(actor.getSnapshot().context.replayError).toBe('Oturumlar alınamadı.');
    fail = false;
    actor.send({ type: 'user.openReplay' });
    await waitFor(actor, (s) => s.hasTag('replay:choosing'));
    expect(actor.getSnapshot().context.sessions).toEqual(DEMO_SESSIONS.sessions);
  });
});
