/**
 * Puts a small inline script at the top of index.html's head (issue 7). Before any module runs it
 * asks bootLanding where the visit is heading, marks `<html data-boot="…">` so the static splash
 * shows the matching frame, and starts fetching that first page's code (the login page, or the
 * portal layout and the dashboard) beside the entry, instead of one round trip after the entry
 * has run.
 *
 * The files are the build's own: the login screen's chunk and the `shell` and `dashboard`
 * groups (chunkGroups.ts), each with its static imports, less what the entry already brings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { bootGreeting } from '../../src/app/bootGreeting.ts';
import { bootIntro } from '../../src/app/bootIntro.ts';
import { type BootLanding, bootLanding, bootRouteFiles } from '../../src/app/bootLanding.ts';
import { STORAGE_KEYS } from '../../src/lib/storage.ts';
import { greetingLine, greetingTitle } from '../../src/views/dashboard/greeting.ts';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk's file and its static imports, transitively. */
function closure(bundle: OutputBundle, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') for (const next of item.imports) visit(next);
  };
  for (const file of start) visit(file);
  return seen;
}

export type Preloads = Record<BootLanding, string[]>;

/**
 * The session's steps (src/machines/session/stepCode.ts loads them by `import()`): the `steps`
 * group of chunkGroups.ts, found by the module that names them.
 */
const STEPS_MODULE = '/src/machines/session/sessionSteps.ts';

function stepsChunk(bundle: OutputBundle): OutputChunk | undefined {
  return chunks(bundle).find(
    (c) => c.facadeModuleId?.endsWith(STEPS_MODULE) || c.moduleIds?.some((id) => id.endsWith(STEPS_MODULE)),
  );
}

/** Screens whose page waits for the session's steps too: they render the step's child. */
const STEP_SCREENS = new Set([
  '/src/views/terms/TermsView.tsx',
  '/src/views/corporate/CorporateSelectionView.tsx',
]);

/** The files to preload per landing, entry excluded, in fetch order. */
export function landingPreloads(bundle: OutputBundle): Preloads {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const group = (name: string) => all.find((chunk) => chunk.name === name && !chunk.isEntry);
  const portal = group('shell');
  const dashboard = group('dashboard');
  const bySource = (source: string) => all.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  const login = bySource('/src/views/login/LoginView.tsx');
  const client = bySource('/src/actors/http/client.ts');
  // The request code that drives the client, loaded with it since issue 42 (src/actors/http/call.ts).
  const request = bySource('/src/actors/http/request.ts');
  // The rights row, which every signed-in page calls first (src/machines/session/rightsMachine.ts)
  // and opens only once answered (src/app/RightsGate.tsx): fetched after the entry had run, it put
  // one more round trip before every signed-in page's first paint of its own (issue 42).
  const rights = bySource('/src/api/rights/rows.ts');
  const steps = stepsChunk(bundle);
  if (!entry || !portal || !dashboard || !login || !client || !request || !rights || !steps) {
    throw new Error(
      'bootPlugin: the build lacks the entry, shell, dashboard, login, session steps, HTTP client or rights row chunk (chunkGroups.ts)',
    );
  }
  const loaded = closure(bundle, [entry.fileName]);
  const beyondEntry = (start: string[]) => [...closure(bundle, start)].filter((f) => !loaded.has(f));
  return {
    // The login form waits for the login machine (the session's steps, issue 42): it comes along.
    login: beyondEntry([login.fileName, steps.fileName]),
    // A logged-in page calls the server as soon as it is up: the HTTP client comes along.
    portal: beyondEntry([portal.fileName, client.fileName, request.fileName, rights.fileName]),
    dashboard: beyondEntry([
      portal.fileName,
      dashboard.fileName,
      client.fileName,
      request.fileName,
      rights.fileName,
    ]),
  };
}

/** A built route: its pattern (src/views/<feature>/screens.ts) and the module it loads. */
export interface ScreenModule {
  pattern: string;
  /** The view's path from the project root, as `/src/views/<feature>/<View>.tsx`. */
  module: string;
  /** Declared `access: 'loggedOutOnly'`: read before login (the terms of use, the open-source list). */
  loggedOut?: true;
}

/** Each built route's files beyond the entry and the portal landing, as bootRouteFiles reads them. */
export interface RoutePreloads {
  files: string[];
  routes: [string, number[]][];
}

const NO_ROUTES: RoutePreloads = { files: [], routes: [] };

/** The route table's pattern as a regular expression: `:param` one segment, `/*` the rest. */
export function patternSource(pattern: string): string {
  const rest = pattern.endsWith('/*');
  const body = (rest ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}${rest ? '(?:/.*)?' : ''}/?$`;
}

const ROUTE_WITH_VIEW = /path:\s*'([^']+)',([^{}[\]]*?)view:\s*\(\)\s*=>\s*import\('\.\/([\w/]+)'\)/g;

/**
 * The routes every feature declares with a view, read from its screens.ts
 * (`{ path: '/route', …, view: () => import('./View') }`; the config cannot import those files).
 */
export function readScreens(root: string): ScreenModule[] {
  const views = join(root, 'src/views');
  const found: ScreenModule[] = [];
  for (const feature of readdirSync(views)) {
    const file = join(views, feature, 'screens.ts');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(ROUTE_WITH_VIEW)) {
      const screen: ScreenModule = {
        pattern: match[1] ?? '',
        module: `/src/views/${feature}/${match[3]}.tsx`,
      };
      if (/access:\s*'loggedOutOnly'/.test(match[2] ?? '')) screen.loggedOut = true;
      found.push(screen);
    }
  }
  return [...found, ATLAS_SCREEN];
}

/**
 * The flow atlas is routed apart (src/app/AppRoutes.tsx: a page of its own, in no feature's
 * screens.ts); a logged-in analyst's visit to it fetches its code beside the entry too, one round
 * trip off its first paint (issue 41's Lighthouse figure).
 */
const ATLAS_SCREEN: ScreenModule = { pattern: '/akislar', module: '/src/views/atlas/AtlasView.tsx' };

/**
 * The files of each built route's screen, less the entry's closure and what the portal landing
 * already preloads (layout, HTTP client): fetched beside the entry on a logged-in visit to that
 * address, instead of once the entry has run and the router has matched it.
 */
export function routePreloads(
  bundle: OutputBundle,
  screens: readonly ScreenModule[],
  preloads: Preloads,
): RoutePreloads {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  if (!entry) return NO_ROUTES;
  const known = new Set([...closure(bundle, [entry.fileName]), ...preloads.portal]);
  const files: string[] = [];
  const routes: [string, number[]][] = [];
  for (const { pattern, module } of screens) {
    const chunk = all.find(
      (c) => c.facadeModuleId?.endsWith(module) || c.moduleIds?.some((id) => id.endsWith(module)),
    );
    // The landing preloads already name the dashboard's and the login page's files.
    if (!chunk || pattern === '/dashboard' || pattern === '/login/*') continue;
    // The feature's rows (src/api/<feature>/rows.ts), which the page's first call loads: fetched
    // beside the screen rather than once the page has rendered and called (issue 42).
    const feature = /^\/src\/views\/([^/]+)\//.exec(module)?.[1];
    const rows = feature && all.find((c) => c.facadeModuleId?.endsWith(`/src/api/${feature}/rows.ts`));
    // The session's steps (terms, corporate selection) come with their screens (stepCode.ts).
    const steps = STEP_SCREENS.has(module) ? stepsChunk(bundle) : undefined;
    const start = [chunk.fileName, ...(rows ? [rows.fileName] : []), ...(steps ? [steps.fileName] : [])];
    const own = [...closure(bundle, start)].filter((file) => !known.has(file));
    const indexes = own.map((file) => {
      const at = files.indexOf(file);
      return at >= 0 ? at : files.push(file) - 1;
    });
    routes.push([patternSource(pattern), indexes]);
  }
  return { files, routes };
}

/**
 * The files of each page read before login (`loggedOutOnly`), with the HTTP client and its request
 * code, less the entry's closure: such a page shows what it asks the server for (the terms' text
 * is its largest paint), so a logged-out visit fetches them beside the entry instead of the login
 * page's files, which it does not show. Before, the text waited for the entry, then the route's
 * code, then the client, then the request code, one round trip each.
 */
export function publicPreloads(bundle: OutputBundle, screens: readonly ScreenModule[]): RoutePreloads {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const bySource = (source: string) => all.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  const client = bySource('/src/actors/http/client.ts');
  const request = bySource('/src/actors/http/request.ts');
  if (!entry || !client || !request) return NO_ROUTES;
  const known = closure(bundle, [entry.fileName]);
  const files: string[] = [];
  const routes: [string, number[]][] = [];
  for (const { pattern, module, loggedOut } of screens) {
    const chunk =
      loggedOut &&
      all.find((c) => c.facadeModuleId?.endsWith(module) || c.moduleIds?.some((id) => id.endsWith(module)));
    if (!chunk) continue;
    const own = [...closure(bundle, [chunk.fileName, client.fileName, request.fileName])].filter(
      (file) => !known.has(file),
    );
    const indexes = own.map((file) => {
      const at = files.indexOf(file);
      return at >= 0 ? at : files.push(file) - 1;
    });
    routes.push([patternSource(pattern), indexes]);
  }
  return { files, routes };
}

export function bootScript(
  preloads: Preloads,
  base: string,
  routes: RoutePreloads = NO_ROUTES,
  publicRoutes: RoutePreloads = NO_ROUTES,
): string {
  const keys = { pageToken: STORAGE_KEYS.pageToken, activeUser: STORAGE_KEYS.activeUser };
  const urls = Object.fromEntries(
    Object.entries(preloads).map(([landing, files]) => [landing, files.map((file) => base + file)]),
  );
  return `(function () {
  var read = function (key) { try { return localStorage.getItem(key); } catch (_e) { return null; } };
  var landing = (${bootLanding.toString()})(location.pathname, ${JSON.stringify(base)}, read, ${JSON.stringify(keys)});
  document.documentElement.setAttribute('data-boot', landing);
  var files = ${JSON.stringify(urls)}[landing] || [];
  if (landing === 'portal') {
    var own = (${bootRouteFiles.toString()})(location.pathname, ${JSON.stringify(base)}, ${JSON.stringify(routes.routes)}, ${JSON.stringify(routes.files.map((file) => base + file))});
    files = files.concat(own);
  }${
    publicRoutes.routes.length
      ? `
  if (landing === 'login') {
    var page = (${bootRouteFiles.toString()})(location.pathname, ${JSON.stringify(base)}, ${JSON.stringify(publicRoutes.routes)}, ${JSON.stringify(publicRoutes.files.map((file) => base + file))});
    if (page.length) files = page;
  }`
      : ''
  }
  var preload = function () {
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = files[i];
      document.head.appendChild(link);
    }
  };
  // After the splash's first frame: the route's code then takes no bandwidth from the stylesheet
  // and the splash, whose page title and lead are the largest paint.
  if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(preload, 0); });
  else preload();
})();`;
}

/** A built page's title and lead (src/views/<feature>/intro.json), by its route pattern. */
export type PageIntros = [pattern: string, title: string, lead: string][];

/** Every feature's intro.json: `{ "<route>": { "title": "…", "lead": "…" } }`. */
export function readIntros(root: string): PageIntros {
  const views = join(root, 'src/views');
  const found: PageIntros = [];
  for (const feature of readdirSync(views)) {
    const file = join(views, feature, 'intro.json');
    if (!existsSync(file)) continue;
    const intros = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { title: string; lead: string }>;
    for (const [route, { title, lead }] of Object.entries(intros))
      found.push([patternSource(route), title, lead]);
  }
  return found;
}

/**
 * The splash's second script: the dashboard's greeting from the stored user, written with the
 * page's own wording (bootGreeting.ts), or a built page's own title and lead (bootIntro.ts).
 *
 * It runs in the head, before the stylesheet, and writes as soon as the parser has inserted the
 * greeting (a mutation observer answers in the parser's own task). An inline script in the body
 * waited for the stylesheet, and the browser painted the splash once without the words first:
 * the heading, the page's largest paint, came a frame later, after the entry had often arrived.
 */
export function greetingScript(intros: PageIntros = [], base = '/'): string {
  return `(function () {
  var write = function () {
    if ((${bootIntro.toString()})(document, location.pathname, ${JSON.stringify(base)}, ${JSON.stringify(intros)})) return;
    var stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.activeUser)}); } catch (_e) { return; }
    (${bootGreeting.toString()})(document, stored, ${greetingTitle.toString()}, ${greetingLine.toString()});
  };
  var done = false;
  // The bars follow the greeting in index.html: once they are in, the greeting is whole.
  var tryWrite = function () {
    if (done || !document.getElementById('boot-greeting-bars')) return done;
    done = true;
    write();
    return true;
  };
  if (tryWrite()) return;
  document.addEventListener('DOMContentLoaded', tryWrite);
  if (!window.MutationObserver) return;
  var watch = new MutationObserver(function () { if (tryWrite()) watch.disconnect(); });
  watch.observe(document.documentElement, { childList: true, subtree: true });
})();`;
}

/**
 * The scripts ask for low priority: the splash (HTML and CSS) is what the first paint needs, and
 * on a slow line the stylesheet then gets the bandwidth first. They still start at once and in
 * parallel; the browser only orders them after the stylesheet.
 */
function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/** Where index.html wants the scripts: before the stylesheet, which would hold them back. */
const PLACEHOLDER = '<!-- boot-landing -->';

export function bootPlugin(): Plugin {
  let base = '/';
  let root = process.cwd();
  const fill = (html: string, preloads: Preloads, routes: RoutePreloads, publicRoutes = NO_ROUTES) => {
    if (!html.includes(PLACEHOLDER)) throw new Error(`bootPlugin: index.html lacks ${PLACEHOLDER}`);
    return lowPriorityScripts(html).replace(
      PLACEHOLDER,
      `<script>${bootScript(preloads, base, routes, publicRoutes)}</script>\n<script>${greetingScript(readIntros(root), base)}</script>`,
    );
  };
  return {
    name: 'kurumsal-boot-landing',
    configResolved(config) {
      base = config.base;
      root = config.root ?? root;
    },
    transformIndexHtml: {
      order: 'post',
      // The dev server has no bundle: the splash still follows the landing, nothing is preloaded.
      handler: (html, context) => {
        if (!context.bundle) return fill(html, { login: [], portal: [], dashboard: [] }, NO_ROUTES);
        const preloads = landingPreloads(context.bundle);
        const screens = readScreens(root);
        return fill(
          html,
          preloads,
          routePreloads(context.bundle, screens, preloads),
          publicPreloads(context.bundle, screens),
        );
      },
    },
  };
}
