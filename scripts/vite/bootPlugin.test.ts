/**
 * The boot plugin: the files each landing preloads come from the build's own chunks (less what
 * the entry brings), the inline script marks the splash frame and preloads them at low priority,
 * and index.html gets that script in place of its placeholder.
 */
import type { OutputBundle } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import { STORAGE_KEYS } from '../../src/lib/storage.ts';
import {
  bootPlugin,
  bootScript,
  greetingScript,
  landingPreloads,
  type Preloads,
  patternSource,
  publicPreloads,
  readIntros,
  readScreens,
  routePreloads,
} from './bootPlugin.ts';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds?: string[];
}

function chunk(fileName: string, imports: string[], extra: Partial<FakeChunk> = {}): FakeChunk {
  const name = fileName.replace(/^assets\//, '').replace(/\.js$/, '');
  return { type: 'chunk', fileName, name, isEntry: false, facadeModuleId: null, imports, ...extra };
}

const ENTRY = 'assets/index.js';
const RUNTIME = 'assets/rolldown-runtime.js';
const PORTAL = 'assets/shell.js';
const DASHBOARD = 'assets/dashboard.js';
const COMMON = 'assets/common.js';
const LOGIN = 'assets/LoginView.js';
const FORMS = 'assets/index.esm.js';
const CLIENT = 'assets/client.js';
const REQUEST = 'assets/request.js';
const RIGHTS = 'assets/rights.js';
const STEPS = 'assets/steps.js';

type Part = 'entry' | 'portal' | 'dashboard' | 'login' | 'client' | 'request' | 'rights' | 'steps';

/** A build as rolldown hands it to transformIndexHtml, optionally without one of its parts. */
function fakeBundle(without?: Part): OutputBundle {
  const items: Record<string, unknown> = {
    [RUNTIME]: chunk(RUNTIME, []),
    [COMMON]: chunk(COMMON, []),
    [FORMS]: chunk(FORMS, []),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', names: ['index.css'] },
  };
  if (without !== 'entry') {
    items[ENTRY] = chunk(ENTRY, [RUNTIME], { isEntry: true, facadeModuleId: '/repo/index.html' });
  }
  if (without !== 'portal') items[PORTAL] = chunk(PORTAL, [ENTRY, RUNTIME]);
  if (without !== 'dashboard') items[DASHBOARD] = chunk(DASHBOARD, [COMMON]);
  if (without !== 'login') {
    items[LOGIN] = chunk(LOGIN, [COMMON, FORMS], {
      facadeModuleId: '/repo/src/views/login/LoginView.tsx',
    });
  }
  if (without !== 'client') {
    items[CLIENT] = chunk(CLIENT, [RUNTIME], { facadeModuleId: '/repo/src/actors/http/client.ts' });
  }
  if (without !== 'request') {
    items[REQUEST] = chunk(REQUEST, [RUNTIME], { facadeModuleId: '/repo/src/actors/http/request.ts' });
  }
  if (without !== 'rights') {
    items[RIGHTS] = chunk(RIGHTS, [RUNTIME], { facadeModuleId: '/repo/src/api/rights/rows.ts' });
  }
  if (without !== 'steps') {
    // A group chunk (chunkGroups.ts `steps`): found by the module it holds, not by a facade.
    items[STEPS] = chunk(STEPS, [COMMON], {
      moduleIds: ['/repo/src/machines/session/sessionSteps.ts', '/repo/src/machines/session/loginMachine.ts'],
    });
  }
  return items as unknown as OutputBundle;
}

const USER = JSON.stringify({ corporateNcst: '1001', customerNcst: '2002' });

function storeLogin() {
  localStorage.setItem(STORAGE_KEYS.pageToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.activeUser, USER);
}

/** The preloads start after the splash's first frame: this waits for that frame and the task after it. */
const afterFirstFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** Runs the inline script as the browser would, on the given address. */
async function runBoot(preloads: Preloads, base: string, path: string) {
  window.history.pushState({}, '', path);
  new Function(bootScript(preloads, base))();
  const landing = document.documentElement.dataset.boot;
  expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  await afterFirstFrame();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  return { landing, links };
}

const hrefs = (links: HTMLLinkElement[]) => links.map((link) => link.getAttribute('href'));

function handlers(plugin: Plugin) {
  const configResolved = plugin.configResolved;
  const configure = typeof configResolved === 'function' ? configResolved : configResolved?.handler;
  const transform = plugin.transformIndexHtml;
  if (!configure || !transform || typeof transform === 'function') {
    throw new Error('bootPlugin lacks configResolved or an ordered transformIndexHtml');
  }
  return {
    order: transform.order,
    configure: (base: string) => configure.call(undefined as never, { base } as ResolvedConfig),
    transform: (html: string, bundle?: OutputBundle) =>
      transform.handler.call(undefined as never, html, {
        path: '/index.html',
        filename: '/repo/index.html',
        bundle,
      } as IndexHtmlTransformContext) as string,
  };
}

const HTML = [
  '<!doctype html><html><head>',
  '<!-- boot-landing -->',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/x.js">',
  '</head><body><div id="boot-greeting" hidden><h1></h1><p></p></div>',
  '</body></html>',
].join('\n');

beforeEach(() => {
  document.head.innerHTML = '';
  delete document.documentElement.dataset.boot;
  window.history.pushState({}, '', '/');
});

describe('landingPreloads', () => {
  it('lists each landing’s files with their imports, less the entry’s closure', () => {
    expect(landingPreloads(fakeBundle())).toEqual({
      login: [LOGIN, COMMON, FORMS, STEPS],
      portal: [PORTAL, CLIENT, REQUEST, RIGHTS],
      dashboard: [PORTAL, DASHBOARD, COMMON, CLIENT, REQUEST, RIGHTS],
    });
  });

  it('fails the build with a clear error when a chunk it needs is missing', () => {
    for (const part of [
      'entry',
      'portal',
      'dashboard',
      'login',
      'client',
      'request',
      'rights',
      'steps',
    ] as const) {
      expect(() => landingPreloads(fakeBundle(part)), part).toThrow(
        'bootPlugin: the build lacks the entry, shell, dashboard, login, session steps, HTTP client or rights row chunk (chunkGroups.ts)',
      );
    }
  });
});

describe('bootScript', () => {
  const preloads = landingPreloads(fakeBundle());

  it('marks a logged-out visit "login" and preloads the login files at low priority', async () => {
    const { landing, links } = await runBoot(preloads, '/', '/dashboard');
    expect(landing).toBe('login');
    // The login machine with them (the session's steps): the form waits for it.
    expect(hrefs(links)).toEqual([
      '/assets/LoginView.js',
      '/assets/common.js',
      '/assets/index.esm.js',
      '/assets/steps.js',
    ]);
    for (const link of links) {
      // jsdom does not reflect fetchPriority to an attribute: the property the script set is read.
      expect((link as HTMLLinkElement & { fetchPriority?: string }).fetchPriority).toBe('low');
      expect(link.getAttribute('crossorigin')).toBe('');
    }
  });

  it('marks a logged-in visit to /dashboard "dashboard" and preloads the portal, the dashboard, the HTTP client and the rights row', async () => {
    storeLogin();
    const { landing, links } = await runBoot(preloads, '/', '/dashboard');
    expect(landing).toBe('dashboard');
    expect(hrefs(links)).toEqual([
      '/assets/shell.js',
      '/assets/dashboard.js',
      '/assets/common.js',
      '/assets/client.js',
      '/assets/request.js',
      '/assets/rights.js',
    ]);
  });

  it('marks a logged-in visit to another page "portal" and preloads the layout, the HTTP client and the rights row', async () => {
    storeLogin();
    const { landing, links } = await runBoot(preloads, '/', '/contracts');
    expect(landing).toBe('portal');
    expect(hrefs(links)).toEqual([
      '/assets/shell.js',
      '/assets/client.js',
      '/assets/request.js',
      '/assets/rights.js',
    ]);
  });

  it('reads the page below the base path and prefixes the files with it', async () => {
    storeLogin();
    const { landing, links } = await runBoot(preloads, '/portal/', '/portal/dashboard');
    expect(landing).toBe('dashboard');
    expect(hrefs(links)).toEqual([
      '/portal/assets/shell.js',
      '/portal/assets/dashboard.js',
      '/portal/assets/common.js',
      '/portal/assets/client.js',
      '/portal/assets/request.js',
      '/portal/assets/rights.js',
    ]);
  });

  it('falls back to "login" when local storage throws', async () => {
    storeLogin();
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const { landing, links } = await runBoot(preloads, '/', '/dashboard');
      expect(landing).toBe('login');
      // The login machine with them (the session's steps): the form waits for it.
      expect(hrefs(links)).toEqual([
        '/assets/LoginView.js',
        '/assets/common.js',
        '/assets/index.esm.js',
        '/assets/steps.js',
      ]);
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
    expect(localStorage.getItem(STORAGE_KEYS.pageToken)).toBe('token-1');
  });
});

describe('route preloads', () => {
  const ORDERS = 'assets/MyOrdersView.js';
  const DETAIL = 'assets/OrderDetailView.js';
  const TABLE = 'assets/table.js';
  const ORDER_ROWS = 'assets/orderRows.js';
  function withRoutes(): OutputBundle {
    const bundle = fakeBundle() as unknown as Record<string, unknown>;
    bundle[TABLE] = chunk(TABLE, [RUNTIME]);
    bundle[ORDER_ROWS] = chunk(ORDER_ROWS, [CLIENT], { facadeModuleId: '/repo/src/api/orders/rows.ts' });
    bundle[ORDERS] = chunk(ORDERS, [TABLE, COMMON, CLIENT], {
      facadeModuleId: '/repo/src/views/orders/MyOrdersView.tsx',
    });
    bundle[DETAIL] = chunk(DETAIL, [TABLE], { facadeModuleId: '/repo/src/views/orders/OrderDetailView.tsx' });
    return bundle as unknown as OutputBundle;
  }
  const screens = [
    { pattern: '/my-orders', module: '/src/views/orders/MyOrdersView.tsx' },
    { pattern: '/my-orders/:orderNo', module: '/src/views/orders/OrderDetailView.tsx' },
    { pattern: '/new-line/*', module: '/src/views/newLine/NewLineView.tsx' },
  ];

  it('turns route patterns into expressions: a parameter is one segment, /* the rest', () => {
    const matches = (pattern: string, path: string) => new RegExp(patternSource(pattern)).test(path);
    expect(matches('/my-orders', '/my-orders')).toBe(true);
    expect(matches('/my-orders', '/my-orders/SP-1')).toBe(false);
    expect(matches('/my-orders/:orderNo', '/my-orders/SP-1')).toBe(true);
    expect(matches('/my-orders/:orderNo', '/my-orders/SP-1/x')).toBe(false);
    expect(matches('/new-line/*', '/new-line')).toBe(true);
    expect(matches('/new-line/*', '/new-line/numbers')).toBe(true);
    expect(matches('/new-line/*', '/new-lines')).toBe(false);
  });

  it('lists each built route’s files and its feature’s rows beyond the entry and the portal landing, sharing the file list', () => {
    const bundle = withRoutes();
    const routes = routePreloads(bundle, screens, landingPreloads(bundle));
    expect(routes.files).toEqual([ORDERS, TABLE, COMMON, ORDER_ROWS, DETAIL]);
    expect(routes.routes).toEqual([
      [patternSource('/my-orders'), [0, 1, 2, 3]],
      [patternSource('/my-orders/:orderNo'), [4, 1, 3]],
    ]);
  });

  it('adds the session’s steps to the terms page, whose page renders the terms child', () => {
    const bundle = fakeBundle() as unknown as Record<string, unknown>;
    const TERMS = 'assets/TermsView.js';
    bundle[TERMS] = chunk(TERMS, [COMMON], { facadeModuleId: '/repo/src/views/terms/TermsView.tsx' });
    const built = bundle as unknown as OutputBundle;
    const terms = [{ pattern: '/terms-approved', module: '/src/views/terms/TermsView.tsx' }];
    const routes = routePreloads(built, terms, landingPreloads(built));
    expect(routes.files).toEqual([TERMS, COMMON, STEPS]);
  });

  it('preloads the route’s files on a logged-in visit to it, after the layout and the client', async () => {
    storeLogin();
    const bundle = withRoutes();
    const preloads = landingPreloads(bundle);
    window.history.pushState({}, '', '/my-orders/SP-7');
    new Function(bootScript(preloads, '/', routePreloads(bundle, screens, preloads)))();
    await afterFirstFrame();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(hrefs(links)).toEqual([
      '/assets/shell.js',
      '/assets/client.js',
      '/assets/request.js',
      '/assets/rights.js',
      `/${DETAIL}`,
      `/${TABLE}`,
      `/${ORDER_ROWS}`,
    ]);
  });

  it('lists a page read before login with the HTTP client and its request code, and no other route', () => {
    const bundle = withRoutes();
    const TERMS = 'assets/TermsAgreementView.js';
    (bundle as unknown as Record<string, unknown>)[TERMS] = chunk(TERMS, [COMMON], {
      facadeModuleId: '/repo/src/views/content/TermsAgreementView.tsx',
    });
    const pages = publicPreloads(bundle, [
      ...screens,
      {
        pattern: '/terms-of-use-agreement',
        module: '/src/views/content/TermsAgreementView.tsx',
        loggedOut: true,
      },
    ]);
    expect(pages.files).toEqual([TERMS, COMMON, CLIENT, REQUEST]);
    expect(pages.routes).toEqual([[patternSource('/terms-of-use-agreement'), [0, 1, 2, 3]]]);
  });

  it('preloads a visitor’s page read before login instead of the login page; the login page elsewhere', async () => {
    const bundle = withRoutes();
    const pages = {
      files: [ORDERS, CLIENT],
      routes: [[patternSource('/terms-of-use-agreement'), [0, 1]]] as [string, number[]][],
    };
    const visit = async (path: string) => {
      document.head.innerHTML = '';
      window.history.pushState({}, '', path);
      new Function(bootScript(landingPreloads(bundle), '/', undefined, pages))();
      await afterFirstFrame();
      return {
        landing: document.documentElement.dataset.boot,
        files: hrefs([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]),
      };
    };
    expect(await visit('/terms-of-use-agreement')).toEqual({
      landing: 'login',
      files: [`/${ORDERS}`, `/${CLIENT}`],
    });
    expect(await visit('/login')).toEqual({
      landing: 'login',
      files: ['/assets/LoginView.js', '/assets/common.js', '/assets/index.esm.js', '/assets/steps.js'],
    });
  });

  it('reads every feature’s screens.ts of this project', () => {
    const found = readScreens(process.cwd());
    expect(found).toContainEqual({
      pattern: '/my-orders/:orderNo',
      module: '/src/views/orders/OrderDetailView.tsx',
    });
    expect(found).toContainEqual({
      pattern: '/update-product-user',
      module: '/src/views/lineUser/LineUserView.tsx',
    });
    expect(found).toContainEqual({ pattern: '/akislar', module: '/src/views/atlas/AtlasView.tsx' });
    expect(found).toContainEqual({
      pattern: '/terms-of-use-agreement',
      module: '/src/views/content/TermsAgreementView.tsx',
      loggedOut: true,
    });
    expect(found.filter((screen) => screen.loggedOut).map((screen) => screen.pattern)).toEqual([
      '/terms-of-use-agreement',
      '/open-source-documents',
    ]);
  });
});

describe('bootPlugin', () => {
  it('runs after Vite has written the build’s tags into index.html', () => {
    expect(handlers(bootPlugin()).order).toBe('post');
  });

  it('puts the boot script in place of the placeholder', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/');
    const bundle = fakeBundle();
    const html = plugin.transform(HTML, bundle);
    expect(html).not.toContain('<!-- boot-landing -->');
    expect(html).toContain(`<script>${bootScript(landingPreloads(bundle), '/')}</script>`);
    expect(html).toContain('"/assets/LoginView.js"');
  });

  it('asks for the module script and its preloads at low priority', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/');
    const html = plugin.transform(HTML, fakeBundle());
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script>',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/x.js">');
  });

  it('uses the resolved base for the preloaded files', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/portal/');
    const html = plugin.transform(HTML, fakeBundle());
    expect(html).toContain(`<script>${bootScript(landingPreloads(fakeBundle()), '/portal/')}</script>`);
    expect(html).toContain('"/portal/assets/shell.js"');
  });

  it('puts the greeting script in the head right after the boot script, before the stylesheet waits', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/');
    const bundle = fakeBundle();
    const html = plugin.transform(HTML, bundle);
    const boot = `<script>${bootScript(landingPreloads(bundle), '/')}</script>`;
    const greeting = `<script>${greetingScript(readIntros(process.cwd()), '/')}</script>`;
    expect(html).toContain(`${boot}\n${greeting}`);
    expect(html.indexOf(greeting)).toBeLessThan(html.indexOf('</head>'));
  });

  it('throws when index.html lacks the placeholder', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/');
    expect(() => plugin.transform(HTML.replace('<!-- boot-landing -->', ''), fakeBundle())).toThrow(
      'bootPlugin: index.html lacks <!-- boot-landing -->',
    );
  });

  it('fills the script with empty lists on the dev server, which has no bundle', () => {
    const plugin = handlers(bootPlugin());
    plugin.configure('/');
    const html = plugin.transform(HTML);
    expect(html).toContain(`<script>${bootScript({ login: [], portal: [], dashboard: [] }, '/')}</script>`);
    expect(html).not.toContain('<!-- boot-landing -->');
  });
});
