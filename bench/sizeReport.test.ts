import {
  checkBudgets,
  entryKey,
  type FileSize,
  groupModules,
  lazyChunks,
  type Manifest,
  manifestKey,
  routeRows,
  screenSources,
  staticClosure,
} from './sizeReport';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/views/login/LoginView.tsx', 'src/app/shell/PortalLayout.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_Card.js': { file: 'assets/Card.js', imports: ['index.html'] },
  'src/views/login/LoginView.tsx': {
    file: 'assets/LoginView.js',
    src: 'src/views/login/LoginView.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Card.js'],
  },
  'src/views/dashboard/DashboardView.tsx': {
    file: 'assets/DashboardView.js',
    src: 'src/views/dashboard/DashboardView.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Card.js'],
    css: ['assets/dash.css'],
  },
  'src/app/shell/PortalLayout.tsx': {
    file: 'assets/PortalLayout.js',
    src: 'src/app/shell/PortalLayout.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const size = (raw: number, gzip: number): FileSize => ({ raw, gzip });
const sizes = new Map<string, FileSize>([
  ['assets/index.js', size(400_000, 120_000)],
  ['assets/vendor.js', size(100_000, 30_000)],
  ['assets/index.css', size(20_000, 5_000)],
  ['assets/Card.js', size(1_000, 500)],
  ['assets/LoginView.js', size(40_000, 15_000)],
  ['assets/DashboardView.js', size(3_000, 1_000)],
  ['assets/dash.css', size(2_000, 700)],
  ['assets/PortalLayout.js', size(60_000, 22_000)],
]);

const screensTs = `export const screens = {
  login: lazyScreen(() => import('../views/login/LoginView')),
  dashboard: lazyScreen(() => import("../views/dashboard/DashboardView")),
};`;

describe('size report', () => {
  it('finds the entry and follows static imports only, each file once', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(staticClosure(manifest, ['index.html', 'src/views/login/LoginView.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/vendor.js', 'assets/LoginView.js', 'assets/Card.js'],
      css: ['assets/index.css'],
    });
  });

  it('maps the lazy imports of screens.ts to manifest keys', () => {
    expect(screenSources(screensTs, manifest)).toEqual({
      login: 'src/views/login/LoginView.tsx',
      dashboard: 'src/views/dashboard/DashboardView.tsx',
    });
    expect(() => screenSources("x: lazyScreen(() => import('../views/Gone'))", manifest)).toThrow(/Gone/);
  });

  it('adds the layout chunk to private routes only', () => {
    const keys = screenSources(screensTs, manifest);
    const [login, dashboard] = routeRows(
      manifest,
      [
        { route: '/login/*', screen: 'login' },
        { route: '/dashboard', screen: 'dashboard', layout: 'src/app/shell/PortalLayout.tsx' },
      ],
      keys,
      sizes,
    );
    expect(login?.totals).toEqual({ jsRaw: 541_000, jsGzip: 165_500, cssRaw: 20_000, cssGzip: 5_000 });
    expect(dashboard?.files.js).toContain('assets/PortalLayout.js');
    expect(dashboard?.totals).toEqual({ jsRaw: 564_000, jsGzip: 173_500, cssRaw: 22_000, cssGzip: 5_700 });
  });

  it('adds the lazy code a page needs before its first paint', () => {
    const [login] = routeRows(
      manifest,
      [{ route: '/login/*', screen: 'login', also: ['src/app/shell/PortalLayout.tsx'] }],
      screenSources(screensTs, manifest),
      sizes,
    );
    expect(login?.files.js).toContain('assets/PortalLayout.js');
    expect(login?.totals.jsGzip).toBe(165_500 + 22_000);
  });

  it('is silent within budget and names the offending file over it', () => {
    const rows = routeRows(
      manifest,
      [
        { route: '/', screen: 'login' },
        { route: '/dashboard', screen: 'dashboard', layout: 'src/app/shell/PortalLayout.tsx' },
      ],
      screenSources(screensTs, manifest),
      sizes,
    );
    const roomy = {
      entryJsGzip: 120_000,
      loginFirstLoadGzip: 171_000,
      firstLoadGzip: 180_000,
      lazyChunkGzip: 50_000,
    };
    expect(checkBudgets(manifest, rows, sizes, roomy)).toEqual([]);

    // The login page has a budget of its own, below the other routes' (issue 42): at 170.5 kB it
    // is over its 160 kB, while the dashboard at 179.2 kB is over the others' 175 kB.
    const tight = {
      entryJsGzip: 100_000,
      loginFirstLoadGzip: 160_000,
      firstLoadGzip: 175_000,
      lazyChunkGzip: 20_000,
    };
    expect(checkBudgets(manifest, rows, sizes, tight)).toEqual([
      { budget: 'entryJsGzip', what: 'entry JS', file: 'assets/index.js', actual: 120_000, limit: 100_000 },
      {
        budget: 'loginFirstLoadGzip',
        what: 'first load of /',
        file: 'assets/index.js',
        actual: 170_500,
        limit: 160_000,
      },
      {
        budget: 'firstLoadGzip',
        what: 'first load of /dashboard',
        file: 'assets/index.js',
        actual: 179_200,
        limit: 175_000,
      },
      {
        budget: 'lazyChunkGzip',
        what: 'lazy chunk src/app/shell/PortalLayout.tsx',
        file: 'assets/PortalLayout.js',
        actual: 22_000,
        limit: 20_000,
      },
    ]);
  });

  it('groups modules by package, biggest first', () => {
    const groups = groupModules(
      [
        { id: '/r/node_modules/@headlessui/react/dist/a.js', rendered: 10, gzip: 4 },
        { id: '/r/node_modules/@headlessui/react/dist/b.js', rendered: 5, gzip: 2 },
        { id: '/r/src/app/App.tsx', rendered: 12, gzip: 6 },
        { id: '\0vite/preload-helper.js', rendered: 1, gzip: 1 },
      ],
      '/r',
    );
    expect(groups).toEqual([
      { name: '@headlessui/react', rendered: 15, gzip: 6, count: 2 },
      { name: 'src/app/App.tsx', rendered: 12, gzip: 6, count: 1 },
      { name: 'vite/preload-helper.js', rendered: 1, gzip: 1, count: 1 },
    ]);
  });

  it('finds a screen grouped into a shared chunk through the module map, and budgets that chunk as lazy', () => {
    const grouped: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_dashboard.js': { file: 'assets/dashboard.js', imports: ['index.html'] },
    };
    const chunkOf = (source: string) =>
      source === 'src/views/dashboard/DashboardView' ? 'assets/dashboard.js' : undefined;
    expect(manifestKey('src/views/dashboard/DashboardView.tsx', grouped, chunkOf)).toBe('_dashboard.js');
    expect(manifestKey('src/views/dashboard/DashboardView.tsx', grouped)).toBeUndefined();
    expect(screenSources(screensTs.replace(/login:.*\n/, ''), grouped, chunkOf)).toEqual({
      dashboard: '_dashboard.js',
    });
    // The vendor file comes with the entry; the group chunk is loaded later and has a budget.
    expect(lazyChunks(grouped).map((c) => c.file)).toEqual(['assets/dashboard.js']);
  });
});
