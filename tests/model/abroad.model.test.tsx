import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { AbroadLine } from '../../src/api/abroad/types';
import { formatNumber } from '../../src/lib/format';
import { abroadChangeMachine } from '../../src/machines/abroad/abroadChangeMachine';
import { abroadConfirmMachine } from '../../src/machines/abroad/abroadConfirmMachine';
import { abroadFilterChoicesMachine, abroadListMachine } from '../../src/machines/abroad/abroadListMachine';
import { ABROAD_PAGE_SIZE, EMPTY_ABROAD_QUERY } from '../../src/machines/abroad/abroadQuery';
import { abroadSummaryMachine } from '../../src/machines/abroad/abroadSummaryMachine';
import { FULL_RIGHTS } from '../support/rights';
import { arrangeConfirmPage, roamingOf } from './abroad.arrange';
import {
  type ChangeSnapshot,
  type ChoicesSnapshot,
  CONFIRM_PATH,
  type ConfirmSnapshot,
  changeEvents,
  choicesEvents,
  confirmEvents,
  FAST,
  LIST_PATH,
  PATHS,
  QUICK_TEXT,
  SEED,
  type SummarySnapshot,
  serializeChange,
  serializeChoices,
  serializeConfirm,
  serializeSummary,
  summaryEvents,
} from './abroad.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import {
  type PagedListWorld,
  pagedListEvents,
  pagedListWalker,
  serializePagedList,
} from './support/pagedListWalk';
import { settledTable as settledTableNamed } from './support/tableQueries';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ scrolling: true });
const ROW_NAME = `${SEED.line.msisdn} satırını seç`;
const TABLE_NAME = 'Hatlar ve yurt dışı kullanımı durumu';

const filtersForm = () => screen.findByRole('form', { name: 'Hat filtreleri' });
const changeSection = () => screen.findByRole('region', { name: 'Seçili hatlar için işlem' });

const settledTable = () => settledTableNamed(TABLE_NAME);

// --- the paged list -----------------------------------------------------------------------------

const LIST_WORLD: PagedListWorld<AbroadLine> = {
  harness,
  person: FAST,
  page: LIST_PATH,
  machineId: 'abroadList',
  heading: 'Yurt Dışı Kullanım',
  table: TABLE_NAME,
  listPath: PATHS.list,
  pageSize: ABROAD_PAGE_SIZE,
  row: SEED.line,
  total: SEED.total,
  quickText: QUICK_TEXT,
  quickMatch: 'şahin',
};

// --- the filter bar's choices and the summary -------------------------------------------------

const choicesWalker: PortalWalker<ChoicesSnapshot> = {
  harness,
  person: FAST,
  startPath: LIST_PATH,
  actor: () => probed('abroadFilterChoices'),
  serialize: serializeChoices,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.choices);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await within(await filtersForm()).findByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const form = await filtersForm();
    const types = within(form).getByLabelText('Ürün tipi');
    if (s.hasTag('loaded')) expect(within(types).getByRole('option', { name: 'Ses' })).toBeInTheDocument();
    else expect(within(form).getByText(/Filtre seçenekleri yüklenemedi/)).toBeVisible();
  },
};

const summaryWalker: PortalWalker<SummarySnapshot> = {
  harness,
  person: FAST,
  startPath: LIST_PATH,
  actor: () => probed('abroadSummary'),
  serialize: serializeSummary,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.query);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.hasTag('loaded')) {
      const summary = await screen.findByRole('region', { name: 'Yurt Dışı Kullanım özeti' });
      const { on, off } = roamingOf(harness.sandbox.db);
      expect(within(summary).getByText('Açık hat').nextElementSibling).toHaveTextContent(formatNumber(on));
      expect(within(summary).getByText('Kapalı hat').nextElementSibling).toHaveTextContent(formatNumber(off));
      expect(within(summary).getByText(/KDV dahil/)).toBeVisible();
    } else {
      expect(await screen.findByText('Özet bilgiler yüklenemedi.')).toBeVisible();
    }
  },
};

// --- choosing lines and checking them ----------------------------------------------------------

const CLOSE = 'Yurt dışı kullanımı kapat';

const changeWalker: PortalWalker<ChangeSnapshot> = {
  harness,
  person: FAST,
  startPath: LIST_PATH,
  actor: () => probed('abroadChange'),
  serialize: serializeChange,
  arrange: (event) => {
    const e = event as EventObject & { output?: { allowed?: unknown[] } };
    if (e.type === 'xstate.error.actor.collectNumbers') harness.failNext('post', PATHS.list);
    if (e.type === 'xstate.error.actor.validate') harness.failNext('post', PATHS.validation);
    if (e.type === 'xstate.done.actor.validate') {
      // The first row's roaming decides: on, it can be closed; off (every line), none can.
      const db = harness.sandbox.db;
      if (e.output?.allowed?.length)
        db.prepare("UPDATE lines SET roaming = 1, status = 'ACTIVE' WHERE msisdn = ?").run(SEED.line.msisdn);
      else db.prepare('UPDATE lines SET roaming = 0').run();
    }
  },
  perform: async (user: User, event: EventObject, before: ChangeSnapshot) => {
    const e = event as EventObject & { ids?: string[] };
    switch (e.type) {
      case 'selection.change':
        if (e.ids?.length) {
          await settledTable();
          return user.click(screen.getByRole('checkbox', { name: ROW_NAME }));
        }
        return user.click(await screen.findByRole('button', { name: 'Seçimi temizle' }));
      case 'selection.all':
        return user.click(await screen.findByRole('button', { name: /^Filtreye uyan tüm .* satırı seç$/ }));
      case 'selection.clear':
        return user.click(within(await filtersForm()).getByRole('button', { name: 'Filtrele' }));
      case 'user.change':
        await settledTable();
        return user.click(within(await changeSection()).getByRole('button', { name: CLOSE }));
      case 'user.retry':
        return user.click(within(await changeSection()).getByRole('button', { name: 'Tekrar dene' }));
      case 'user.dismiss':
        return user.click(
          within(await changeSection()).getByRole('button', {
            name: before.matches('failed') ? 'Kapat' : 'Tamam',
          }),
        );
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('starting'),
  expectView: async (s) => {
    if (s.matches('validated')) {
      expect(
        await screen.findByRole('heading', { name: 'Yurt Dışı Kullanım Onayı', level: 1 }),
      ).toBeVisible();
      expect(screen.getByText(/hatta yurt dışı kullanımı kapatılacak\.$/)).toBeVisible();
      return;
    }
    const section = await changeSection();
    const { selected, allMatching } = s.context;
    const count = allMatching ? SEED.total : selected.length;
    if (s.matches('allRefused')) {
      expect(within(section).getByText(/hiçbirinde yurt dışı kullanımı değiştirilemiyor/)).toBeVisible();
      expect(within(section).getByRole('list', { name: 'Değiştirilemeyen hatlar' })).toHaveTextContent(
        'zaten kapalı',
      );
    }
    if (s.matches('failed')) {
      expect(within(section).getByText(/^Hatlar kontrol edilemedi\./)).toBeVisible();
      expect(within(section).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    }
    await settledTable();
    const close = within(section).getByRole('button', { name: CLOSE });
    if (count > 0) {
      expect(within(section).getByText(`${formatNumber(count)} hat seçildi.`)).toBeVisible();
      if (s.matches('idle')) expect(close).toBeEnabled();
    } else {
      expect(within(section).getByText('Tablodan ya da hat listesiyle hat seçin.')).toBeVisible();
      expect(close).toBeDisabled();
    }
  },
};

// --- confirming ----------------------------------------------------------------------------

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

const confirmWalker: PortalWalker<ConfirmSnapshot> = {
  harness,
  person: FAST,
  startPath: CONFIRM_PATH,
  actor: () => probed('abroadConfirm'),
  serialize: serializeConfirm,
  arrange: (event) => {
    // The list page hands the validation over in the history entry; the walk makes a real one.
    if (event.type === 'xstate.init') arrangeConfirmPage(harness.sandbox.db, SEED.line.msisdn, CONFIRM_PATH);
    if (event.type === 'xstate.error.actor.apply') harness.failNext('put', PATHS.close);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.confirm':
        return user.click(await screen.findByRole('button', { name: 'Onayla ve SMS kodu gönder' }));
      case 'xstate.done.actor.otp': {
        if ((event as { output?: { status?: string } }).output?.status === 'validated')
          return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog');
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.apply': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Yurt Dışı Kullanım Onayı', level: 1 })).toBeVisible();
    if (s.matches('done')) {
      expect(await screen.findByText('1 hatta yurt dışı kullanımı kapatıldı.')).toBeVisible();
      expect(screen.getByRole('table', { name: 'Hat bazında sonuç' })).toHaveTextContent('Yapıldı');
      return;
    }
    expect(screen.getByText('1 hatta yurt dışı kullanımı kapatılacak.')).toBeVisible();
    if (s.matches('confirmingCode')) {
      expect(
        await screen.findByRole('heading', { name: 'Yurt dışı kullanım değişikliğini onaylayın' }),
      ).toBeVisible();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Onayla ve SMS kodu gönder' })).toBeEnabled();
    const failed = screen.queryByText(/^Değişiklik uygulanamadı\./);
    if (s.context.applyFailed) expect(failed).toBeVisible();
    else expect(failed).toBeNull();
  },
};

describeModel(
  'abroadList',
  abroadListMachine,
  {
    input: { query: EMPTY_ABROAD_QUERY, pageSize: ABROAD_PAGE_SIZE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  pagedListWalker(LIST_WORLD),
);
describeModel(
  'abroadFilterChoices',
  abroadFilterChoicesMachine,
  { input: undefined, events: choicesEvents, serialize: serializeChoices },
  choicesWalker,
);
describeModel(
  'abroadSummary',
  abroadSummaryMachine,
  { input: 'ROAMING', events: summaryEvents, serialize: serializeSummary },
  summaryWalker,
);
describeModel(
  'abroadChange',
  abroadChangeMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { service: 'ROAMING', rights: FULL_RIGHTS }, events: changeEvents, serialize: serializeChange },
  changeWalker,
);
describeModel(
  'abroadConfirm',
  abroadConfirmMachine,
  { input: { validation: { service: 'ROAMING' } }, events: confirmEvents, serialize: serializeConfirm },
  confirmWalker,
);
