import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import {
  type LinePickerInput,
  linePickerMachine,
} from '../../../machines/shared/linePicker/linePickerMachine';
import { makeLine, testChoices, testCompany } from '../../../machines/shared/linePicker/testLines';
import type { FindLinesInput, ResolveNumbersInput } from '../../../machines/shared/linePicker/types';
import { LinePicker } from './LinePicker';

function setup(input: LinePickerInput = {}) {
  const company = testCompany(400, { '5320000007': 'Hat askıda olduğu için seçilemez.' });
  const actor = createActor(
    linePickerMachine.provide({
      actors: {
        loadFilterChoices: fromPromise(async () => testChoices),
        findLines: fromPromise(({ input }: { input: FindLinesInput }) => company.findLines(input)),
        resolveNumbers: fromPromise(({ input }: { input: ResolveNumbersInput }) =>
          company.resolveNumbers(input),
        ),
      },
      delays: { searchDebounce: 0 },
    }),
    { input },
  ).start();
  const user = userEvent.setup({ applyAccept: false });
  render(<LinePicker actorRef={actor} title="Hatları seçin" />);
  return { actor, user, company };
}

const chosenCount = () => screen.getByText(/hat seçildi$/);

describe('LinePicker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a pasted list, lists its problems with reasons, fixes one and removes one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Liste yapıştır' }));
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(screen.getByText('Eklenecek numara yok. Numaraları kutuya yapıştırın.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Numara listesi'));
    await user.paste('0532 000 00 01\n90 532 000 00 02; 0532 12\n05320000001\n0532 999 99 99\n5320000007');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));

    await waitFor(() => expect(chosenCount()).toHaveTextContent('2 hat seçildi'));
    const problems = screen.getByRole('list', { name: 'Eklenemeyen numaralar' });
    const rows = within(problems).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual([
      '0532 12 — Numara biçimi geçersiz',
      '0532 000 00 01 — Listede iki kez var',
      '0532 000 00 07 — Hat askıda olduğu için seçilemez.',
      '0532 999 99 99 — Şirketinize ait bir hat bulunamadı',
    ]);

    // A correction that is still no number is refused next to its field.
    const fix = screen.getByLabelText('0532 12 için doğru numara');
    await user.type(fix, '0532 12');
    await user.click(screen.getByRole('button', { name: '0532 12 düzelt' }));
    expect(
      screen.getByText('Geçerli bir cep telefonu numarası yazın (ör. 0532 123 45 67).'),
    ).toBeInTheDocument();
    await user.clear(fix);
    await user.type(fix, '0532 000 00 05');
    await user.click(screen.getByRole('button', { name: '0532 12 düzelt' }));
    await waitFor(() => expect(chosenCount()).toHaveTextContent('3 hat seçildi'));
    expect(screen.queryByText('0532 12')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Seçilen hatlar' })).toHaveTextContent('0532 000 00 05');

    await user.click(screen.getByRole('button', { name: '0532 999 99 99 kaldır' }));
    expect(screen.queryByText('0532 999 99 99')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Eklenemeyen numaralar' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('finds lines by a partial number written with 90 and spaces, and chooses one', async () => {
    const { user, actor } = setup();
    await user.type(screen.getByLabelText('Numara veya kullanıcı adı'), '90 532 000 001');
    const results = await screen.findByRole('list', { name: 'Arama sonuçları' });
    expect(screen.getByText('10 hat bulundu')).toBeInTheDocument();
    expect(within(results).getAllByRole('checkbox')).toHaveLength(10);
    await user.click(within(results).getByRole('checkbox', { name: /^0532 000 00 12 / }));
    expect(chosenCount()).toHaveTextContent('1 hat seçildi');
    expect(within(results).getByRole('checkbox', { name: /^0532 000 00 12 / })).toBeChecked();

    const done = screen.getByRole('button', { name: 'Seçimi tamamla' });
    expect(done).toBeEnabled();
    await user.click(done);
    expect(actor.getSnapshot().output?.lines).toEqual([makeLine(12)]);
  });

  it('chooses every line matching the filters at once, and clears them', async () => {
    const { user, company } = setup();
    await user.click(screen.getByRole('tab', { name: 'Filtrele' }));
    await user.selectOptions(screen.getByLabelText('Ürün tipi'), 'Veri');
    await user.selectOptions(screen.getByLabelText('Yurt dışı kullanımı'), 'Kapalı');
    const expected = company.lines.filter((l) => l.productType === 'DATA' && !l.roaming).length;
    const chooseAll = await screen.findByRole('button', { name: `Sonuçların tümünü seç (${expected} hat)` });
    await user.click(chooseAll);
    await waitFor(() => expect(chosenCount()).toHaveTextContent(`${expected} hat seçildi`));
    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(chosenCount()).toHaveTextContent('0 hat seçildi');
    expect(screen.getByRole('button', { name: 'Seçimi tamamla' })).toBeDisabled();
  });

  it('keeps only a window of a long chosen list in the page', () => {
    // jsdom lays nothing out: the scroll box reports the height a browser would give it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
    const lines = Array.from({ length: 20_000 }, (_, i) => makeLine(i));
    setup({ chosen: lines });
    expect(chosenCount()).toHaveTextContent('20.000 hat seçildi');
    const items = within(screen.getByRole('list', { name: 'Seçilen hatlar' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '20000');
  });

  it('says which file it cannot read', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Dosyadan yükle' }));
    await user.upload(
      screen.getByLabelText('Numara dosyası'),
      new File(['x'], 'hatlar.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        'Bu dosya okunamıyor. Numaraları içeren bir .xlsx, .csv veya .txt dosyası seçin.',
      ),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Numara dosyası'),
      new File(['05320000003\n05320000004'], 'hatlar.txt'),
    );
    await waitFor(() => expect(chosenCount()).toHaveTextContent('2 hat seçildi'));
  });
});
