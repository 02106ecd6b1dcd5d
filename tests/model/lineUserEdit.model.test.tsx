import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { formatMsisdn } from '../../src/lib/msisdn';
import { lineUserEditMachine } from '../../src/machines/lineUser/lineUserEditMachine';
import { NOTICE_TEXT } from '../../src/views/lineUser/labels';
import { FULL_RIGHTS } from '../support/rights';
import {
  BAD_EMAIL,
  BAD_EMAIL_MESSAGE,
  type EditSnapshot,
  editEvents,
  FAST,
  givePendingChange,
  PAGE_PATH,
  PATHS,
  SEED,
  serializeEdit,
} from './lineUser.world';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { type PortalWalker, walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();
const ID = SEED.line.productId;
const TITLE = `${formatMsisdn(SEED.line.msisdn)} hattının kullanıcısı`;
/** Another person's valid TC number, for a change of user. */
const OTHER_TC = '10000000146';

type Path = ModelPath<EditSnapshot, EventObject>;
/**
 * The path being walked: a save's outcome is decided two steps after the click (validate, then
 * save) and the save starts as soon as the validation answers, so its failure is arranged with
 * the validation's, before the click, by looking one step further along the path.
 */
let walking: Path = [];
/** Whether the next save types values the server finds wrong. */
let invalidSave = false;

/** The edit dialog: titled by the line once it loaded, generically before. */
const dialog = () =>
  screen.findByRole('dialog', { name: (name) => name === TITLE || name === 'Hat kullanıcısı' });
const inSection = async (name: string) => within(within(await dialog()).getByRole('region', { name }));

async function fillAndSave(
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  s: EditSnapshot,
) {
  const d = within(await dialog());
  const change = s.context.mode === 'change';
  if (change) await user.type(d.getByLabelText('Yeni kullanıcının adı soyadı'), 'Yeni Kişi Örnek');
  await user.type(d.getByLabelText('TC kimlik numarası'), change ? OTHER_TC : SEED.identity);
  const email = d.getByLabelText('E-posta adresi');
  await user.clear(email);
  await user.type(email, invalidSave ? BAD_EMAIL : 'kisi.ornek@anadolugida.com.tr');
  return user.click(d.getByRole('button', { name: change ? 'Değişikliği kaydet' : 'Bilgileri kaydet' }));
}

const editWalker: PortalWalker<EditSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('lineUserEdit'),
  serialize: serializeEdit,
  arrange: (event, before) => {
    const output = (event as { output?: { valid?: boolean } }).output;
    switch (event.type) {
      case 'xstate.init':
        // The first row of the list gets a pending change, as a seeded line may have.
        givePendingChange(harness.sandbox.db, SEED.line.msisdn);
        return;
      case 'xstate.error.actor.loadLine':
        return harness.failNext('get', PATHS.line(ID));
      case 'xstate.error.actor.validate':
        return harness.failNext('put', PATHS.validate(ID));
      case 'xstate.done.actor.validate': {
        invalidSave = output?.valid === false;
        const next = walking[walking.findIndex((step) => step.event === event) + 1]?.event;
        if (next?.type === 'xstate.error.actor.save')
          harness.failNext('put', before.context.mode === 'change' ? PATHS.change(ID) : PATHS.line(ID));
        return;
      }
      case 'xstate.error.actor.withdrawChange':
        return harness.failNext('delete', PATHS.change(ID));
      case 'xstate.error.actor.setInvoiceName':
        return harness.failNext('put', PATHS.visibility);
      default:
        return;
    }
  },
  perform: async (user, event, before) => {
    const e = event as EventObject & { mode?: string };
    switch (e.type) {
      case 'xstate.init':
        return user.click(
          await screen.findByRole('button', { name: `${formatMsisdn(SEED.line.msisdn)} hattını düzenle` }),
        );
      case 'user.retry':
        return user.click(within(await dialog()).getByRole('button', { name: 'Tekrar dene' }));
      case 'user.mode':
        return user.click(
          within(await dialog()).getByRole('radio', {
            name: new RegExp(e.mode === 'change' ? 'Kullanıcıyı değiştir' : 'Bilgileri düzelt'),
          }),
        );
      case 'user.save':
        return fillAndSave(user, before);
      case 'user.withdraw':
        return user.click(
          (await inSection('Bekleyen değişiklik')).getByRole('button', { name: 'Değişikliği geri çek' }),
        );
      case 'user.confirm':
        return user.click((await inSection('Bekleyen değişiklik')).getByRole('button', { name: 'Geri çek' }));
      case 'user.cancel':
        return user.click((await inSection('Bekleyen değişiklik')).getByRole('button', { name: 'Vazgeç' }));
      case 'user.invoiceName':
        return user.click(
          (await inSection('Faturada kullanıcı adı')).getByRole('button', {
            name: /^Faturada adı (göster|gizle)$/,
          }),
        );
      case 'user.close':
        await dialog();
        return user.keyboard('{Escape}');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.matches('closed')) {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-edit-row', ID));
      return;
    }
    const d = within(await dialog());
    if (s.matches('loadFailed')) {
      expect(d.getByRole('alert')).toHaveTextContent(/\S/);
      expect(d.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(d.queryByLabelText('E-posta adresi')).toBeNull();
      return;
    }
    const { line, notice, failure, fieldErrors, mode } = s.context;
    if (notice) expect(d.getByText(NOTICE_TEXT[notice])).toBeVisible();
    if (failure) expect(d.getAllByRole('alert').some((a) => a.textContent?.trim())).toBe(true);
    const invoice = await inSection('Faturada kullanıcı adı');
    expect(invoice.getByText(line?.invoiceNameVisible ? 'Gösteriliyor' : 'Gizli')).toBeVisible();
    if (line?.pendingChange) expect(d.getByRole('region', { name: 'Bekleyen değişiklik' })).toBeVisible();
    else expect(d.queryByRole('region', { name: 'Bekleyen değişiklik' })).toBeNull();
    if (s.matches('saved')) {
      expect(d.getByRole('button', { name: 'Kapat' })).toBeEnabled();
      expect(d.queryByLabelText('E-posta adresi')).toBeNull();
      return;
    }
    expect(
      d.getByRole('radio', {
        name: new RegExp(mode === 'change' ? 'Kullanıcıyı değiştir' : 'Bilgileri düzelt'),
      }),
    ).toBeChecked();
    if (fieldErrors.email) expect(d.getByText(BAD_EMAIL_MESSAGE)).toBeVisible();
    if (s.matches('confirmingWithdraw')) {
      expect(d.getByText('Bekleyen değişiklik geri çekilsin mi?')).toBeVisible();
      expect(d.getByRole('button', { name: 'Geri çek' })).toBeEnabled();
    } else if (line?.pendingChange) {
      expect(d.getByRole('button', { name: 'Değişikliği geri çek' })).toBeEnabled();
    }
  },
};

const INPUT = { productId: ID, rights: FULL_RIGHTS };

describeModelWalk(
  'lineUserEdit',
  lineUserEditMachine,
  { input: INPUT, events: editEvents, serialize: serializeEdit, minPaths: 10 },
  (path) => {
    walking = path;
    invalidSave = false;
    return walkPath(editWalker, path);
  },
);
