import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import type { FromWorker, ToWorker } from '../../src/lib/sheets/importTypes';
import { serveImport } from '../../src/lib/sheets/importWorker';
import { bulkImportMachine } from '../../src/machines/lineUser/bulkImportMachine';
import { lineUserImportSpec } from '../../src/machines/lineUser/importSpec';
import { loadWorld } from './linePicker.world';
import {
  BAD_LINE,
  goodTable,
  type ImportSnapshot,
  importEvents,
  LIST_PATH,
  missingTable,
  serializeImport,
  toCsv,
} from './lineUserImport.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const DIALOG = 'Toplu kullanıcı güncelleme';

/**
 * jsdom has no Worker. The bulk import builds its reader with `new Worker(...)`
 * (bulkImportMachine.ts), so the global Worker is the injection point: this one runs the worker
 * entry's own code, serveImport(lineUserImportSpec), in this thread. `mode` lets a walk hold the
 * answer (progress shown, cancel while reading) or refuse to start a worker at all.
 */
let mode: 'normal' | 'holdDone' | 'throw' = 'normal';
let held: (() => void)[] = [];
class InProcessWorker {
  private page: ((event: MessageEvent<FromWorker>) => void)[] = [];
  private worker: ((event: MessageEvent<ToWorker>) => void)[] = [];
  private ended = false;
  constructor() {
    if (mode === 'throw') throw new Error('Worker blocked');
    serveImport(lineUserImportSpec, {
      postMessage: (data) =>
        setTimeout(() => {
          const deliver = () => {
            if (!this.ended) for (const listener of this.page) listener({ data } as MessageEvent<FromWorker>);
          };
          if (mode === 'holdDone' && data.type !== 'progress') held.push(deliver);
          else deliver();
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
  terminate() {
    this.ended = true;
  }
}

const harness = modelHarness({ globals: { Worker: InProcessWorker } });
const releaseHeld = () => {
  mode = 'normal';
  for (const deliver of held.splice(0)) deliver();
};

let nextFile: 'good' | 'missing' = 'good';
const fileOf = () =>
  nextFile === 'good'
    ? new File([toCsv(goodTable())], 'hatlar.csv', { type: 'text/csv' })
    : new File([toCsv(missingTable())], 'eksik.csv', { type: 'text/csv' });

const dialog = () => screen.findByRole('dialog', { name: DIALOG });
const inDialog = async () => within(await dialog());

beforeAll(async () => {
  loadWorld();
  // The dialog's code loads after the page's first paint (issue 42), outside the screens the
  // harness loads before the walks: loaded here too, so its first transform is not timed by a
  // walk's wait on a loaded machine.
  await import('../../src/views/lineUser/BulkImport');
});

const walker: PortalWalker<ImportSnapshot> = {
  harness,
  person: FAST,
  startPath: '/update-product-user',
  actor: () => probed('import'),
  serialize: serializeImport,
  arrange: (event, before) => {
    switch (event.type) {
      case 'xstate.init':
        harness.server.resetHandlers();
        held = [];
        mode = 'normal';
        return;
      case 'user.pickFile':
        mode = 'normal';
        return;
      case 'reader.progress':
        mode = 'holdDone';
        return;
      case 'user.cancel':
        if (before.matches('reading')) mode = 'holdDone';
        return;
      case 'reader.done':
        nextFile = 'good';
        return;
      case 'reader.failed':
        nextFile = 'missing';
        return;
      case 'xstate.error.actor.readFile':
        mode = 'throw';
        return;
      case 'xstate.error.actor.submitRows':
        // The resolve call every submit starts with: the batch fails as a whole.
        harness.failNext('post', LIST_PATH);
        return;
      default:
        return;
    }
  },
  perform: async (user, event, before) => {
    const e = event as EventObject & Record<string, unknown>;
    const click = async (name: string | RegExp) =>
      user.click((await inDialog()).getByRole('button', { name }));
    switch (e.type) {
      case 'xstate.init':
        return user.click(await screen.findByRole('button', { name: 'Toplu güncelle' }));
      case 'user.pickFile':
        return user.upload((await inDialog()).getByLabelText(/Dosya seçin/), fileOf());
      case 'reader.done':
        releaseHeld();
        return undefined;
      case 'user.cancel':
        await click('İptal');
        releaseHeld();
        return undefined;
      case 'user.fixRow': {
        const field = (await inDialog()).getByRole('textbox', { name: `Hat numarası, satır ${BAD_LINE}` });
        await user.clear(field);
        await user.type(field, (e.values as { msisdn: string }).msisdn);
        return click('Düzelt');
      }
      case 'user.removeRow':
        return click('Satırı kaldır');
      case 'user.submit':
        return click('Gönder');
      case 'user.retryFailed':
        return click('Kaydedilemeyen satırları düzelt');
      case 'user.restart':
        return click(before.matches('done') ? 'Yeni dosya yükle' : 'Başka dosya seç');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.matches('submitting') && (!s.matches('reading') || s.context.progress.total > 0),
  expectView: async (s) => {
    const d = await inDialog();
    // An import's steps after the file picker load after the page's first paint (issue 42).
    await waitFor(() => expect(d.queryByText('Yükleniyor…')).toBeNull());
    const picker = d.queryByLabelText(/Dosya seçin/);
    if (s.matches('idle')) {
      expect(picker).not.toBeNull();
      expect(d.queryByRole('alert')).toBeNull();
    }
    if (s.matches('failed')) {
      expect(picker).not.toBeNull();
      expect(d.getByRole('alert')).toHaveTextContent(
        s.context.failure?.code === 'missingColumns'
          ? 'Dosyada şu sütunlar eksik: TC kimlik numarası, E-posta adresi.'
          : 'Dosya okunamadı.',
      );
    }
    if (s.matches('reading')) {
      expect(d.getByRole('progressbar', { name: 'Dosya kontrol ediliyor' })).toHaveAttribute('max', '3');
      expect(d.getByText('0 / 3 satır kontrol edildi')).toBeVisible();
    }
    if (s.matches('reviewing')) {
      const bad = s.context.rows.filter((row) => row.errors.length > 0).length;
      expect(d.getByText(`${s.context.rows.length - bad} satır hazır, ${bad} satırda hata`)).toBeVisible();
      expect(d.getByRole('button', { name: 'Gönder' })).toHaveProperty('disabled', bad > 0);
      if (bad) expect(d.getByRole('textbox', { name: `Hat numarası, satır ${BAD_LINE}` })).toBeVisible();
      if (s.context.submitFailed)
        expect(d.getByText('Satırlar gönderilemedi. Lütfen tekrar deneyin.')).toBeVisible();
    }
    if (s.matches('done')) {
      const refused = s.context.results.filter((r) => !r.ok);
      const saved = s.context.results.length - refused.length;
      expect(d.getByText(new RegExp(`^${saved} satır kaydedildi`))).toBeVisible();
      for (const r of refused)
        expect(d.getByText(`Satır ${r.line}:`).parentElement).toHaveTextContent(r.message ?? '');
    }
  },
};

describeModel(
  'import',
  // The paths are made on the chart alone, which has no page to tell; the walk's page hears it.
  bulkImportMachine.provide({ actions: { submitted: () => {} } }),
  { events: importEvents, serialize: serializeImport, minPaths: 5 },
  walker,
);
