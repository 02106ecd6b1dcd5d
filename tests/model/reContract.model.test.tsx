import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { endCampaign } from '../../server/reContract/hooks';
import { reContractLinesMachine } from '../../src/machines/reContract/reContractLinesMachine';
import { reContractMachine } from '../../src/machines/reContract/reContractMachine';
import { initialQuery, RE_CONTRACT_LIST_PAGE } from '../../src/machines/reContract/reContractQuery';
import { FULL_RIGHTS } from '../support/rights';
import {
  CLOSED,
  FAST,
  PATHS,
  type ReContractSnapshot,
  reContractEvents,
  SEED,
  serializeReContract,
} from './reContract.world';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModel, describeModelWalk } from './support/modelSuite';
import {
  type PagedListWorld,
  pagedListEvents,
  pagedListWalker,
  serializePagedList,
} from './support/pagedListWalk';
import { type PortalWalker, walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ scrolling: true });

type User = Parameters<PortalWalker<ReContractSnapshot>['perform']>[0];
const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));
const closeNotice = async (user: User) => {
  const modal = screen.queryByRole('dialog', { name: 'Bilgilendirme' });
  if (modal) await user.click(within(modal).getByRole('button', { name: 'Tamam' }));
};

/** A failing call is arranged just before the step that starts it. */
const FAILING: Record<string, ['get' | 'post' | 'put', string]> = {
  'xstate.error.actor.checkCampaign': ['get', PATHS.campaign],
  'xstate.error.actor.loadOffers': ['get', PATHS.offers],
  'xstate.error.actor.loadAddons': ['get', PATHS.addons],
  'xstate.error.actor.loadDocument': ['get', PATHS.document],
  'xstate.error.actor.acceptDocument': ['put', PATHS.document],
};

function arrangeOne(event: EventObject) {
  const failing = FAILING[event.type];
  if (failing) return harness.failNext(...failing);
  const e = event as EventObject & { output?: unknown; error?: { code?: string } };
  // The campaign ends now: the check answers CLOSED, the submit refuses with CAMPAIGN_CLOSED.
  if (
    (e.type === 'xstate.done.actor.checkCampaign' && e.output === CLOSED) ||
    (e.type === 'xstate.error.actor.submit' && e.error?.code === 'CAMPAIGN_CLOSED')
  )
    endCampaign(harness.sandbox.db, Date.now);
  else if (e.type === 'xstate.error.actor.submit') harness.failNext('post', PATHS.submit);
}

/**
 * The walked path, so an outcome is arranged ahead with the ones that follow it without a step
 * of the person between them (the campaign check starts the offers, the offers the add-ons).
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
    if (!step.state.hasTag('busy') && !step.state.hasTag('addonsLoading')) break;
  }
}

async function perform(user: User, event: EventObject) {
  const e = event as EventObject & Record<string, unknown>;
  if (e.type.startsWith('user.')) await closeNotice(user);
  switch (e.type) {
    case 'user.chooseLines':
      return user.click((await screen.findAllByRole('checkbox', { name: /satırını seç$/ }))[0]!);
    case 'user.next.lines':
      return click(user, 'Teklifleri gör');
    case 'user.chooseOffer':
      return user.click((await screen.findAllByRole('radio', { checked: false }))[0]!);
    case 'user.toggleAddon': {
      const group = await screen.findByRole('group', { name: /Ek paketler/ });
      return user.click((await within(group).findAllByRole('checkbox'))[0]!);
    }
    case 'user.next.offers':
      return click(user, 'Özete geç');
    case 'user.next.summary':
      return click(user, 'Onayla ve gönder');
    case 'xstate.done.actor.otp': {
      const output = e.output as { status: string };
      if (output.status === 'cancelled') return click(user, 'Vazgeç');
      await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
      return user.paste(harness.latestCode());
    }
    case 'xstate.error.actor.submit':
    case 'xstate.error.actor.acceptDocument':
      return closeNotice(user);
    case 'user.next.document':
      await user.click(
        await screen.findByLabelText('Yeniden taahhüt sözleşmesini okudum ve kabul ediyorum.'),
      );
      return click(user, 'Sözleşmeyi onayla');
    case 'user.retry':
      return click(user, /^(Tekrar dene|Kampanyayı yeniden kontrol et)$/);
    case 'user.back':
      return click(user, 'Geri');
    case 'user.restart':
      return click(user, 'Yeni yeniden taahhüt başlat');
    default:
      return undefined;
  }
}

const STEP_LABELS: Record<string, string> = {
  lines: 'Hatlar',
  offers: 'Teklifler',
  summary: 'Özet ve onay',
  document: 'Sözleşme',
  done: 'Tamamlandı',
};

async function expectView(s: ReContractSnapshot) {
  const step = Object.keys(STEP_LABELS).find((id) => s.hasTag(`step:${id}`))!;
  const nav = await screen.findByRole('navigation', { name: 'Sipariş adımları' });
  await waitFor(() =>
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent(STEP_LABELS[step]!),
  );
  if (s.matches('lines'))
    expect(
      await screen.findByText(s.context.lines.length ? '1 hat seçildi.' : /en az bir hat seçin/),
    ).toBeVisible();
  if (s.matches({ offers: 'closed' }))
    expect(await screen.findByRole('button', { name: 'Kampanyayı yeniden kontrol et' })).toBeEnabled();
  if (s.matches({ offers: 'choosing' })) {
    expect(await screen.findByText('En uygun teklif')).toBeVisible();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  }
  if (s.matches({ offers: 'addonsFailed' }))
    expect(await screen.findByText('Ek paketler yüklenemedi.')).toBeVisible();
  if (s.matches({ summary: 'reviewing' }))
    expect(await screen.findByRole('row', { name: /Aylık toplam/ })).toHaveTextContent(/\d,\d\d TL/);
  if (s.matches({ document: 'reading' }))
    expect(await screen.findByRole('heading', { name: 'Yeniden Taahhüt Sözleşmesi' })).toBeVisible();
  if (s.matches('done'))
    expect(await screen.findByText(/Yeniden taahhüt siparişiniz onaylandı/)).toBeVisible();
  if (s.hasTag('failed')) expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
}

const wizardWalker: PortalWalker<ReContractSnapshot> = {
  harness,
  person: FAST,
  // The close-to-end card's 26 lines: the list's first load asks the server for 3 pages, not 5.
  startPath: '/recontracts?commitmentStatus=ENDING',
  actor: () => probed('reContract'),
  serialize: serializeReContract,
  arrange,
  perform: (user, event) => perform(user, event),
  isSettled: (s) => !s.hasTag('busy') && !s.hasTag('addonsLoading') && !s.hasTag('otp'),
  expectView,
};

const WIZARD_INPUT = {
  owner: { userName: 'hizli.kullanici', corporateNcst: '' },
  // The walk's person has full authority: the rights child answers every level.
  rights: FULL_RIGHTS,
  draft: null,
  draftId: 'D1',
  now: 0,
};
describeModelWalk(
  'reContract',
  reContractMachine,
  { input: WIZARD_INPUT, events: reContractEvents, serialize: serializeReContract, minPaths: 6 },
  (path) => {
    currentPath = path as never;
    arrangedEvents.clear();
    return walkPath(wizardWalker, path);
  },
);

// --- the lines step's list -----------------------------------------------------------------------

const LIST_WORLD: PagedListWorld<typeof SEED.line> = {
  harness,
  person: FAST,
  page: '/recontracts',
  machineId: 'reContractLines',
  heading: 'Yeniden Taahhüt',
  table: 'Yeniden taahhüde uygun hatlar',
  listPath: PATHS.list,
  pageSize: RE_CONTRACT_LIST_PAGE,
  row: SEED.line,
  total: SEED.total,
  quickText: 'yıldız',
  quickMatch: 'yıldız',
  quickMatches: 24,
};
const listWalker = pagedListWalker(LIST_WORLD);

describeModel(
  'reContractLines',
  reContractLinesMachine,
  {
    input: { query: initialQuery(null), pageSize: RE_CONTRACT_LIST_PAGE },
    events: pagedListEvents(LIST_WORLD),
    serialize: serializePagedList,
  },
  {
    ...listWalker,
    // The product list is a GET (the shared walk fails a POST).
    arrange: (event) => {
      if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore')
        harness.failNext('get', PATHS.list);
    },
  },
);
