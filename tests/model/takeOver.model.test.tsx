import { act, screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { hurryTakeOvers } from '../../server/takeOver/hooks';
import { takeOverMachine } from '../../src/machines/takeOver/takeOverMachine';
import { takeOverOrdersMachine } from '../../src/machines/takeOver/takeOverOrdersMachine';
import { FULL_RIGHTS } from '../support/rights';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModelWalk, type ModelOptions } from './support/modelSuite';
import { type PortalWalker, walkPath } from './support/walkPortal';
import {
  FAST,
  type OrdersSnapshot,
  ordersEvents,
  PATHS,
  requestName,
  serializeOrders,
  serializeTakeOver,
  type TakeOverSnapshot,
  takeOverEvents,
} from './takeOver.world';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();

type User = Parameters<PortalWalker<TakeOverSnapshot>['perform']>[0];
const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));
const closeNotice = async (user: User) => {
  const modal = screen.queryByRole('dialog', { name: 'Bilgilendirme' });
  if (modal) await user.click(within(modal).getByRole('button', { name: 'Tamam' }));
};

/** A failing call is arranged just before the step that starts it. */
const FAILING: Record<string, ['get' | 'post' | 'put', string]> = {
  'xstate.error.actor.checkContact': ['post', PATHS.contact],
  'xstate.error.actor.checkApproval': ['get', PATHS.validation],
  'xstate.error.actor.loadSubscription': ['get', PATHS.company],
  'xstate.error.actor.saveSubscription': ['put', PATHS.subscription],
  'xstate.error.actor.loadTariffs': ['post', PATHS.tariffOptions],
  'xstate.error.actor.saveTariffs': ['put', PATHS.tariff],
  'xstate.error.actor.savePreferences': ['put', PATHS.preferences],
  'xstate.error.actor.loadOrder': ['get', PATHS.order],
  'xstate.error.actor.finalize': ['put', PATHS.finalize],
  'xstate.error.actor.marsSend': ['post', PATHS.mars],
  'xstate.error.actor.loadOrders': ['get', PATHS.list],
  'xstate.error.actor.loadDetail': ['get', PATHS.order],
  'xstate.error.actor.cancelOrder': ['put', PATHS.status],
};

function arrangeOne(event: EventObject) {
  const failing = FAILING[event.type];
  if (failing) harness.failNext(...failing);
  // The transferring party's answer that would come after a while comes now.
  const output = (event as { output?: { approval?: { status: string } } }).output;
  if (event.type === 'xstate.done.actor.checkApproval' && output?.approval?.status !== 'PENDING')
    hurryTakeOvers(harness.sandbox.db, Date.now);
}

/**
 * The walked path, so an outcome is arranged ahead with the ones that follow it without a step
 * of the person between them (a step's call starts the next step's call by itself).
 */
let currentPath: ModelPath<{ hasTag(tag: string): boolean }, EventObject>[number][] = [];
const arrangedEvents = new Set<EventObject>();

function arrange(event: EventObject) {
  const from = currentPath.findIndex((step) => step.event === event);
  if (from < 0) return arrangeOne(event);
  for (let k = from; k < currentPath.length; k += 1) {
    const step = currentPath[k]!;
    if (!arrangedEvents.has(step.event)) {
      arrangedEvents.add(step.event);
      arrangeOne(step.event);
    }
    if (!step.state.hasTag('busy')) break;
  }
}

/** describeModel with the walked path at hand, so outcomes can be arranged ahead (see arrange). */
function describeWithPath<TSnap extends { hasTag(tag: string): boolean }>(
  name: string,
  machine: Parameters<typeof describeModelWalk>[1],
  options: ModelOptions<TSnap>,
  walker: PortalWalker<TSnap>,
) {
  describeModelWalk(name, machine, options, (path) => {
    currentPath = path as never;
    arrangedEvents.clear();
    return walkPath(walker, path);
  });
}

async function perform(user: User, event: EventObject, before: TakeOverSnapshot) {
  const e = event as EventObject & Record<string, unknown>;
  switch (e.type) {
    case 'user.next.lines': {
      const request = e.request as { msisdnList: string[]; transferorPhone: string };
      const numbers = await screen.findByLabelText('Devralınacak hat numaraları');
      await user.clear(numbers);
      await user.click(numbers);
      await user.paste(request.msisdnList.join('\n'));
      const phone = screen.getByLabelText('Devreden kişinin kayıtlı cep telefonu');
      await user.clear(phone);
      await user.click(phone);
      await user.paste(request.transferorPhone);
      return click(user, 'Kontrol et ve onay iste');
    }
    case 'user.refresh':
      return click(user, 'Şimdi kontrol et');
    case 'user.restart':
      return click(user, 'Yeni devir başlat');
    case 'user.retry':
      await closeNotice(user);
      return click(user, /^(Tekrar dene|Tekrar gönder)$/);
    case 'user.back':
      await closeNotice(user);
      return click(user, 'Geri');
    case 'user.next.subscription': {
      await closeNotice(user);
      const confirm = await screen.findByLabelText('Şirket bilgilerinin doğru olduğunu onaylıyorum.');
      if (!(confirm as HTMLInputElement).checked) await user.click(confirm);
      for (const [label, value] of [
        ['Yetkili adı soyadı', 'Can Öztürk'],
        ['Yetkili cep telefonu', '5057654321'],
        ['E-posta', 'can@anadolugida.com.tr'],
        ['Fatura adresi', 'Bornova / İzmir'],
      ] as const) {
        const field = screen.getByLabelText(label);
        await user.clear(field);
        await user.click(field);
        await user.paste(value);
      }
      return click(user, 'Devam');
    }
    case 'user.next.tariff': {
      await closeNotice(user);
      for (const select of await screen.findAllByLabelText(/için tarife$/))
        await user.selectOptions(select, (select as HTMLSelectElement).options[1]!.value);
      return click(user, 'Devam');
    }
    case 'user.next.preferences':
      await closeNotice(user);
      return click(user, 'Devam');
    case 'user.next.summary':
      await closeNotice(user);
      return click(user, 'Onayla ve devral');
    case 'xstate.done.actor.otp': {
      const output = e.output as { status: string };
      if (output.status === 'cancelled') return click(user, 'Vazgeç');
      await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
      return user.paste(harness.latestCode());
    }
    default:
      void before;
      return undefined;
  }
}

const STEP_HEADINGS: Record<string, string> = {
  lines: 'Hatlar',
  approval: 'Devreden onayı',
  subscription: 'Abonelik bilgileri',
  tariff: 'Tarifeler',
  preferences: 'Tercihler',
  summary: 'Özet ve onay',
  done: 'Tamamlandı',
};

async function expectView(s: TakeOverSnapshot) {
  const step = Object.keys(STEP_HEADINGS).find((id) => s.hasTag(`step:${id}`))!;
  const nav = await screen.findByRole('navigation', { name: 'Sipariş adımları' });
  await waitFor(() =>
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent(STEP_HEADINGS[step]!),
  );
  if (s.matches({ lines: 'editing' }) && s.context.refusal)
    expect(await screen.findByRole('list', { name: 'Hat kontrolü' })).toHaveTextContent('Devralınamaz');
  if (s.matches({ approval: 'waiting' }))
    expect(screen.getByRole('button', { name: 'Şimdi kontrol et' })).toBeEnabled();
  if (s.matches({ approval: 'rejected' }))
    expect(screen.getByRole('button', { name: 'Yeni devir başlat' })).toBeVisible();
  if (s.matches({ tariff: 'choosing' }))
    expect((await screen.findAllByLabelText(/için tarife$/)).length).toBe(1);
  if (s.matches({ summary: 'reviewing' }))
    expect(await screen.findByRole('table', { name: 'Devralınacak hatlar' })).toHaveTextContent(
      '0544 100 00 11',
    );
  if (s.matches('done')) expect(await screen.findByText(/Devir siparişiniz alındı/)).toBeVisible();
  if (s.matches('marsFailed')) expect(screen.getByRole('button', { name: 'Tekrar gönder' })).toBeEnabled();
  if (s.hasTag('failed') && !s.matches('marsFailed'))
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
  expect(requestName(s.context.request) ?? '').toBe(requestName(probedWizard().context.request) ?? '');
}

const probedWizard = () => probed('takeOver').getSnapshot() as TakeOverSnapshot;

const wizardWalker: PortalWalker<TakeOverSnapshot> = {
  harness,
  person: FAST,
  startPath: '/take-over',
  actor: () => probed('takeOver'),
  serialize: serializeTakeOver,
  arrange,
  perform,
  isSettled: (s) => !s.hasTag('busy') && !s.hasTag('otp'),
  expectView,
};

describeWithPath(
  'takeOver',
  takeOverMachine,
  {
    events: takeOverEvents,
    serialize: serializeTakeOver,
    // The walk's person has full authority: the rights child answers every level.
    input: {
      owner: { userName: 'hizli.kullanici', corporateNcst: '' },
      rights: FULL_RIGHTS,
      draft: null,
      draftId: 'D1',
      now: 0,
    },
    minPaths: 8,
  },
  wizardWalker,
);

const ordersWalker: PortalWalker<OrdersSnapshot> = {
  harness,
  person: FAST,
  startPath: '/take-over/orders',
  actor: () => probed('takeOverOrders'),
  serialize: serializeOrders,
  arrange,
  perform: async (user, event) => {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'user.filter':
        return user.selectOptions(await screen.findByLabelText('Durum'), String(e.status));
      case 'user.open':
        return user.click((await screen.findAllByRole('button', { name: /ayrıntıları$/ }))[0]!);
      case 'user.cancel':
        return user.click((await screen.findAllByRole('button', { name: /iptal et$/ }))[0]!);
      case 'user.confirm':
        return click(user, 'Siparişi iptal et');
      case 'user.close': {
        const dialog = await screen.findByRole('dialog');
        const cancel = within(dialog).queryByRole('button', { name: 'Vazgeç' });
        return act(async () => {
          if (cancel) await user.click(cancel);
          else await user.keyboard('{Escape}');
        });
      }
      case 'xstate.error.actor.loadDetail':
      case 'xstate.error.actor.cancelOrder':
        return closeNotice(user);
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Devir siparişlerim', level: 2 })).toBeVisible();
    if (s.matches('failed')) expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    if (s.matches('ready'))
      expect(await screen.findByRole('table', { name: 'Devir siparişleri' })).toBeVisible();
    if (s.matches({ detail: 'shown' }))
      expect(await screen.findByRole('list', { name: 'Devralınan hatlar' })).toBeVisible();
    if (s.matches('confirmingCancel')) expect(await screen.findByText(/geri alınamaz/)).toBeVisible();
    if (s.context.notice === 'cancelled')
      expect(await screen.findByText('Devir siparişi iptal edildi.')).toBeVisible();
  },
};

describeWithPath(
  'takeOverOrders',
  takeOverOrdersMachine,
  { events: ordersEvents, serialize: serializeOrders, minPaths: 4 },
  ordersWalker,
);
