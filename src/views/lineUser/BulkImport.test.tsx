import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, setup } from 'xstate';
import type { FromWorker, ToWorker } from '../../lib/sheets/importTypes';
import { serveImport } from '../../lib/sheets/importWorker';
import { bulkImportMachine } from '../../machines/lineUser/bulkImportMachine';
import { lineUserImportSpec } from '../../machines/lineUser/importSpec';
import { BulkImport } from './BulkImport';

// The view may not import the HTTP layer; the mock's handle comes from vi.hoisted.
const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('../../actors/http', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  callEndpoint,
}));

const COMPANY = ['5320000001', '5320000002'];

/** The real worker code in this thread: the page's messages go to serveImport and back. */
class InProcessWorker {
  private page: ((event: MessageEvent<FromWorker>) => void)[] = [];
  private worker: ((event: MessageEvent<ToWorker>) => void)[] = [];
  constructor() {
    serveImport(lineUserImportSpec, {
      postMessage: (data) =>
        setTimeout(() => {
          for (const listener of this.page) listener({ data } as MessageEvent<FromWorker>);
        }),
      addEventListener: (_type, listener) => this.worker.push(listener),
    });
  }
  postMessage(data: ToWorker) {
    setTimeout(() => {
      for (const listener of this.worker) listener({ data } as MessageEvent<ToWorker>);
    });
  }
  addEventListener(type: string, listener: (event: MessageEvent<FromWorker>) => void) {
    if (type === 'message') this.page.push(listener);
  }
  terminate() {}
}

beforeEach(() => {
  vi.stubGlobal('Worker', InProcessWorker);
  callEndpoint.mockReset();
  callEndpoint.mockImplementation(async (name: string, input: { body: { msisdns?: string[] } }) => {
    if (name === 'lineUserProductList')
      return {
        total: 0,
        items: [],
        unknown: (input.body.msisdns ?? []).filter((n) => !COMPANY.includes(n)),
        notAllowed: [],
      };
    return {};
  });
});
afterEach(() => vi.unstubAllGlobals());

const csv = (rows: string[]) =>
  new File([['GSM No;Ad Soyad;TCKN;E-posta;Departman;Masraf merkezi', ...rows].join('\r\n')], 'hatlar.csv', {
    type: 'text/csv',
  });

/**
 * The import as the line-user page runs it, a child; this parent records what the child tells
 * its page (the page's reload on lines.changed is walked by tests/model/lineUser.model.test.tsx).
 */
function startImport() {
  const onFinished = vi.fn();
  const page = setup({ actors: { import: bulkImportMachine } }).createMachine({
    invoke: { id: 'import', src: 'import' },
    on: { 'lines.changed': { actions: () => onFinished() } },
  });
  const actor = createActor(page).start();
  const importRef = actor.getSnapshot().children.import;
  if (!importRef) throw new Error('the import child did not start');
  return { importRef, onFinished };
}

async function open() {
  const onClose = vi.fn();
  const { importRef, onFinished } = startImport();
  const user = userEvent.setup();
  render(<BulkImport importRef={importRef} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Toplu kullanıcı güncelleme' });
  return { dialog, user, onClose, onFinished };
}

describe('BulkImport', () => {
  it('reads a file in the worker, fixes a row, submits and shows each row’s result', async () => {
    const { dialog, user, onFinished } = await open();
    expect(dialog).toHaveTextContent('departman ve masraf merkezi boş bırakılabilir');
    expect(within(dialog).getByRole('button', { name: 'Excel şablonu indir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CSV şablonu indir' })).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText(/Dosya seçin/),
      csv([
        '0532 000 00 01;Ayşe Yılmaz;10000000146;ayse@ornek.com.tr;Satış;',
        '5559999999;Ali Kaya;10000000146;ali@ornek.com.tr;;',
        '5320000002;Can Öz;10000000146;can@;;',
      ]),
    );
    expect(await within(dialog).findByText('2 satır hazır, 1 satırda hata')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'E-posta adresi, satır 4' });
    expect(email).toHaveAccessibleDescription(/^E-posta adresi geçerli değil/);
    await user.clear(email);
    await user.type(email, 'can@ornek.com.tr');
    await user.click(within(dialog).getByRole('button', { name: 'Düzelt' }));
    expect(within(dialog).getByText('3 satır hazır, 0 satırda hata')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await within(dialog).findByText(/2 satır kaydedildi, 1 satır kaydedilemedi/)).toBeInTheDocument();
    expect(within(dialog).getByText('Bu numara şirketinize ait bir hat değil.')).toBeInTheDocument();
    expect(onFinished).toHaveBeenCalledTimes(1);
    const updates = callEndpoint.mock.calls.filter(([name]) => name === 'lineUserProductUpdate');
    expect(
      updates.map(([, input]) => (input as { params: { productId: string } }).params.productId).sort(),
    ).toEqual(COMPANY);
  });

  it('does not report a finish when no row was saved, and closes on request', async () => {
    const { dialog, user, onClose, onFinished } = await open();
    await user.upload(
      within(dialog).getByLabelText(/Dosya seçin/),
      csv(['5559999999;Ali Kaya;10000000146;ali@ornek.com.tr;;']),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByText(/0 satır kaydedildi, 1 satır kaydedilemedi/)).toBeInTheDocument();
    expect(onFinished).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says which columns a file lacks', async () => {
    const { dialog, user } = await open();
    await user.upload(
      within(dialog).getByLabelText(/Dosya seçin/),
      new File(['Numara;Ad Soyad\r\n5320000001;Ali'], 'eksik.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText(/Dosyada şu sütunlar eksik: TC kimlik numarası, E-posta adresi\./),
    ).toBeInTheDocument();
  });
});
