import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { formatMsisdn } from '../../src/lib/msisdn';
import { simCardImportSpec } from '../../src/machines/simCard/importSpec';
import { SIM_CARD_ORDER_SYSTEM_ID } from '../../src/machines/simCard/simCardImport';
import { simCardOrderMachine } from '../../src/machines/simCard/simCardOrderMachine';
import { simCardPageMachine } from '../../src/machines/simCard/simCardPageMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  FAST,
  LINE,
  type OrderSnapshot,
  orderEvents,
  PAGE_PATH,
  PATHS,
  serializeOrder,
} from './simCard.world';
import { probed } from './support/actorProbe';
import { inProcessWorker } from './support/inProcessWorker';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ globals: { Worker: inProcessWorker(simCardImportSpec) } });
const NUMBER = formatMsisdn(LINE.msisdn);

const csv = () =>
  new File(
    [`Hat numarası;SIM kart ürünü;Değişiklik nedeni\r\n0${LINE.msisdn};Üçlü kesim SIM kart;Kayıp`],
    'sim.csv',
    {
      type: 'text/csv',
    },
  );

const fileSection = () => screen.findByRole('region', { name: 'Dosyadan yükleyin' });
const confirmForm = () => screen.findByRole('form', { name: 'Siparişi onaylayın' });

const walker: PortalWalker<OrderSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('simCardOrder'),
  serialize: serializeOrder,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.loadSetup') harness.failNext('post', PATHS.limit);
    if (event.type === 'xstate.error.actor.createOrder') harness.failNext('post', PATHS.create);
  },
  perform: async (user, event) => {
    const e = event as EventObject & Record<string, unknown>;
    const click = async (name: string | RegExp) => user.click(await screen.findByRole('button', { name }));
    const select = async (label: string, value: string) =>
      user.selectOptions(await screen.findByLabelText(label), value);
    switch (e.type) {
      case 'user.retry':
        return click('Tekrar dene');
      case 'lines.picked': {
        await click('Hat seç');
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('tab', { name: 'Liste yapıştır' }));
        // Pasted, as a person brings a list: one change instead of a render per typed digit.
        await user.click(within(dialog).getByRole('textbox'));
        await user.paste(`0${LINE.msisdn}`);
        await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
        const done = within(dialog).getByRole('button', { name: 'Seçimi tamamla' });
        await waitFor(() => expect(done).toBeEnabled());
        return user.click(done);
      }
      case 'xstate.snapshot.import': {
        const section = within(await fileSection());
        const again = section.queryByRole('button', { name: 'Yeni dosya yükle' });
        if (again) await user.click(again);
        await user.upload(section.getByLabelText(/Dosya seçin/), csv());
        return user.click(await section.findByRole('button', { name: 'Gönder' }));
      }
      case 'user.setProduct':
        return select(`SIM kart ürünü, ${NUMBER}`, 'TRIPLE_CUT');
      case 'user.setReason':
        return select(`Değişiklik nedeni, ${NUMBER}`, 'LOST');
      case 'user.setAll':
        await select('Tüm hatlara ürün', 'TRIPLE_CUT');
        await select('Tüm hatlara neden', 'LOST');
        return click('Tümüne uygula');
      case 'user.removeLine':
        return click(`${NUMBER} hattını siparişten çıkar`);
      case 'user.clear':
        return click('Tümünü çıkar');
      case 'user.review':
        return click('Siparişi gözden geçir');
      case 'user.back':
        return click('Geri dön');
      case 'user.confirm': {
        const form = within(await confirmForm());
        const name = form.getByLabelText('Teslim alacak kişi');
        if (!(name as HTMLInputElement).value) await user.type(name, 'Can Öztürk');
        return user.click(form.getByRole('button', { name: 'Onayla ve SMS kodu gönder' }));
      }
      case 'xstate.done.actor.otp': {
        if (e.output && (e.output as { status: string }).status === 'validated') {
          await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
          return user.paste(harness.latestCode());
        }
        const dialog = await screen.findByRole('dialog', { name: 'SIM kart siparişini onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.createOrder': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      case 'user.newOrder':
        return click('Yeni SIM kart siparişi');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'SIM Kart Siparişi', level: 1 })).toBeVisible();
    if (s.matches('loadFailed')) {
      expect(screen.getByText('SIM kart limiti, ürünler ve değişiklik nedenleri yüklenemedi.')).toBeVisible();
      return;
    }
    if (s.matches('ordered')) {
      const result = await screen.findByRole('region', { name: 'Sipariş sonucu' });
      expect(result).toHaveTextContent('1 hat için SIM kart siparişiniz alındı.');
      expect(within(result).getByRole('link', { name: /^Siparişlerim’de SP-/ })).toBeVisible();
      return;
    }
    expect(await screen.findByRole('region', { name: /^SIM kart limiti/ })).toHaveTextContent('Kalan6');
    if (s.matches('reviewing')) {
      // A cancelled or failed confirmation closed its SMS dialog.
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'SIM kart siparişini onaylayın' })).toBeNull(),
      );
      const form = await confirmForm();
      expect(form).toHaveTextContent('SIM kart sayısı1');
      expect(form).toHaveTextContent('1 × Üçlü kesim SIM kart');
      const failed = within(form).queryByText(/^Sipariş oluşturulamadı\./);
      if (s.context.failure) expect(failed).toBeVisible();
      else expect(failed).toBeNull();
      return;
    }
    const review = screen.getByRole('button', { name: 'Siparişi gözden geçir' });
    expect(review).toHaveProperty('disabled', !s.can({ type: 'user.review' }));
    if (s.context.lines.length === 0) {
      expect(screen.getByText('Siparişte henüz hat yok.')).toBeVisible();
      return;
    }
    const list = screen.getByRole('list', { name: 'Siparişteki hatlar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const [line] = s.context.lines;
    expect(within(list).getByLabelText(`SIM kart ürünü, ${NUMBER}`)).toHaveValue(line?.productCode);
    expect(within(list).getByLabelText(`Değişiklik nedeni, ${NUMBER}`)).toHaveValue(line?.reasonCode);
  },
};

describeModel(
  'simCardOrder',
  simCardOrderMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { rights: FULL_RIGHTS }, events: orderEvents, serialize: serializeOrder, minPaths: 5 },
  walker,
);

type PageSnapshot = ReturnType<typeof simCardPageMachine.getInitialSnapshot>;
/** The page: the order is its child under the system id the import's row check reads it by. */
const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE_PATH,
  actor: () => probed('simCardPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: () => undefined,
  isSettled: () => true,
  expectView: async () => {
    expect(await screen.findByRole('heading', { name: 'SIM Kart Siparişi', level: 1 })).toBeVisible();
    const page = probed('simCardPage');
    const order = page.getSnapshot().children.order;
    expect(order).toBe(probed('simCardOrder'));
    expect(page.system.get(SIM_CARD_ORDER_SYSTEM_ID)).toBe(order);
    expect(await screen.findByRole('button', { name: 'Hat seç' })).toBeVisible();
  },
};

describeModel(
  'simCardPage',
  simCardPageMachine,
  {
    input: { rights: FULL_RIGHTS },
    events: () => [],
    serialize: (s) => JSON.stringify(s.value),
    minPaths: 1,
  },
  pageWalker,
);
