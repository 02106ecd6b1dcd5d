import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, setup } from 'xstate';
import { layoutChart } from '../../lib/statechart/layout';
import { atlasPageMachine } from '../../machines/atlas/atlasPageMachine';
import { toChartModel } from '../../machines/atlas/chartModel';
import type { AtlasChart } from '../../machines/atlas/chartQueue';
import { FunnelTable } from './FunnelTable';
import { UsagePanel } from './UsagePanel';

// The page machine's calls answer the fixed figures of atlasUsageFixtures.ts.
vi.mock('../../machines/atlas/atlasPageActors', async () => {
  const { DEMO_COVERAGE, DEMO_PATH, DEMO_SESSIONS, DEMO_USAGE } = await import(
    '../../machines/atlas/atlasUsageFixtures'
  );
  return {
    atlasPageActors: {
      loadUsage: fromPromise(async () => DEMO_USAGE),
      loadCoverage: fromPromise(async () => DEMO_COVERAGE),
      loadSessions: fromPromise(async () => DEMO_SESSIONS),
      loadPath: fromPromise(async () => DEMO_PATH),
    },
  };
});

/** The made-up flow the fixtures describe, as the atlas lays it out. */
const demoMachine = setup({}).createMachine({
  id: 'demo',
  initial: 'form',
  states: {
    form: { on: { 'user.next': 'sim' } },
    sim: { on: { 'user.next': 'summary', 'user.back': 'form' } },
    summary: { on: { 'user.confirm': 'done' } },
    done: { type: 'final' },
  },
});
const model = toChartModel(demoMachine);
const CHART: AtlasChart = { id: 'demo', layout: layoutChart(model), mermaid: '', json: '' };

async function openDemo() {
  const user = userEvent.setup();
  const actor = createActor(atlasPageMachine, { input: { today: '2026-11-28' } }).start();
  render(<UsagePanel actor={actor} charts={[CHART]} />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'İncelenecek akış' }), 'demo');
  await screen.findByText('Kullanım: bu dönemde 40 oturum bu akışı kullandı.');
  return { user, chart: screen.getByRole('group', { name: 'demo kullanım diyagramı' }) };
}

describe('the atlas usage panel', () => {
  it('writes each state its visits and each arrow its count and share on the chart', async () => {
    const { chart } = await openDemo();
    expect(screen.getByTestId('donem')).toHaveTextContent('22.11.2026 – 28.11.2026');
    const state = (path: string) => chart.querySelector(`[data-state-path="${path}"]`)!;
    expect(state('sim')).toHaveTextContent('30');
    expect(state('form')).toHaveTextContent('40');
    const figures = [...chart.querySelectorAll('[data-figure]')].map((e) => [
      e.getAttribute('data-edge'),
      e.getAttribute('data-figure'),
    ]);
    expect(figures).toEqual(
      expect.arrayContaining([
        ['user.next', '30 · %75'],
        ['user.next', '12 · %40'],
        ['user.back', '2 · %6,7'],
        ['user.confirm', '10 · %83,3'],
      ]),
    );
    const table = screen.getByRole('table', { name: 'Durumlar' });
    const simRow = within(table).getByRole('rowheader', { name: 'sim' }).closest('tr')!;
    expect(
      within(simRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30', '28', 'Çıkışlar']);
  });

  it('lists the top exits of a state clicked on the chart or picked with Enter', async () => {
    const { user, chart } = await openDemo();
    await user.click(within(chart).getByRole('button', { name: /^sim durumu, 30 ziyaret/ }));
    const exits = screen.getByRole('region', { name: 'sim durumundan çıkışlar' });
    expect(
      within(exits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['summary (user.next): 12 kez', 'form (user.back): 2 kez']);
    within(chart)
      .getByRole('button', { name: /^form durumu/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'form durumundan çıkışlar' })).toHaveTextContent(
      'Bu dönemde bu durumdan kayıtlı bir çıkış yok.',
    );
  });

  it('shows the model tests walk on the coverage layer', async () => {
    const { user, chart } = await openDemo();
    await user.click(screen.getByRole('radio', { name: 'Test kapsamı' }));
    expect(screen.getByTestId('kapsam-ozeti')).toHaveTextContent(
      'Test kapsamı: model testleri çizilen 4 durumun 2 tanesini ve geçişlerin 1 tanesini yürüdü',
    );
    const walked = (path: string) =>
      chart.querySelector(`[data-state-path="${path}"]`)!.getAttribute('data-walked');
    expect([walked('form'), walked('sim'), walked('summary')]).toEqual(['true', 'true', 'false']);
    expect(chart.querySelectorAll('[data-edge][data-walked="true"]')).toHaveLength(1);
    expect(chart.querySelector('[data-figure]')).toBeNull();
  });

  it('replays a session on the chart with the buttons and the arrow keys', async () => {
    const { user, chart } = await openDemo();
    await user.click(screen.getByRole('button', { name: 'Oturumları listele' }));
    await user.click(await screen.findByRole('button', { name: /^Oturum a1b2c3/ }));
    const status = await screen.findByText(/^Adım 1 \/ 3: form/);
    expect(chart.querySelector('[data-state-path="form"]')).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: 'Sonraki adım' }));
    expect(status).toHaveTextContent(/^Adım 2 \/ 3: sim \(user\.next\)/);
    expect(chart.querySelector('[data-state-path="sim"]')).toHaveAttribute('data-active', 'true');
    await user.keyboard('{ArrowRight}');
    expect(status).toHaveTextContent(/^Adım 3 \/ 3: summary/);
    expect(screen.getByRole('button', { name: 'Sonraki adım' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Sonraki adım' }));
    expect(status).toHaveTextContent(/^Adım 3 \/ 3/);
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveTextContent(/^Adım 2 \/ 3/);
  });
});

describe('the funnel', () => {
  it('says entered, went on, gave up, the drop-off and the step times in Turkish', async () => {
    const { DEMO_USAGE } = await import('../../machines/atlas/atlasUsageFixtures');
    render(<FunnelTable funnel={DEMO_USAGE.funnel} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['form → sim', '40', '30', '10', '%25', '4,5 sn', '12 sn'],
      ['sim → summary', '30', '12', '18', '%60', '1 dk 5 sn', '1 sa 2 dk'],
      ['summary', '12', '10', '2', '%16,7', '—', '—'],
    ]);
  });
});
