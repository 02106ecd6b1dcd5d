import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import { manyPeople, PEOPLE, PERSON_COLUMNS, type Person } from './testRows';

const rowId = (p: Person) => p.id;
const names = () =>
  within(screen.getByRole('table', { name: 'Kişiler' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const table = (props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) => (
  <DataTable caption="Kişiler" columns={PERSON_COLUMNS} rows={PEOPLE} rowId={rowId} {...props} />
);

describe('DataTable', () => {
  it('sorts by a clicked header in Turkish order, then descending, then back', async () => {
    const user = userEvent.setup();
    render(table());
    expect(names()[0]).toBe('Zeynep');
    await user.click(screen.getByRole('button', { name: /^Ad/ }));
    expect(names()).toEqual([
      'Cem',
      'Çağla',
      'Gül',
      'Ğ Test',
      'Ilgaz',
      'İpek',
      'Oya',
      'Ömer',
      'Sezer',
      'Şule',
      'Umut',
      'Ümit',
      'Zeynep',
    ]);
    expect(screen.getByRole('columnheader', { name: /^Ad/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Ad/ }));
    expect(names()[0]).toBe('Zeynep');
    expect(screen.getByRole('columnheader', { name: /^Ad/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Hat sayısı/ }));
    expect(names().slice(0, 3)).toEqual(['Ğ Test', 'Ilgaz', 'Sezer']);
    expect(names().at(-1)).toBe('Çağla');
    expect(screen.getByRole('columnheader', { name: /^Ad/ })).not.toHaveAttribute('aria-sort');
  });

  it('formats numbers and dates in tr-TR and right-aligns numbers', () => {
    render(table());
    const cell = screen.getByRole('cell', { name: '1.200' });
    expect(cell).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '15.01.2023' })).toBeInTheDocument();
  });

  it('filters by any shown column, Turkish case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(table());
    await user.type(screen.getByLabelText('Tabloda ara'), 'İPEK');
    expect(names()).toEqual(['İpek']);
    expect(screen.getByText('13 kayıttan 1 kayıt')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Tabloda ara'));
    await user.type(screen.getByLabelText('Tabloda ara'), '1.200');
    expect(names()).toEqual(['Çağla']);
    await user.type(screen.getByLabelText('Tabloda ara'), 'x');
    expect(screen.getByText('Aramanıza uygun kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('hides a column from the "Sütunlar" menu, and the filter no longer looks into it', async () => {
    const user = userEvent.setup();
    render(table());
    await user.click(screen.getByRole('button', { name: 'Sütunlar' }));
    // The popover's code arrives after the first paint (issue 42): the press waits for it.
    expect(await screen.findByRole('checkbox', { name: 'Ad' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Hat sayısı' }));
    expect(screen.queryByRole('columnheader', { name: /Hat sayısı/ })).toBeNull();
    expect(screen.queryByRole('cell', { name: '1.200' })).toBeNull();
    await user.type(screen.getByLabelText('Tabloda ara'), '1.200');
    expect(screen.getByText('Aramanıza uygun kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('shows loading, the empty text and the error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(table({ rows: [], status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kişiler yükleniyor');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(table({ rows: [], emptyText: 'Henüz kişi yok.' }));
    expect(screen.getByText('Henüz kişi yok.')).toBeInTheDocument();
    rerender(table({ rows: [], status: 'error', error: 'Liste alınamadı.', onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Liste alınamadı.');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // A reload with rows on screen keeps them, marked busy.
    rerender(table({ status: 'loading' }));
    expect(screen.getByRole('table', { name: 'Kişiler' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the DOM small with 10,000 rows and says how many rows there are', () => {
    render(table({ rows: manyPeople(10_000) }));
    const grid = screen.getByRole('table', { name: 'Kişiler' });
    const rendered = grid.querySelectorAll('tbody tr[data-row-index]');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThanOrEqual(60);
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getByText('10.000 kayıt')).toBeInTheDocument();
  });

  it('renders cards on a phone, still a named table with row headers', () => {
    const original = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof matchMedia;
    try {
      render(table({ rows: manyPeople(10_000) }));
      const cards = screen.getByRole('table', { name: 'Kişiler' });
      expect(screen.queryByRole('columnheader')).toBeNull();
      const rows = within(cards).getAllByRole('row');
      expect(rows.length).toBeLessThanOrEqual(60);
      expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Kişi 0');
      expect(within(rows[0]!).getByRole('cell', { name: /Hat sayısı/ })).toHaveTextContent('Hat sayısı0');
      expect(screen.getByLabelText('Sıralama')).toBeInTheDocument();
      cleanup();
      // No sortable column: no sort choice that could only say "Varsayılan".
      render(table({ columns: PERSON_COLUMNS.map((c) => ({ ...c, sortable: false })) }));
      expect(screen.queryByLabelText('Sıralama')).toBeNull();
    } finally {
      globalThis.matchMedia = original;
    }
  });
});
