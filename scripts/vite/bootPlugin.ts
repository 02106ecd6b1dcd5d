/**
 * Puts a small inline script at the top of index.html's head (issue 7). Before any module runs it
 * asks bootLanding where the visit is heading, marks `<html data-boot="…">` so the static splash
 * shows the matching frame, and starts fetching that first page's code (the login page, or the
 * portal layout and the dashboard) beside the entry, instead of one round trip after the entry
 * has run.
 *
 * The files are the build's own: the login screen's chunk and the `portal` and `dashboard`
 * groups (chunkGroups.ts), each with its static imports, less what the entry already brings.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { bootGreeting } from '../../src/app/bootGreeting.ts';
import { type BootLanding, bootLanding } from '../../src/app/bootLanding.ts';
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

/** The files to preload per landing, entry excluded, in fetch order. */
export function landingPreloads(bundle: OutputBundle): Preloads {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const group = (name: string) => all.find((chunk) => chunk.name === name && !chunk.isEntry);
  const portal = group('portal');
  const dashboard = group('dashboard');
  const bySource = (source: string) => all.find((chunk) => chunk.facadeModuleId?.endsWith(source));
  const login = bySource('/src/views/login/LoginView.tsx');
  const client = bySource('/src/actors/http/client.ts');
  if (!entry || !portal || !dashboard || !login || !client) {
    throw new Error(
      'bootPlugin: the build lacks the entry, portal, dashboard, login or HTTP client chunk (chunkGroups.ts)',
    );
  }
  const loaded = closure(bundle, [entry.fileName]);
  const beyondEntry = (start: string[]) => [...closure(bundle, start)].filter((f) => !loaded.has(f));
  return {
    login: beyondEntry([login.fileName]),
    // A logged-in page calls the server as soon as it is up: the HTTP client comes along.
    portal: beyondEntry([portal.fileName, client.fileName]),
    dashboard: beyondEntry([portal.fileName, dashboard.fileName, client.fileName]),
  };
}

export function bootScript(preloads: Preloads, base: string): string {
  const keys = { pageToken: STORAGE_KEYS.pageToken, activeUser: STORAGE_KEYS.activeUser };
  const urls = Object.fromEntries(
    Object.entries(preloads).map(([landing, files]) => [landing, files.map((file) => base + file)]),
  );
  return `(function () {
  var read = function (key) { try { return localStorage.getItem(key); } catch (_e) { return null; } };
  var landing = (${bootLanding.toString()})(location.pathname, ${JSON.stringify(base)}, read, ${JSON.stringify(keys)});
  document.documentElement.setAttribute('data-boot', landing);
  var files = ${JSON.stringify(urls)}[landing] || [];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    link.href = files[i];
    document.head.appendChild(link);
  }
})();`;
}

/**
 * The splash's second script, right after its greeting element: the dashboard's greeting from the
 * stored user, written with the page's own wording (bootGreeting.ts).
 */
export function greetingScript(): string {
  return `(function () {
  var stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.activeUser)}); } catch (_e) { return; }
  (${bootGreeting.toString()})(document, stored, ${greetingTitle.toString()}, ${greetingLine.toString()});
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

/** Where index.html wants the script: before the stylesheet, which would hold it back. */
const PLACEHOLDER = '<!-- boot-landing -->';
/** Where the splash wants its greeting script: right after the element it fills. */
const GREETING_PLACEHOLDER = '<!-- boot-greeting -->';

export function bootPlugin(): Plugin {
  let base = '/';
  const fill = (html: string, preloads: Preloads) => {
    for (const placeholder of [PLACEHOLDER, GREETING_PLACEHOLDER]) {
      if (!html.includes(placeholder)) throw new Error(`bootPlugin: index.html lacks ${placeholder}`);
    }
    return lowPriorityScripts(html)
      .replace(PLACEHOLDER, `<script>${bootScript(preloads, base)}</script>`)
      .replace(GREETING_PLACEHOLDER, `<script>${greetingScript()}</script>`);
  };
  return {
    name: 'kurumsal-boot-landing',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // The dev server has no bundle: the splash still follows the landing, nothing is preloaded.
      handler: (html, context) =>
        fill(
          html,
          context.bundle ? landingPreloads(context.bundle) : { login: [], portal: [], dashboard: [] },
        ),
    },
  };
}
