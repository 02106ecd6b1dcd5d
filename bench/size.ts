/**
 * `npm run bench:size`: builds the portal into a temporary folder and prints what each route
 * loads on first visit, raw and gzip, against the budgets of issue 7. Exits 1 over budget and
 * names the offending chunk with the modules that make it up.
 *
 * The build goes through Vite's API with vite.config.ts plus two additions (manifest, a plugin
 * that records each chunk's modules), so the real config is used and dist/ is left alone.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { readRoutes } from '../scripts/readRoutes';
import {
  BUDGETS,
  type ChunkOfModule,
  checkBudgets,
  declaredScreenSources,
  entryKey,
  type FileSize,
  groupModules,
  kB,
  lazyChunks,
  type Manifest,
  manifestKey,
  routeRows,
  screenSources,
} from './sizeReport';

const ROOT = resolve(import.meta.dirname, '..');
/** Private routes render inside the portal layout (with the rights' frame); when it is its own chunk they load it too. */
const LAYOUT_SOURCE = 'src/app/shell/PrivateFrame.tsx';
/** The session's steps with a page, loaded by `import()` (issue 42), and the routes that wait for it. */
const STEP_CODE_SOURCE = 'src/machines/session/sessionSteps.ts';
const STEP_CODE_ROUTES = new Set(['/', '/login/*', '/terms-approved', '/corporate-selection']);

type ModuleSize = { id: string; rendered: number; gzip: number };

/** Records every chunk's modules with their rendered (tree-shaken, pre-minify) size. */
function recordModules(into: Map<string, ModuleSize[]>): Plugin {
  return {
    name: 'bench-record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        into.set(
          item.fileName,
          Object.entries(item.modules).map(([id, m]) => ({
            id,
            rendered: m.renderedLength,
            gzip: m.code ? gzipSync(m.code).length : 0,
          })),
        );
      }
    },
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const SHOWN_MODULES = 30;

function moduleTable(modules: readonly ModuleSize[]): string {
  const groups = groupModules(modules, ROOT);
  const rows = groups
    .slice(0, SHOWN_MODULES)
    .map((g) => [g.name, String(g.count), kB(g.rendered), kB(g.gzip)]);
  const more = groups.length > SHOWN_MODULES ? `\n… and ${groups.length - SHOWN_MODULES} more` : '';
  const note =
    '(kB; rendered = tree-shaken, before minification; gzip alone = that code gzipped by itself)\n';
  return `${note}${table(['module or package', 'modules', 'rendered', 'gzip alone'], rows)}${more}`
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

async function main(): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-size-'));
  const modules = new Map<string, ModuleSize[]>();
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { manifest: true, outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
      plugins: [recordModules(modules)],
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map<string, FileSize>();
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        const bytes = readFileSync(join(outDir, file));
        sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes).length });
      }
    }

    const chunkOf: ChunkOfModule = (source) => {
      const id = join(ROOT, source);
      for (const [file, list] of modules) {
        if (list.some((m) => m.id.replace(/\.[cm]?[jt]sx?$/, '') === id)) return file;
      }
      return undefined;
    };
    const screenKeys = screenSources(
      readFileSync(join(ROOT, 'src/app/screens.ts'), 'utf8'),
      manifest,
      chunkOf,
    );
    // Each feature's screens.ts, as the app's registry finds them (route pattern → view).
    const declared: Record<string, string> = {};
    for (const folder of readdirSync(join(ROOT, 'src/views'))) {
      const file = join(ROOT, 'src/views', folder, 'screens.ts');
      if (!existsSync(file)) continue;
      Object.assign(declared, declaredScreenSources(folder, readFileSync(file, 'utf8'), manifest, chunkOf));
    }
    Object.assign(screenKeys, declared);
    const layoutKey = manifestKey(LAYOUT_SOURCE, manifest, chunkOf);
    if (!layoutKey) throw new Error(`${LAYOUT_SOURCE} is in no chunk of the build`);
    // The session's steps (src/machines/session/stepCode.ts): the login form, the terms page and
    // corporate selection wait for their code before their first paint; the other pages get it after.
    const stepCodeKey = manifestKey(STEP_CODE_SOURCE, manifest, chunkOf);
    if (!stepCodeKey) throw new Error(`${STEP_CODE_SOURCE} is in no chunk of the build`);
    const stepCode = (route: string) => (STEP_CODE_ROUTES.has(route) ? { also: [stepCodeKey] } : {});
    const routes = [
      { route: '/', screen: 'login', ...stepCode('/') },
      ...(await readRoutes(ROOT)).map(({ pattern, access }) => ({
        route: pattern,
        screen:
          pattern === '/login/*'
            ? 'login'
            : access === 'private'
              ? pattern in declared
                ? pattern
                : 'notAvailable'
              : 'notAvailable',
        layout: access === 'private' ? layoutKey : undefined,
        ...stepCode(pattern),
      })),
    ];
    const rows = routeRows(manifest, routes, screenKeys, sizes);

    console.log('\nFirst visit per route (kB; gzip with node:zlib defaults)\n');
    console.log(
      table(
        ['route', 'screen', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'total gzip', 'files'],
        rows.map((r) => [
          r.route,
          r.screen,
          kB(r.totals.jsRaw),
          kB(r.totals.jsGzip),
          kB(r.totals.cssRaw),
          kB(r.totals.cssGzip),
          kB(r.totals.jsGzip + r.totals.cssGzip),
          String(r.files.js.length + r.files.css.length),
        ]),
      ),
    );

    const entry = manifest[entryKey(manifest)];
    const entrySize = sizes.get(entry?.file ?? '');
    const lazy = lazyChunks(manifest)
      .map((c) => ({ name: c.src ?? c.file, file: c.file, size: sizes.get(c.file) }))
      .sort((a, b) => (b.size?.gzip ?? 0) - (a.size?.gzip ?? 0));
    console.log('\nChunks (kB)\n');
    console.log(
      table(
        ['chunk', 'file', 'raw', 'gzip', 'budget gzip'],
        [
          [
            'entry',
            entry?.file ?? '?',
            kB(entrySize?.raw ?? 0),
            kB(entrySize?.gzip ?? 0),
            kB(BUDGETS.entryJsGzip),
          ],
          ...lazy.map((c) => [
            `lazy ${c.name}`,
            c.file,
            kB(c.size?.raw ?? 0),
            kB(c.size?.gzip ?? 0),
            kB(BUDGETS.lazyChunkGzip),
          ]),
        ],
      ),
    );
    console.log(`\nLargest lazy chunk: ${lazy[0]?.name ?? '-'} (${kB(lazy[0]?.size?.gzip ?? 0)} kB gzip)`);
    const loginLoads = rows
      .filter((r) => r.screen === 'login')
      .map((r) => r.totals.jsGzip + r.totals.cssGzip);
    const otherLoads = rows
      .filter((r) => r.screen !== 'login')
      .map((r) => r.totals.jsGzip + r.totals.cssGzip);
    console.log(
      `Login page first load: ${kB(Math.max(...loginLoads))} kB gzip (budget ${kB(BUDGETS.loginFirstLoadGzip)})`,
    );
    console.log(
      `Largest other first load: ${kB(Math.max(...otherLoads))} kB gzip (budget ${kB(BUDGETS.firstLoadGzip)})`,
    );

    // `--modules`: what the entry and the largest lazy chunk are made of, also within budget.
    if (process.argv.includes('--modules')) {
      for (const [label, file] of [
        ['Entry', entry?.file],
        ['Largest lazy chunk', lazy[0]?.file],
      ]) {
        if (!file) continue;
        console.log(`\n${label} ${file}:`);
        console.log(moduleTable(modules.get(file) ?? []));
      }
    }
    const violations = checkBudgets(manifest, rows, sizes);
    if (violations.length === 0) {
      console.log('\n✔ Within budget.');
      return 0;
    }
    const explained = new Set<string>();
    for (const v of violations) {
      console.error(`\n✖ Over budget: ${v.what} is ${kB(v.actual)} kB gzip (limit ${kB(v.limit)} kB)`);
      if (explained.has(v.file)) continue;
      explained.add(v.file);
      console.error(`  ${v.file} is made of:`);
      console.error(moduleTable(modules.get(v.file) ?? []));
    }
    return 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
