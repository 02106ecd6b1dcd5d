import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { EventObject, SnapshotFrom } from 'xstate';
import { companyLinesPicker } from '../../src/machines/shared/linePicker/companyLinesPicker';
import { linePickerMachine } from '../../src/machines/shared/linePicker/linePickerMachine';
import { pickLinesMachine } from '../../src/machines/shared/linePicker/pickLines';
import {
  BAD_TOKEN,
  fileNumbers,
  loadWorld,
  PATHS,
  PICKER_INPUT,
  type PickerSnapshot,
  pickerEvents,
  serializePicker,
  world,
} from './linePicker.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness();
const origin = window.location.origin;
const DIALOG = 'Hat listesiyle seç';

const picker = () => probed('linePicker');
const dialog = () => screen.findByRole('dialog', { name: DIALOG });
const inDialog = async () => within(await dialog());

/**
 * Arrangements made before the dialog opens wait for it: the page itself loads the line list and
 * the filter choices first, and a failure meant for the picker must not hit those.
 */
let opened = false;
let deferred: (() => void)[] = [];
const arrangeLater = (fn: () => void) => (opened ? fn() : deferred.push(fn));
/**
 * A held resolve call: cancelled while checking, or started by a file read before the walk could
 * arrange its outcome. Released, it fails or (nothing returned) goes on to the sandbox.
 */
let hold: { release(): void; fail: boolean } | undefined;
let nextFile: 'good' | 'bad' = 'good';

function holdListOnce() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const current = { release, fail: false };
  hold = current;
  harness.server.use(
    http.post(
      `${origin}/api${PATHS.list}`,
      () =>
        held.then(() =>
          current.fail ? HttpResponse.json({ status: { code: '500' } }, { status: 500 }) : undefined,
        ),
      { once: true },
    ),
  );
}
const releaseHold = () => {
  hold?.release();
  hold = undefined;
};

async function pageReady() {
  await waitFor(() => {
    expect(probed('lineUserList').getSnapshot().hasTag('ready')).toBe(true);
    expect(probed('lineUserFilterChoices').getSnapshot().hasTag('loading')).toBe(false);
  });
}

async function tab(name: string) {
  const t = (await inDialog()).getByRole('tab', { name });
  if (t.getAttribute('aria-selected') !== 'true') await (currentUser as User).click(t);
}
let currentUser: User | undefined;

async function resultsTab() {
  const d = await inDialog();
  const selected = d.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
  if (!/Numara ile ara|Filtrele/.test(selected?.textContent ?? '')) await tab('Numara ile ara');
}

const csvFile = () =>
  new File([['Numara', ...fileNumbers()].join('\r\n')], 'hatlar.csv', { type: 'text/csv' });
// A zip signature and then nothing: the sheet parser cannot open it.
const brokenXlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'hatlar.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

beforeAll(async () => {
  loadWorld();
  await import('../../src/views/shared/linePicker/PickLinesDialog');
});

const walker: PortalWalker<PickerSnapshot> = {
  harness,
  person: FAST,
  startPath: '/update-product-user',
  actor: picker,
  serialize: serializePicker,
  arrange: (event, before) => {
    const e = event as EventObject & { type: string };
    if (e.type === 'xstate.init') {
      // A path that ends before its last call leaves that call's arrangement unused: drop it.
      harness.server.resetHandlers();
      opened = false;
      deferred = [];
      releaseHold();
      return;
    }
    if (e.type === 'xstate.error.actor.loadFilterChoices')
      arrangeLater(() => harness.failNext('post', PATHS.choices));
    if (e.type === 'xstate.error.actor.resolveNumbers' && hold) hold.fail = true;
    else if (/^xstate\.error\.actor\.(findLines|findMoreLines|findAllLines|resolveNumbers)$/.test(e.type))
      arrangeLater(() => harness.failNext('post', PATHS.list));
    if (e.type === 'user.cancelResolve' && before.hasTag('resolving')) arrangeLater(holdListOnce);
    if (e.type === 'xstate.done.actor.readNumbersFile') {
      nextFile = 'good';
      holdListOnce();
    }
    if (e.type === 'xstate.error.actor.readNumbersFile') nextFile = 'bad';
  },
  perform: async (user, event) => {
    currentUser = user;
    const e = event as EventObject & Record<string, unknown>;
    const click = async (name: string | RegExp) =>
      user.click((await inDialog()).getByRole('button', { name }));
    switch (e.type) {
      case 'xstate.init': {
        const open = await screen.findByRole('button', { name: DIALOG });
        await pageReady();
        opened = true;
        for (const fn of deferred.splice(0)) fn();
        return user.click(open);
      }
      case 'user.retryChoices':
        await tab('Filtrele');
        return click('Tekrar dene');
      case 'user.search': {
        await tab('Numara ile ara');
        const box = (await inDialog()).getByLabelText('Numara veya kullanıcı adı');
        await user.clear(box);
        if (e.text) await user.type(box, e.text as string);
        return undefined;
      }
      case 'user.filter':
        await tab('Filtrele');
        return user.selectOptions(
          (await inDialog()).getByLabelText('Durum'),
          (e.filters as { status?: string }).status ? 'Aktif' : 'Tümü',
        );
      case 'user.more':
        await resultsTab();
        return click(/^Daha fazla göster/);
      case 'user.chooseAllResults':
        await resultsTab();
        return click(/^Sonuçların tümünü seç/);
      case 'user.toggle': {
        await resultsTab();
        const list = (await inDialog()).getByRole('list', { name: 'Arama sonuçları' });
        return user.click(within(list).getAllByRole('checkbox')[0]!);
      }
      case 'user.retrySearch':
        await resultsTab();
        return click('Tekrar dene');
      case 'user.remove':
        return user.click((await inDialog()).getAllByRole('button', { name: /seçimden kaldır$/ })[0]!);
      case 'user.clear':
        return click('Temizle');
      case 'user.paste': {
        await tab('Liste yapıştır');
        await user.click((await inDialog()).getByLabelText('Numara listesi'));
        await user.paste(e.text as string);
        return click('Ekle');
      }
      case 'user.file':
        await tab('Dosyadan yükle');
        return user.upload(
          (await inDialog()).getByLabelText('Numara dosyası'),
          nextFile === 'good' ? csvFile() : brokenXlsx(),
        );
      case 'user.fixProblem': {
        const d = await inDialog();
        await user.type(d.getByLabelText(`${BAD_TOKEN} için doğru numara`), e.text as string);
        return click(`${BAD_TOKEN} düzelt`);
      }
      case 'user.removeProblem':
        return click(`${e.token as string} kaldır`);
      case 'xstate.done.actor.readNumbersFile':
        releaseHold();
        return undefined;
      case 'user.cancelResolve':
        await click('Kalanları kontrol etme');
        releaseHold();
        return undefined;
      case 'user.retryResolve':
        return click('Tekrar dene');
      case 'user.done':
        return click('Seçimi tamamla');
      default:
        return undefined;
    }
  },
  isSettled: (s) =>
    s.status === 'done' ||
    (!s.matches({ picking: { choices: 'loading' } }) &&
      !s.hasTag('searching') &&
      !s.hasTag('loadingMore') &&
      !s.hasTag('choosingAll') &&
      !s.matches({ picking: { search: 'debouncing' } }) &&
      !s.hasTag('resolving') &&
      !s.hasTag('readingFile')),
  expectView: async (s) => {
    const real = picker().getSnapshot() as PickerSnapshot;
    if (s.status === 'done') {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
      // The chosen numbers became the invoice-name selection, lines not loaded in the table too.
      const chosen = (real.output?.lines ?? []).map((line) => line.msisdn).sort();
      expect(chosen.length).toBeGreaterThan(0);
      const bulk = probed('invoiceNameBulk').getSnapshot() as { context: { selected: string[] } };
      expect([...bulk.context.selected].sort()).toEqual(chosen);
      expect(screen.getByRole('button', { name: 'Faturada adı göster' })).toBeEnabled();
      return;
    }
    const d = await inDialog();
    expect(d.getByText(/hat seçildi$/)).toHaveTextContent(
      `${real.context.chosen.size.toLocaleString('tr-TR')} hat seçildi`,
    );
    expect(d.getByRole('button', { name: 'Seçimi tamamla' })).toHaveProperty(
      'disabled',
      !s.can({ type: 'user.done' }),
    );
    if (s.context.problems.length)
      expect(
        within(d.getByRole('list', { name: 'Eklenemeyen numaralar' })).getAllByRole('listitem'),
      ).toHaveLength(real.context.problems.length);
    else expect(d.queryByRole('list', { name: 'Eklenemeyen numaralar' })).toBeNull();
    if (s.hasTag('resolveFailed')) expect(d.getByText(/henüz kontrol edilmedi\.$/)).toBeVisible();
    if (s.context.fileError) expect(d.getByText(/^Dosya okunamadı\./)).toBeVisible();
    const onResults = d
      .getAllByRole('tab')
      .some(
        (t) =>
          t.getAttribute('aria-selected') === 'true' && /Numara ile ara|Filtrele/.test(t.textContent ?? ''),
      );
    if (onResults && s.hasTag('searchFailed'))
      expect(d.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    if (onResults && s.matches({ picking: { search: 'showing' } })) {
      const total =
        world.totals.get(`${s.context.search.text}|${s.context.search.filters.status ?? ''}`) ?? 0;
      expect(d.getByText(/hat bulundu$/)).toHaveTextContent(`${total} hat bulundu`);
    }
  },
};

describeModel(
  'linePicker',
  linePickerMachine,
  { input: PICKER_INPUT, events: pickerEvents, serialize: serializePicker },
  walker,
);

// --- the dialog around the picker, as a page machine's child ---------------------------------------

/** The line-user page's dialog: the invoice-name flow's child, its lines become the selection. */
const pickLinesModel = pickLinesMachine(companyLinesPicker, (lines) => ({
  type: 'selection.change' as const,
  ids: lines.map((line) => line.msisdn),
  // The paths are made on the chart alone, which has no page to tell (the walk's page hears it).
})).provide({ actions: { tellPage: () => {} } });
type DialogSnapshot = SnapshotFrom<typeof pickLinesModel>;
/** A line of the company that the paste names (read from the sandbox in beforeAll). */
const dialogLine = () => world.known[0]!;
/** Whether this path's picker finished: its lines are the page's selection from then on. */
let dialogPicked = false;

const dialogWalker: PortalWalker<DialogSnapshot> = {
  harness,
  person: FAST,
  startPath: '/update-product-user',
  actor: () => probed('pickLines'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: (event) => {
    if (event.type === 'xstate.init') harness.server.resetHandlers();
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'xstate.init':
        dialogPicked = false;
        await screen.findByRole('button', { name: DIALOG });
        return pageReady();
      case 'user.open':
        return user.click(screen.getByRole('button', { name: DIALOG }));
      case 'user.close':
        return user.click((await inDialog()).getByRole('button', { name: 'Vazgeç' }));
      case 'xstate.done.actor.picker': {
        currentUser = user;
        await tab('Liste yapıştır');
        const d = await inDialog();
        // Pasted, as a person brings a list: one change instead of a render per typed digit.
        await user.click(d.getByRole('textbox'));
        await user.paste(`0${dialogLine()}`);
        await user.click(d.getByRole('button', { name: 'Ekle' }));
        const done = d.getByRole('button', { name: 'Seçimi tamamla' });
        await waitFor(() => expect(done).toBeEnabled());
        dialogPicked = true;
        return user.click(done);
      }
      default:
        return undefined;
    }
  },
  isSettled: () => true,
  expectView: async (s) => {
    if (s.matches('open')) {
      expect(await dialog()).toBeVisible();
      // Each opening is a fresh picker: nothing chosen yet on this page.
      expect((await inDialog()).getByText(/hat seçildi$/)).toHaveTextContent('0 hat seçildi');
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    const bulk = probed('invoiceNameBulk').getSnapshot() as { context: { selected: string[] } };
    // A close changes nothing; "Seçimi tamamla" made the picked line the page's selection.
    expect(bulk.context.selected).toEqual(dialogPicked ? [dialogLine()] : []);
  },
};

describeModel(
  'pickLines',
  pickLinesModel,
  {
    events: (s: DialogSnapshot) =>
      s.matches('closed')
        ? [{ type: 'user.open' }]
        : [{ type: 'user.close' }, { type: 'xstate.done.actor.picker', output: { lines: [] } }],
    serialize: (s) => JSON.stringify(s.value),
  },
  dialogWalker,
);
