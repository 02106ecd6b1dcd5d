import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { profileChangeMachine } from '../../src/machines/secureInternet/profileChangeMachine';
import { secureInternetDataMachine } from '../../src/machines/secureInternet/secureInternetDataMachine';
import { secureInternetHistoryMachine } from '../../src/machines/secureInternet/secureInternetHistoryMachine';
import {
  SECURE_INTERNET_HISTORY_QUERY,
  secureInternetPageMachine,
} from '../../src/machines/secureInternet/secureInternetPageMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  type ChangeSnapshot,
  changeEvents,
  type DataSnapshot,
  dataEvents,
  FAST,
  type HistorySnapshot,
  historyEvents,
  PAGE,
  PATHS,
  serializeChange,
  serializeRequest,
} from './secureInternet.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ scrolling: true });
const LINES = 'Hatlar ve güvenli internet profilleri';
const DIALOG = 'Güvenli internet profilini değiştir';

const linesTable = () => screen.findByRole('table', { name: LINES });
const historySection = () => screen.findByRole('region', { name: 'Değişiklik geçmişi' });
const firstCheckbox = async () =>
  within((await linesTable()).querySelector('tr[data-row-index="0"]') as HTMLElement).getByRole('checkbox');
/** The lines table's retry (the history has its own, inside its section). */
const linesRetry = async () =>
  (await screen.findAllByRole('button', { name: 'Tekrar dene' })).find((b) => !b.closest('section'))!;

async function saveChild(user: User) {
  await user.click(await firstCheckbox());
  await user.click(screen.getByRole('button', { name: 'Profil değiştir' }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  await user.click(within(dialog).getByRole('radio', { name: /^Çocuk/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
}

const dataWalker: PortalWalker<DataSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('secureInternetData'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.list);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return user.click(await linesRetry());
    if (event.type === 'user.refresh') return saveChild(user);
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Güvenli İnternet', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(screen.getByText('Hatlar yüklenemedi.')).toBeVisible();
      expect(await linesRetry()).toBeEnabled();
      return;
    }
    expect(screen.getByRole('heading', { name: 'Profiller' })).toBeVisible();
    expect((await linesTable()).querySelectorAll('tr[data-row-index]').length).toBeGreaterThan(0);
  },
};

const historyWalker: PortalWalker<HistorySnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('secureInternetHistory'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.history);
  },
  perform: async (user, event) => {
    const section = await historySection();
    if (event.type === 'user.retry')
      return user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(within(section).getByRole('button', { name: 'Listele' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await historySection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText('Değişiklik geçmişi yüklenemedi.')).toBeVisible();
      return;
    }
    const table = within(section).getByRole('table', { name: 'Profil değişiklikleri' });
    expect(table.querySelectorAll('tr[data-row-index]').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Listele' })).toBeEnabled();
  },
};

const changeWalker: PortalWalker<ChangeSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('profileChange'),
  serialize: serializeChange,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.save') harness.failNext('post', PATHS.save);
  },
  perform: async (user: User, event: EventObject) => {
    const e = event as EventObject & { ids?: string[] };
    switch (e.type) {
      case 'selection.change':
        if (e.ids?.length) return user.click(await firstCheckbox());
        return user.click(await screen.findByRole('button', { name: 'Seçimi temizle' }));
      case 'user.change':
        return user.click(await screen.findByRole('button', { name: 'Profil değiştir' }));
      case 'user.save': {
        const dialog = await screen.findByRole('dialog', { name: DIALOG });
        await user.click(within(dialog).getByRole('radio', { name: /^Çocuk/ }));
        return user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      }
      case 'user.cancel':
        return user.click(
          within(await screen.findByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Vazgeç' }),
        );
      case 'user.dismiss':
        return user.click(
          within(await screen.findByRole('region', { name: 'Kaydetme sonucu' })).getByRole('button', {
            name: 'Tamam',
          }),
        );
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.matches('choosing')) {
      const dialog = await screen.findByRole('dialog', { name: DIALOG });
      expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
      if (s.context.failure)
        expect(within(dialog).getByText('Profil kaydedilemedi. Lütfen tekrar deneyin.')).toBeVisible();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    if (s.matches('done'))
      expect(
        within(await screen.findByRole('region', { name: 'Kaydetme sonucu' })).getByText(
          /hattın profili Çocuk olarak değiştirildi\./,
        ),
      ).toBeVisible();
    else expect(screen.queryByRole('region', { name: 'Kaydetme sonucu' })).toBeNull();
    // The toolbar comes with the table, once the page's lines are there (they load with the page).
    const button = await screen.findByRole('button', { name: 'Profil değiştir' });
    if (s.context.selected.length) {
      expect(screen.getByText('1 hat seçildi.')).toBeVisible();
      expect(button).toBeEnabled();
    } else {
      expect(screen.getByText('Profilini değiştireceğiniz hatları seçin.')).toBeVisible();
      expect(button).toBeDisabled();
    }
  },
};

// --- the page: a saved change reloads the lines and the history ------------------------------------

type PageSnapshot = ReturnType<typeof secureInternetPageMachine.getInitialSnapshot>;
/** The first row's number (as shown) when the walk saved its profile, and the history's size then. */
let savedLine = '';
let historyBefore: unknown;
const historyData = () => probed('secureInternetHistory').getSnapshot().context.data as unknown;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('secureInternetPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type !== 'change.saved') return undefined;
    const first = (await linesTable()).querySelector('tr[data-row-index="0"]') as HTMLElement;
    savedLine = /0\d{3} \d{3} \d{2} \d{2}/.exec(first.textContent ?? '')?.[0] ?? '';
    expect(savedLine).not.toBe('');
    historyBefore = historyData();
    return saveChild(user);
  },
  isSettled: () => true,
  expectView: async () => {
    expect(await screen.findByRole('heading', { name: 'Güvenli İnternet', level: 1 })).toBeVisible();
    if (!savedLine) return;
    // The lines show the new profile.
    await waitFor(async () => {
      const first = (await linesTable()).querySelector('tr[data-row-index="0"]') as HTMLElement;
      expect(first).toHaveTextContent(/Çocuk/);
    });
    // The history was asked again: a new answer replaced the one shown before the save.
    await waitFor(() => expect(historyData()).not.toBe(historyBefore));
    expect(historyData()).toBeDefined();
    expect(
      within(await historySection()).getByRole('table', { name: 'Profil değişiklikleri' }),
    ).toBeVisible();
  },
};

describeModel(
  'secureInternetData',
  secureInternetDataMachine,
  { input: undefined, events: dataEvents, serialize: serializeRequest },
  dataWalker,
);
describeModel(
  'secureInternetHistory',
  secureInternetHistoryMachine,
  { input: SECURE_INTERNET_HISTORY_QUERY, events: historyEvents, serialize: serializeRequest },
  historyWalker,
);
describeModel(
  'profileChange',
  profileChangeMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { rights: FULL_RIGHTS }, events: changeEvents, serialize: serializeChange },
  changeWalker,
);
describeModel(
  'secureInternetPage',
  secureInternetPageMachine,
  {
    input: { rights: FULL_RIGHTS },
    events: () => [{ type: 'change.saved' }],
    serialize: (s) => JSON.stringify(s.value),
    minPaths: 1,
  },
  pageWalker,
);
