import { describe, expect, it, vi } from 'vitest';
import { exportLineUsers } from './lineUserExport';
import { firstOfNextMonth, hasFilter, withBarFilter, withSort, withText } from './lineUserQuery';

describe('line-user query rules', () => {
  it('the quick filter, the bar and the sort each keep the others', () => {
    let q = withText({ filter: {} }, ' 532 12 ');
    expect(q.filter).toEqual({ text: '532 12' });
    q = withBarFilter(q, { status: 'ACTIVE', tariffName: '', roaming: false });
    expect(q.filter).toEqual({ status: 'ACTIVE', roaming: false, text: '532 12' });
    q = withSort(q, { field: 'userName', direction: 'desc' });
    q = withText(q, '');
    expect(q).toEqual({
      filter: { status: 'ACTIVE', roaming: false },
      sort: { field: 'userName', direction: 'desc' },
    });
    expect(withSort(q, undefined)).toEqual({ filter: { status: 'ACTIVE', roaming: false } });
    expect(hasFilter({ text: '  ' })).toBe(false);
  });

  it('the default effective day is the first of next month, also in December', () => {
    expect(firstOfNextMonth(new Date(2026, 4, 17))).toBe('2026-06-01');
    expect(firstOfNextMonth(new Date(2026, 11, 31))).toBe('2027-01-01');
  });
});

describe('exportLineUsers', () => {
  const query = {
    filter: { status: 'ACTIVE' as const },
    sort: { field: 'msisdn' as const, direction: 'asc' as const },
  };

  it('saves the file under the name the server gave, with the filter and sort sent', async () => {
    const file = new File(['a;b'], 'hat-kullanicilari.csv', { type: 'text/csv' });
    const call = vi.fn(async () => file);
    const save = vi.fn();
    await expect(exportLineUsers(query, 'csv', false, { call, save })).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledWith({ format: 'csv', filter: query.filter, sort: query.sort });
    expect(save).toHaveBeenCalledWith(file, 'hat-kullanicilari.csv');
  });

  it('with sendMail resolves { mailed: true } and saves nothing', async () => {
    const call = vi.fn(async () => ({ mailed: true as const, email: 'a@b.tr' }));
    const save = vi.fn();
    await expect(exportLineUsers(query, 'xlsx', true, { call, save })).resolves.toEqual({ mailed: true });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ format: 'xlsx', sendMail: true }));
    expect(save).not.toHaveBeenCalled();
  });
});
