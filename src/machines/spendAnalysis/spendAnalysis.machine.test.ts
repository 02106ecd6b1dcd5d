import { createActor, fromPromise, waitFor } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { SpendExportRequest } from '../../api/spendAnalysis/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { exportSpendTable } from './spendAnalysisActors';
import { linePagePath, spendAnalysisPageMachine } from './spendAnalysisPageMachine';

vi.mock('../../actors/http', () => ({ callEndpoint: vi.fn(), errorMessage: (e: Error) => e.message }));
const call = vi.mocked(callEndpoint);
const signal = new AbortController().signal;

const LINE = {
  msisdn: '',
  userName: 'Deniz Aksoy',
  productType: 'VOICE',
  accountName: 'Genel Müdürlük',
  costCenter: 'MM-100',
  voiceMinutes: 1,
  smsCount: 2,
  dataMb: 3,
  chargeKurus: 4,
};

const SUMMARY = (split: string) => ({ split, periods: ['2026-10'], groups: [], totalsKurus: [0] });

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (name, input) => {
    if (name === 'spendAnalysisSummary')
      return SUMMARY((input as { body: { split: string } }).body.split) as never;
    if (name === 'spendAnalysisLines') {
      // Three lines in all, two per page: the list pages on the server.
      const { offset } = (input as { body: { offset: number } }).body;
      const all = ['5300000001', '5300000002', '5300000003'].map((msisdn) => ({ ...LINE, msisdn }));
      return { periods: ['2026-10'], items: all.slice(offset, offset + 2), total: all.length } as never;
    }
    return { period: '2026-10', alerts: [] } as never;
  });
});

function start(
  exportTable = fromPromise<{ blob: Blob; fileName: string }, SpendExportRequest>(async () => ({
    blob: new Blob(['x']),
    fileName: 'hat-harcamalari-2026-11-28.csv',
  })),
) {
  const actor = createActor(spendAnalysisPageMachine.provide({ actors: { exportTable } }));
  const effects: PageEffect[] = [];
  for (const type of ['navigate', 'download'] as const) actor.on(type, (e) => effects.push(e));
  actor.start();
  return { actor, effects };
}

describe('spend analysis page', () => {
  it('loads the spend (first split by product type) and the alerts, and the lines once the person nears them', async () => {
    const { actor } = start();
    const summary = actor.getSnapshot().children.summary!;
    await waitFor(summary, (s) => s.hasTag('loaded'));
    expect(call).toHaveBeenCalledWith(
      'spendAnalysisSummary',
      { body: { split: 'PRODUCT_TYPE' } },
      expect.anything(),
    );
    expect(call).toHaveBeenCalledWith('spendAnalysisAlerts', { body: {} }, expect.anything());
    // The lines' rows stand below the first screen: not asked for until the table is near.
    expect(call).not.toHaveBeenCalledWith('spendAnalysisLines', expect.anything(), expect.anything());
    expect(actor.getSnapshot().children.lines).toBeUndefined();
    actor.send({ type: 'user.reachLines' });
    const lines = actor.getSnapshot().children.lines!;
    await waitFor(lines, (s) => s.hasTag('ready'));
    // The first page only, dearest first.
    expect(call).toHaveBeenCalledWith(
      'spendAnalysisLines',
      { body: { offset: 0, limit: 100, filter: {}, sort: { field: 'chargeKurus', direction: 'desc' } } },
      expect.anything(),
    );
    // Coming near again (scrolling back) asks nothing more: the same request stays.
    actor.send({ type: 'user.reachLines' });
    expect(actor.getSnapshot().children.lines).toBe(lines);
    expect(call.mock.calls.filter(([name]) => name === 'spendAnalysisLines')).toHaveLength(1);
  });

  it('asks the server for the next page, another sort and the quick filter', async () => {
    const { actor } = start();
    actor.send({ type: 'user.reachLines' });
    const lines = actor.getSnapshot().children.lines!;
    await waitFor(lines, (s) => s.hasTag('ready'));
    expect(lines.getSnapshot().context.rows).toHaveLength(2);
    lines.send({ type: 'user.more' });
    await waitFor(lines, (s) => s.matches({ ready: 'idle' }) && s.context.rows.length === 3);
    expect(lines.getSnapshot().context.total).toBe(3);
    const bodies = () =>
      call.mock.calls.filter(([name]) => name === 'spendAnalysisLines').map(([, input]) => input);
    expect(bodies().at(-1)).toEqual({
      body: { offset: 2, limit: 100, filter: {}, sort: { field: 'chargeKurus', direction: 'desc' } },
    });
    lines.send({ type: 'user.query', query: { filter: {}, sort: { field: 'userName', direction: 'asc' } } });
    await waitFor(lines, (s) => s.hasTag('ready'));
    expect(bodies().at(-1)).toEqual({
      body: { offset: 0, limit: 100, filter: {}, sort: { field: 'userName', direction: 'asc' } },
    });
    lines.send({ type: 'user.filter', text: '0530 12' });
    await waitFor(lines, (s) => s.hasTag('ready') && s.context.query.filter.text === '0530 12');
    expect(bodies().at(-1)).toEqual({
      body: {
        offset: 0,
        limit: 100,
        filter: { text: '0530 12' },
        sort: { field: 'userName', direction: 'asc' },
      },
    });
  });

  it('reloads the spend for another split, and not for the same one', async () => {
    const { actor } = start();
    const summary = actor.getSnapshot().children.summary!;
    await waitFor(summary, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.split', split: 'PRODUCT_TYPE' });
    expect(summary.getSnapshot().hasTag('loaded')).toBe(true);
    actor.send({ type: 'user.split', split: 'COST_CENTER' });
    expect(actor.getSnapshot().context.split).toBe('COST_CENTER');
    await waitFor(summary, (s) => s.hasTag('loaded') && s.context.data?.split === 'COST_CENTER');
  });

  it('picks an alert, puts it away, and opens a line on its page', () => {
    const { actor, effects } = start();
    actor.send({ type: 'user.alert', alert: 'CHARGE_JUMP' });
    expect(actor.getSnapshot().context.alert).toBe('CHARGE_JUMP');
    actor.send({ type: 'user.openLine', msisdn: '5307703878' });
    expect(effects).toEqual([{ type: 'navigate', to: '/update-product-user?msisdn=5307703878' }]);
    expect(linePagePath('5307703878')).toBe('/update-product-user?msisdn=5307703878');
    actor.send({ type: 'user.alert', alert: null });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('exports a table with the chosen split as a download, one at a time', async () => {
    const inputs: SpendExportRequest[] = [];
    const { actor, effects } = start(
      fromPromise(async ({ input }) => {
        inputs.push(input);
        return { blob: new Blob(['x']), fileName: 'hat-harcamalari-2026-11-28.csv' };
      }),
    );
    actor.send({ type: 'user.split', split: 'ACCOUNT' });
    actor.send({ type: 'user.export', table: 'LINES', format: 'csv' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.export', table: 'SUMMARY', format: 'csv' })).toBe(false);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(inputs).toEqual([{ table: 'LINES', format: 'csv', split: 'ACCOUNT' }]);
    expect(effects).toEqual([
      expect.objectContaining({ type: 'download', fileName: 'hat-harcamalari-2026-11-28.csv' }),
    ]);
  });

  it('says why an export failed, next to its table', async () => {
    const { actor } = start(
      fromPromise<{ blob: Blob; fileName: string }, SpendExportRequest>(async () => {
        throw new Error('Servis başarısız oldu.');
      }),
    );
    actor.send({ type: 'user.export', table: 'ALERTS', format: 'xlsx' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.exportError).toEqual({
      table: 'ALERTS',
      message: 'Servis başarısız oldu.',
    });
  });

  it('saves the server’s file under its name, and refuses a mail receipt', async () => {
    call.mockResolvedValueOnce(new File(['x'], 'harcama-dagilimi-2026-11-28.xlsx') as never);
    const file = await exportSpendTable({ table: 'SUMMARY', split: 'ACCOUNT', format: 'xlsx' }, signal);
    expect(file.fileName).toBe('harcama-dagilimi-2026-11-28.xlsx');
    call.mockResolvedValueOnce({ mailed: true, email: 'a@b.com.tr' } as never);
    await expect(
      exportSpendTable({ table: 'SUMMARY', split: 'ACCOUNT', format: 'xlsx' }, signal),
    ).rejects.toThrow();
  });
});
