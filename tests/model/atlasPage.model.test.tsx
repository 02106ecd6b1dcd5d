/**
 * The flow atlas's analysis panel (issue 41) walked through its real view: the page machine's
 * four calls are held open by the walk and answered (or refused) when the path says so, with the
 * fixed figures of src/machines/atlas/atlasUsageFixtures.ts. The atlas's chart list is given
 * directly (two small charts): laying out every machine of the portal is the atlas journey's work.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject, fromPromise, setup } from 'xstate';
import { layoutChart } from '../../src/lib/statechart/layout';
import { atlasPageMachine } from '../../src/machines/atlas/atlasPageMachine';
import {
  DEMO_COVERAGE,
  DEMO_PATH,
  DEMO_SESSIONS,
  DEMO_USAGE,
} from '../../src/machines/atlas/atlasUsageFixtures';
import { toChartModel } from '../../src/machines/atlas/chartModel';
import type { AtlasChart } from '../../src/machines/atlas/chartQueue';
import { UsagePanel } from '../../src/views/atlas/UsagePanel';
import type { ModelPath } from './support/edgePaths';
import { describeModelWalk } from './support/modelSuite';

type Snapshot = ReturnType<typeof atlasPageMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;
type Call = 'loadUsage' | 'loadCoverage' | 'loadSessions' | 'loadPath';

const OUTPUTS: Record<Call, unknown> = {
  loadUsage: DEMO_USAGE,
  loadCoverage: DEMO_COVERAGE,
  loadSessions: DEMO_SESSIONS,
  loadPath: DEMO_PATH,
};
const REFUSALS: Record<Call, string> = {
  loadUsage: 'Kullanım verisi alınamadı.',
  loadCoverage: 'Kapsam verisi alınamadı.',
  loadSessions: 'Oturumlar alınamadı.',
  loadPath: 'Oturumun yolu alınamadı.',
};

const chartOf = (id: string): AtlasChart => {
  const machine = setup({}).createMachine({
    id,
    initial: 'form',
    states: {
      form: { on: { 'user.next': 'sim' } },
      sim: { on: { 'user.next': 'summary', 'user.back': 'form' } },
      summary: { on: { 'user.confirm': 'done' } },
      done: { type: 'final' },
    },
  });
  return { id, layout: layoutChart(toChartModel(machine)), mermaid: '', json: '' };
};
const CHARTS = [chartOf('demo'), chartOf('demoIki')];

const candidates = (s: Snapshot): ModelEvent[] =>
  [
    { type: 'user.pickFlow', flow: 'demo' },
    { type: 'user.pickFlow', flow: 'demoIki' },
    ...(Object.keys(OUTPUTS) as Call[]).flatMap((call) => [
      { type: `xstate.done.actor.${call}`, output: OUTPUTS[call] },
      { type: `xstate.error.actor.${call}`, error: new Error(REFUSALS[call]) },
    ]),
    { type: 'user.pickPeriod', period: 30 },
    { type: 'user.pickLayer', layer: 'coverage' },
    { type: 'user.selectState', state: 'sim' },
    { type: 'user.retry' },
    { type: 'user.retryCoverage' },
    { type: 'user.openReplay' },
    { type: 'user.pickSession', session: 'a1b2c3' },
    { type: 'user.stepNext' },
    { type: 'user.stepPrevious' },
    { type: 'user.closeReplay' },
  ].filter((event) => s.can(event as never));

// The step index decides what previous/next may do, so it tells states apart.
const serialize = (s: Snapshot) => JSON.stringify([s.value, s.context.step]);

/** The calls in flight, answered by the walk: the newest of each kind (a new flow supersedes). */
const pending = new Map<Call, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
const held = (call: Call) =>
  fromPromise(
    () =>
      new Promise((resolve, reject) => {
        pending.set(call, { resolve, reject });
      }),
  );
const machine = atlasPageMachine.provide({
  actors: {
    loadUsage: held('loadUsage') as never,
    loadCoverage: held('loadCoverage') as never,
    loadSessions: held('loadSessions') as never,
    loadPath: held('loadPath') as never,
  },
});

async function answer(event: ModelEvent) {
  const [, outcome, call] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  if (!call) return false;
  await waitFor(() => expect(pending.has(call as Call)).toBe(true));
  const settle = pending.get(call as Call)!;
  pending.delete(call as Call);
  await act(async () => {
    if (outcome === 'done') settle.resolve(event.output);
    else settle.reject(event.error);
  });
  return true;
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: ModelEvent) {
  if (await answer(event)) return;
  const click = async (name: string | RegExp) => user.click(await screen.findByRole('button', { name }));
  switch (event.type) {
    case 'user.pickFlow':
      return user.selectOptions(
        screen.getByRole('combobox', { name: 'İncelenecek akış' }),
        String(event.flow),
      );
    case 'user.pickPeriod':
      return user.click(screen.getByRole('radio', { name: 'Son 30 gün' }));
    case 'user.pickLayer':
      return user.click(screen.getByRole('radio', { name: 'Test kapsamı' }));
    case 'user.selectState':
      return click(/^sim durumu, /);
    case 'user.retry':
      return click('Kullanımı tekrar yükle');
    case 'user.retryCoverage':
      return click('Kapsamı tekrar yükle');
    case 'user.openReplay':
      return click(
        screen.queryByRole('button', { name: 'Oturumları listele' })
          ? 'Oturumları listele'
          : 'Oturumları tekrar yükle',
      );
    case 'user.pickSession':
      return click(/^Oturum a1b2c3/);
    case 'user.stepNext':
      return click('Sonraki adım');
    case 'user.stepPrevious':
      return click('Önceki adım');
    case 'user.closeReplay':
      return click('Oynatmayı kapat');
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

async function expectView(s: Snapshot) {
  if (s.matches('idle')) {
    expect(screen.getByText(/^Bir akış seçin:/)).toBeVisible();
    return;
  }
  const usage = s.hasTag('usage:loading')
    ? 'Kullanım: yükleniyor…'
    : s.hasTag('usage:failed')
      ? REFUSALS.loadUsage
      : 'Kullanım: bu dönemde 40 oturum bu akışı kullandı.';
  expect(await screen.findByText(usage)).toBeVisible();
  expect(Boolean(screen.queryByRole('button', { name: 'Kullanımı tekrar yükle' }))).toBe(
    s.hasTag('usage:failed'),
  );
  expect(Boolean(screen.queryByRole('table', { name: 'Durumlar' }))).toBe(Boolean(s.context.usage));
  const exits = screen.queryByRole('region', { name: 'sim durumundan çıkışlar' });
  expect(Boolean(exits)).toBe(Boolean(s.context.usage && s.context.selected === 'sim'));
  if (exits) expect(within(exits).getAllByRole('listitem')).toHaveLength(2);
  const coverage = s.hasTag('coverage:loading')
    ? 'Test kapsamı: yükleniyor…'
    : s.hasTag('coverage:failed')
      ? REFUSALS.loadCoverage
      : /^Test kapsamı: model testleri çizilen 4 durumun 2 tanesini/;
  expect(await screen.findByText(coverage)).toBeVisible();
  const chart = screen.getByRole('group', { name: `${s.context.flow} kullanım diyagramı` });
  const sim = chart.querySelector('[data-state-path="sim"]')!;
  if (s.context.layer === 'coverage' && s.context.coverage)
    expect(sim).toHaveAttribute('data-walked', 'true');
  else if (s.context.layer === 'usage' && s.context.usage) expect(sim).toHaveTextContent('30');
  const replay = screen.getByRole('region', { name: 'Oturum oynatma' });
  if (s.matches({ analysing: { replay: 'closed' } }))
    expect(within(replay).getByRole('button', { name: 'Oturumları listele' })).toBeVisible();
  else if (s.hasTag('replay:loading')) expect(within(replay).getByText('Yükleniyor…')).toBeVisible();
  else if (s.hasTag('replay:failed'))
    expect(within(replay).getByRole('alert')).toHaveTextContent(/alınamadı/);
  else expect(within(replay).getByRole('list', { name: 'Kayıtlı oturumlar' })).toBeVisible();
  if (s.hasTag('replay:playing')) {
    const step = DEMO_PATH.steps[s.context.step]!;
    expect(
      within(replay).getByText(new RegExp(`^Adım ${s.context.step + 1} / 3: ${step.state}`)),
    ).toBeVisible();
    expect(chart.querySelector(`[data-state-path="${step.state}"]`)).toHaveAttribute('data-active', 'true');
  }
}

async function walk(path: ModelPath<Snapshot, EventObject>) {
  pending.clear();
  const actor = createActor(machine, { input: { today: '2026-11-28' } }).start();
  const view = render(<UsagePanel actor={actor} charts={CHARTS} />);
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      if (i > 0) await perform(user, step.event as ModelEvent);
      const expected = serialize(step.state);
      await waitFor(() => expect(serialize(actor.getSnapshot())).toBe(expected), { interval: 5 });
      await expectView(step.state);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})`);
  } finally {
    view.unmount();
    actor.stop();
  }
}

describeModelWalk(
  'atlasPage',
  atlasPageMachine,
  { events: candidates, serialize, input: { today: '2026-11-28' } },
  walk,
);
