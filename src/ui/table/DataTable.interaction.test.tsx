import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { DataTable } from './DataTable';
import { fakeScrolling, manyPeople, PEOPLE, PERSON_COLUMNS, type Person } from './testRows';
import type { SelectionProps, ServerMode } from './types';

const rowId = (p: Person) => p.id;

function Selectable({
  rows = PEOPLE,
  onSelectAllMatching,
  onOpen,
}: {
  rows?: Person[];
  onSelectAllMatching?: () => void;
  onOpen?: (p: Person) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection: SelectionProps = { selected, onChange: setSelected, onSelectAllMatching };
  return (
    <DataTable
      caption="Kişiler"
      columns={PERSON_COLUMNS}
      rows={rows}
      rowId={rowId}
      selection={selection}
      onRowOpen={onOpen}
    />
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `${name} satırını seç` });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('DataTable selection and keyboard', () => {
  it('selects with checkboxes, a shift-click range and the header box, and announces the count', async () => {
    const user = userEvent.setup();
    const onSelectAllMatching = vi.fn();
    render(<Selectable onSelectAllMatching={onSelectAllMatching} />);
    await user.click(checkbox('Çağla'));
    await user.keyboard('{Shift>}');
    await user.click(checkbox('Şule'));
    await user.keyboard('{/Shift}');
    for (const name of ['Çağla', 'İpek', 'Ilgaz', 'Şule']) expect(checkbox(name)).toBeChecked();
    expect(checkbox('Zeynep')).not.toBeChecked();
    expect(checkbox('Ömer')).not.toBeChecked();
    expect(screen.getByText('4 satır seçildi')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Filtreye uyan tüm 13 satırı seç' }));
    expect(onSelectAllMatching).toHaveBeenCalledTimes(1);

    const all = screen.getByRole('checkbox', { name: 'Gösterilen tüm satırları seç' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByText('13 satır seçildi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seçimi temizle' }));
    expect(checkbox('Çağla')).not.toBeChecked();
  });

  it('on a phone, says how many rows the box takes before it is ticked, and offers every matching row plainly', async () => {
    const original = globalThis.matchMedia;
    globalThis.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof matchMedia;
    try {
      const user = userEvent.setup();
      const onSelectAllMatching = vi.fn();
      // 13 rows loaded of 200 the server says match: a phone shows a few cards of them.
      function Phone() {
        const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
        const server: ServerMode = {
          total: 200,
          sort: null,
          filter: '',
          onSortChange: () => {},
          onFilterChange: () => {},
          onNeedMore: () => {},
          loadingMore: false,
        };
        return (
          <DataTable
            caption="Kişiler"
            columns={PERSON_COLUMNS}
            rows={PEOPLE}
            rowId={rowId}
            server={server}
            selection={{ selected, onChange: setSelected, onSelectAllMatching }}
          />
        );
      }
      render(<Phone />);
      // Before any choice: the box names its count, and the whole filter is one plain button.
      const box = screen.getByRole('checkbox', { name: 'Listedeki 13 satırın tümünü seç' });
      const everyMatching = screen.getByRole('button', { name: 'Filtreye uyan tüm 200 satırı seç' });
      expect(screen.queryByRole('checkbox', { name: 'Gösterilen tüm satırları seç' })).toBeNull();
      await user.click(box);
      expect(screen.getByText('13 satır seçildi')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Listedeki 13 satırın tümü seçili' })).toBeChecked();
      await user.click(everyMatching);
      expect(onSelectAllMatching).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.matchMedia = original;
    }
  });

  it('the header box covers only the rows the filter shows', async () => {
    const user = userEvent.setup();
    render(<Selectable />);
    await user.type(screen.getByLabelText('Tabloda ara'), 'u');
    await user.click(screen.getByRole('checkbox', { name: 'Gösterilen tüm satırları seç' }));
    await user.clear(screen.getByLabelText('Tabloda ara'));
    const checked = screen.getAllByRole('checkbox', { name: /satırını seç$/, checked: true });
    expect(checked.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Şule satırını seç',
      'Umut satırını seç',
    ]);
  });

  it('a quick filter settles: typing renders a few times, then nothing until the next key', async () => {
    // The /secure-internet freeze: each filtered row model queued a page-index reset, whose state
    // change rendered again and filtered again, for ever. Count commits once the typing is over.
    const user = userEvent.setup();
    let commits = 0;
    render(
      <Profiler id="table" onRender={() => (commits += 1)}>
        <Selectable />
      </Profiler>,
    );
    await user.type(screen.getByLabelText('Tabloda ara'), 'u');
    expect(screen.getByRole('rowheader', { name: 'Umut' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const settled = commits;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(commits).toBe(settled);
  });

  it('moves the focused row with arrows, Home and End; Space selects and Enter opens', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Selectable onOpen={onOpen} />);
    await user.tab(); // the quick filter
    await user.tab(); // Sütunlar
    await user.tab(); // the header checkbox
    await user.tab(); // the first header's sort button
    await user.tab();
    await user.tab();
    await user.tab(); // the first row, the only one in the tab order
    expect(rowOf('Zeynep')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowOf('İpek')).toHaveFocus();
    expect(rowOf('İpek')).toHaveAttribute('tabindex', '0');
    expect(rowOf('Zeynep')).toHaveAttribute('tabindex', '-1');
    await user.keyboard(' ');
    expect(checkbox('İpek')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(PEOPLE[2]);
    await user.keyboard('{End}');
    expect(rowOf('Umut')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rowOf('Oya')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rowOf('Zeynep')).toHaveFocus();
  });

  it('End reaches the last of 10,000 rows through the virtualizer; the DOM stays bounded', async () => {
    fakeScrolling();
    const user = userEvent.setup();
    render(<Selectable rows={manyPeople(10_000)} />);
    rowOf('Kişi 0').focus();
    await user.keyboard('{End}');
    expect(await screen.findByRole('rowheader', { name: 'Kişi 9999' })).toBeInTheDocument();
    expect(rowOf('Kişi 9999')).toHaveFocus();
    expect(rowOf('Kişi 9999')).toHaveAttribute('aria-rowindex', '10001');
    const rendered = screen.getByRole('table', { name: 'Kişiler' }).querySelectorAll('tr[data-row-index]');
    expect(rendered.length).toBeLessThanOrEqual(60);
    expect(screen.queryByRole('rowheader', { name: 'Kişi 0' })).toBeNull();
  });

  it('server mode: shows the total, reports sort and filter, asks for more near the end', async () => {
    fakeScrolling();
    const user = userEvent.setup();
    const server: ServerMode = {
      total: 5000,
      sort: null,
      filter: '',
      onSortChange: vi.fn(),
      onFilterChange: vi.fn(),
      onNeedMore: vi.fn(),
      loadingMore: false,
    };
    const rows = manyPeople(100).reverse();
    render(
      <DataTable caption="Kişiler" columns={PERSON_COLUMNS} rows={rows} rowId={rowId} server={server} />,
    );
    expect(screen.getByText('5.000 kayıt')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kişiler' })).toHaveAttribute('aria-rowcount', '5001');
    await user.click(screen.getByRole('button', { name: /^Ad/ }));
    expect(server.onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
    // Not sorted here: the server's order stays until new rows come.
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Kişi 99');
    await user.type(screen.getByLabelText('Tabloda ara'), 'ab');
    expect(server.onFilterChange).toHaveBeenLastCalledWith('ab');
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Kişi 99');
    expect(server.onNeedMore).not.toHaveBeenCalled();
    rowOf('Kişi 99').focus();
    await user.keyboard('{End}');
    expect(server.onNeedMore).toHaveBeenCalled();
  });

  it('server mode: a failed next part keeps the rows and offers the retry', async () => {
    fakeScrolling();
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const server: ServerMode = {
      total: 5000,
      sort: null,
      filter: '',
      onSortChange: vi.fn(),
      onFilterChange: vi.fn(),
      onNeedMore: vi.fn(),
      loadingMore: false,
      moreFailed: { message: 'Sonraki satırlar yüklenemedi.', onRetry },
    };
    render(
      <DataTable
        caption="Kişiler"
        columns={PERSON_COLUMNS}
        rows={manyPeople(100)}
        rowId={rowId}
        server={server}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sonraki satırlar yüklenemedi.');
    expect(rowOf('Kişi 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
