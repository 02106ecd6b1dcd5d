import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { EventObject } from 'xstate';
import { expressMenuMachine } from '../../src/machines/expressMenu/expressMenuMachine';
import { searchMachine } from '../../src/machines/search/searchMachine';
import {
  type ExpressSnapshot,
  expressEvents,
  LINE_HIT,
  type SearchSnapshot,
  searchEvents,
  serializeExpress,
  serializeSearch,
} from './header.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);
// The search box hands its chart to the shell (search.start), past the wrapper above: its typing
// debounce is played by the walk the same way.
vi.mock('../../src/machines/search/searchMachine', async (original) => {
  const actual = (await original()) as typeof import('../../src/machines/search/searchMachine');
  const { withPlayedDelays } = await import('./support/actorProbe');
  return { ...actual, searchMachine: withPlayedDelays(actual.searchMachine) };
});

const harness = modelHarness();
const SEARCH_PATH = '/ccsirest/search/query.json';
const EVERYTHING_PATH = '/ccsirest/search/everything.json';

/** Lets the held first list go on (see arrange). */
let releaseFirstList: (() => void) | undefined;

const searchBox = () => screen.findByRole('combobox', { name: 'Portalda ara' });

const searchWalker: PortalWalker<SearchSnapshot> = {
  harness,
  person: FAST,
  startPath: '/dashboard',
  shell: true,
  actor: () => probed('search'),
  serialize: serializeSearch,
  arrange: (event, before) => {
    const fails: Record<string, string> = {
      'xstate.error.actor.initial': SEARCH_PATH,
      'xstate.error.actor.search': EVERYTHING_PATH,
      'xstate.error.actor.save': '/ccsirest/search/save.json',
      'xstate.error.actor.remove': '/ccsirest/search/delete.json',
    };
    if (fails[event.type]) harness.failNext('post', fails[event.type]!);
    // Typing during the first load or a search: that list is held back until the typing is
    // done, then goes on to the sandbox (the handler answers nothing, so msw passes the request
    // on). A hold no typing releases (its request was made before the handler was in place)
    // ends by itself.
    if (event.type === 'user.type' && (before.matches('loadingInitial') || before.matches('searching'))) {
      harness.server.use(
        http.post(
          `${window.location.origin}/api${before.matches('searching') ? EVERYTHING_PATH : SEARCH_PATH}`,
          () =>
            new Promise<undefined>((resolve) => {
              const timer = setTimeout(resolve, 1500);
              releaseFirstList = () => {
                clearTimeout(timer);
                resolve(undefined);
              };
            }),
          {
            once: true,
          },
        ),
      );
    }
  },
  perform: async (user, event) => {
    const e = event as EventObject & { text?: string; item?: { title: string }; id?: number };
    if (e.type === 'user.type') {
      const box = await searchBox();
      if ((box as HTMLInputElement).value) await user.clear(box);
      if (e.text) await user.type(box, e.text);
      releaseFirstList?.();
      releaseFirstList = undefined;
      return;
    }
    if (e.type === 'user.open') {
      await user.click(await searchBox());
      return user.click(await screen.findByRole('option', { name: new RegExp(e.item!.title) }));
    }
    if (e.type === 'user.deleteItem') {
      const title = (probed('search').getSnapshot() as SearchSnapshot).context.initialList
        .flatMap((g) => g.items)
        .find((i) => i.id === e.id)?.title;
      await user.click(await searchBox());
      return user.click(await screen.findByRole('button', { name: `${title} aramasını sil` }));
    }
    return undefined;
  },
  isSettled: (s) => s.matches('idle') || s.matches('results') || s.matches('tooShort'),
  expectView: async (s) => {
    const box = await searchBox();
    expect(box).toHaveValue(s.context.text);
    if (s.matches('tooShort')) {
      expect(await screen.findByText('Aramak için en az 2 karakter yazınız.')).toBeVisible();
      return;
    }
    if (!s.matches('results')) return;
    if (s.context.searchList.length) {
      expect(await screen.findByRole('option', { name: new RegExp(LINE_HIT.title) })).toBeVisible();
      // The group's heading with its count.
      expect(await screen.findByText('Hatlar')).toBeVisible();
    } else if (s.context.failed) {
      // A failed search says so, not "no results".
      expect(await screen.findByText('Arama yapılamadı. Lütfen tekrar deneyiniz.')).toBeVisible();
    } else expect(await screen.findByText('Sonuç bulunamadı.')).toBeVisible();
  },
};

const EXPRESS_ROWS: Record<string, string> = {
  'xstate.error.actor.load': '/ccsirest/express-menu/list.json',
  'xstate.error.actor.add': '/ccsirest/express-menu/add.json',
  'xstate.error.actor.remove': '/ccsirest/express-menu/delete.json',
};

async function openExpressMenu(user: { click: (e: Element) => Promise<void> }) {
  const trigger = await screen.findByRole('button', { name: /Hızlı işlemler/ });
  if (trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
}

const titleOf = (name: string) => {
  const { menuList, availableActions } = (probed('expressMenu').getSnapshot() as ExpressSnapshot).context;
  return [...menuList, ...availableActions].find((a) => a.actionName === name)?.title ?? name;
};

/** The person of the current walk, so the view check opens the menu the way they would. */
let person: { click: (e: Element) => Promise<void> } | undefined;

const expressWalker: PortalWalker<ExpressSnapshot> = {
  harness,
  person: FAST,
  startPath: '/dashboard',
  shell: true,
  actor: () => probed('expressMenu'),
  serialize: serializeExpress,
  arrange: (event) => {
    const path = EXPRESS_ROWS[event.type];
    if (path) harness.failNext('post', path);
  },
  perform: async (user, event) => {
    person = user;
    const e = event as EventObject & { actionName?: string };
    if (e.type === 'user.retry') {
      await openExpressMenu(user);
      const message = await screen.findByText('Hızlı işlemler yüklenemedi.');
      return user.click(within(message.parentElement!).getByRole('button', { name: 'Tekrar dene' }));
    }
    if (e.type === 'user.add') {
      await openExpressMenu(user);
      return user.click(
        await screen.findByRole('button', { name: new RegExp(`Ekle:\\s*${titleOf(e.actionName!)}$`) }),
      );
    }
    if (e.type === 'user.delete') {
      await openExpressMenu(user);
      return user.click(
        await screen.findByRole('button', { name: `${titleOf(e.actionName!)} hızlı işlemini kaldır` }),
      );
    }
    return undefined;
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    await openExpressMenu(person!);
    if (s.matches('failed')) {
      expect(await screen.findByText('Hızlı işlemler yüklenemedi.')).toBeVisible();
      return;
    }
    expect(await screen.findByText('Hızlı işlemlerim')).toBeVisible();
    for (const action of s.context.menuList.slice(0, 1)) {
      expect(await screen.findByRole('link', { name: action.title })).toBeVisible();
    }
    // The model's error is a stand-in; the page shows what the running machine holds.
    const shown = (probed('expressMenu').getSnapshot() as ExpressSnapshot).context.error;
    if (s.context.error) expect(await screen.findByText(shown!)).toBeVisible();
  },
};

describeModel(
  'search',
  searchMachine,
  { events: searchEvents, serialize: serializeSearch, minPaths: 4 },
  searchWalker,
);
describeModel(
  'expressMenu',
  expressMenuMachine,
  { events: expressEvents, serialize: serializeExpress },
  expressWalker,
);
