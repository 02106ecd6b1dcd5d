import { withBarFilter, withSort, withText } from '../shared/pagedList/listQuery';
import { exportHistory } from './historyExport';
import { EMPTY_HISTORY_QUERY, type HistoryQuery, historyQueryString } from './historyQuery';

describe('the history query', () => {
  it('flattens filter, sort and page into the list row’s query string', () => {
    let query = withBarFilter(EMPTY_HISTORY_QUERY, {
      documentType: 'SIM',
      status: 'OPEN',
      from: '2026-05-01',
    });
    query = withText(query, ' HT-2026 ');
    query = withSort(query, { field: 'lineCount', direction: 'desc' });
    expect(historyQueryString(query, 50, 50)).toEqual({
      documentType: 'SIM',
      status: 'OPEN',
      from: '2026-05-01',
      text: 'HT-2026',
      sort: 'lineCount',
      direction: 'desc',
      offset: 50,
      limit: 50,
    });
    // A new bar keeps the quick text; an empty one drops the bar's fields.
    expect(withBarFilter(query, {}).filter).toEqual({ text: 'HT-2026' });
  });

  it('exports the list’s filter and sort, saving the file or saying it was mailed', async () => {
    const query: HistoryQuery = withSort(withBarFilter(EMPTY_HISTORY_QUERY, { documentType: 'TARIFF' }), {
      field: 'orderId',
      direction: 'asc',
    });
    const bodies: unknown[] = [];
    const saved: string[] = [];
    const file = new File(['x'], 'hat-islemleri-talepleri-2026-11-25.csv');
    const call = async (body: unknown) => {
      bodies.push(body);
      return (body as { sendMail?: boolean }).sendMail
        ? { mailed: true as const, email: 'a@b.com.tr' }
        : file;
    };
    const save = (_: Blob, name: string) => saved.push(name);
    expect(await exportHistory(query, 'csv', false, { save, call })).toBeUndefined();
    expect(saved).toEqual(['hat-islemleri-talepleri-2026-11-25.csv']);
    expect(await exportHistory(query, 'xlsx', true, { save, call })).toEqual({ mailed: true });
    expect(bodies).toEqual([
      {
        report: 'ORDER_TRANSACTIONS',
        format: 'csv',
        filter: { documentType: 'TARIFF' },
        sort: { field: 'orderId', direction: 'asc' },
      },
      {
        report: 'ORDER_TRANSACTIONS',
        format: 'xlsx',
        filter: { documentType: 'TARIFF' },
        sort: { field: 'orderId', direction: 'asc' },
        sendMail: true,
      },
    ]);
    // A file without a name is saved under the fallback.
    await exportHistory(EMPTY_HISTORY_QUERY, 'xlsx', false, { save, call: async () => new Blob(['x']) });
    expect(saved.at(-1)).toBe('hat-islemleri-talepleri.xlsx');
  });
});
