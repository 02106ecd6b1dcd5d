import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { contentPageMachine } from '../../src/machines/content/contentPageMachine';
import { licenceListMachine, NOT_GENERATED } from '../../src/machines/content/licenceList';
import {
  type ContentSnapshot,
  contentEvents,
  FAST,
  HOSTILE,
  HOSTILE_PATH,
  LICENCES,
  type LicenceSnapshot,
  licenceEvents,
  serializeValue,
} from './content.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();
const retry = () => screen.findByRole('button', { name: 'Tekrar dene' });

// --- a content page (the hostile one: its text shows, nothing of it runs) -----------------------

const contentWalker: PortalWalker<ContentSnapshot> = {
  harness,
  person: FAST,
  startPath: `/p/${HOSTILE.name}`,
  actor: () => probed('contentPage'),
  serialize: serializeValue,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load')
      harness.failNext('get', HOSTILE_PATH, (event as { notFound?: boolean }).notFound ? 404 : 500);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return user.click(await retry());
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.hasTag('notFound')) {
      expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ana sayfaya dönün' })).toBeVisible();
      return;
    }
    if (s.hasTag('failed')) {
      expect(await screen.findByRole('heading', { name: 'Sayfa yüklenemedi', level: 1 })).toBeVisible();
      expect(await retry()).toBeEnabled();
      return;
    }
    const heading = await screen.findByRole('heading', { name: HOSTILE.title, level: 1 });
    const article = heading.closest('article')!;
    expect(screen.getByText(/Şüpheli bir arama veya mesaj alırsanız/)).toBeVisible();
    // The javascript: link keeps its text but no address (no href: no longer a link).
    expect(screen.getByText('buraya tıklamayınız').closest('a')).not.toHaveAttribute('href');
    expect(article.querySelector('script, iframe, style, [onerror], [onclick]')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};

// --- the open-source list -----------------------------------------------------------------------

const LIST_URL = '*/open-source-licenses.json';

const licenceWalker: PortalWalker<LicenceSnapshot> = {
  harness,
  person: FAST,
  startPath: '/open-source',
  actor: () => probed('openSourceList'),
  serialize: serializeValue,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load')
      harness.server.use(http.get(LIST_URL, () => new HttpResponse('yok', { status: 404 }), { once: true }));
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return user.click(await retry());
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Açık Kaynak Lisansları', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await screen.findByText(NOT_GENERATED)).toBeVisible();
      expect(await retry()).toBeEnabled();
      return;
    }
    const list = await screen.findByRole('list', { name: 'Açık kaynak paketleri' });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(LICENCES.length));
    expect(screen.getByText('react')).toBeVisible();
    expect(screen.getByText('sürüm 19.3.1')).toBeVisible();
    expect(screen.getByText(/Copyright \(c\) Meta Platforms/)).toBeInTheDocument();
  },
};

beforeAll(async () => {
  // The build writes the list next to the bundle; the model answers it as a static file would.
  harness.server.use(http.get(LIST_URL, () => HttpResponse.json(LICENCES)));
});

describeModel(
  'contentPage',
  contentPageMachine,
  { input: { source: 'page', name: HOSTILE.name }, events: contentEvents, serialize: serializeValue },
  contentWalker,
);
describeModel(
  'openSourceList',
  licenceListMachine,
  { input: undefined, events: licenceEvents, serialize: serializeValue },
  licenceWalker,
);
