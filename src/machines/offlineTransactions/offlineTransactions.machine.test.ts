import { createActor, waitFor } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { withBarFilter, withText } from '../shared/pagedList/listQuery';
import { offlineExport } from './offlineExport';
import { offlineListLogic } from './offlineListMachine';
import { loadOfflineSetup } from './offlinePageMachine';
import { EMPTY_OFFLINE_QUERY, offlineRequest } from './offlineQuery';

vi.mock('../../actors/http', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);
const signal = new AbortController().signal;

const TEMPLATE = { columns: [], types: [], statuses: [], periods: ['2026-11'] };
const row = (n: number) => ({ queryId: `OT${String(n).padStart(8, '0')}`, values: {} });

// A function returned from beforeEach is a cleanup hook: mockReset returns the mock itself.
beforeEach(() => {
  call.mockReset();
});

describe('offline transactions', () => {
  it('sends the bar filters and the quick text with the page, empty ones left out', () => {
    let query = withBarFilter(EMPTY_OFFLINE_QUERY, { type: 'SIM_CHANGE', status: undefined, msisdn: '532' });
    query = withText(query, '  taşıma ');
    expect(offlineRequest(query, 50, 50)).toEqual({
      type: 'SIM_CHANGE',
      msisdn: '532',
      text: 'taşıma',
      offset: 50,
      limit: 50,
    });
  });

  it('loads the template with the announcement, and without it when the announcement fails', async () => {
    const announcement = { title: 'Duyuru', text: 'Metin' };
    call.mockImplementation(async (name) =>
      name === 'offlineTransactionTableTemplate' ? TEMPLATE : ({ announcement } as never),
    );
    expect(await loadOfflineSetup(undefined, signal)).toEqual({ template: TEMPLATE, announcement });
    call.mockImplementation((name) =>
      name === 'offlineTransactionTableTemplate'
        ? Promise.resolve(TEMPLATE as never)
        : Promise.reject(new Error('Servis başarısız oldu.')),
    );
    expect(await loadOfflineSetup(undefined, signal)).toEqual({ template: TEMPLATE, announcement: null });
  });

  it('fails the page when the template cannot be loaded', async () => {
    call.mockImplementation(() => Promise.reject(new Error('Servis başarısız oldu.')));
    await expect(loadOfflineSetup(undefined, signal)).rejects.toThrow('Servis başarısız oldu.');
  });

  it('pages the results from the server and appends the next page', async () => {
    call.mockImplementation(async (_name, input) => {
      const { offset } = (input as { body: { offset: number } }).body;
      return { items: [row(offset + 1), row(offset + 2)], totalCount: 4 } as never;
    });
    const actor = createActor(offlineListLogic, {
      input: { query: EMPTY_OFFLINE_QUERY, pageSize: 2 },
    }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.rows.length === 4);
    expect(actor.getSnapshot().context.rows.map((r) => r.queryId)).toEqual([
      'OT00000001',
      'OT00000002',
      'OT00000003',
      'OT00000004',
    ]);
  });

  it('exports the listed query as a file, or says it was mailed', async () => {
    const saved: string[] = [];
    call.mockResolvedValueOnce(new File(['x'], 'cevrim-disi-islemler-2026-11-25.csv') as never);
    const query = withBarFilter(EMPTY_OFFLINE_QUERY, { status: 'FAILED' });
    await offlineExport(query, 'csv', false, (_blob, name) => saved.push(name));
    expect(saved).toEqual(['cevrim-disi-islemler-2026-11-25.csv']);
    expect(call).toHaveBeenLastCalledWith('offlineTransactionResults', {
      body: { status: 'FAILED', offset: 0, limit: 1, export: { format: 'csv' } },
    });
    call.mockResolvedValueOnce({ mailed: true, email: 'a@b.com.tr' } as never);
    expect(await offlineExport(query, 'xlsx', true, () => {})).toEqual({ mailed: true });
  });
});
