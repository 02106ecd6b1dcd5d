/**
 * Installation configuration read from the build environment (VITE_*) and the page address
 * (spec §2 redirects, §7 configurable paths, §9 production host and build date).
 */

export type Env = Readonly<Record<string, string | undefined>>;
export interface PageLocation {
  hostname: string;
  origin: string;
}

export type Inspector = 'off' | 'atlas' | 'stately';

export interface Config {
  /** Base path of the company area, "/" or "/x" (no trailing slash). */
  basePath: string;
  /** Base address of the login application; defaults to basePath (the portal's own login page). */
  loginAppBase: string;
  /** Where API paths are resolved: "<basePath>/api" or an absolute address (no trailing slash). */
  apiBase: string;
  /** Endpoint name → path, overriding the catalogue. */
  pathOverrides: Readonly<Record<string, string>>;
  productionHost: string;
  /** The page is served from the production host (spec §9). */
  isProduction: boolean;
  /** The page's origin, e.g. "https://kurumsal.operator.com.tr". */
  origin: string;
  /** Analytics service address, the production or the development one (spec §9). */
  analyticsServiceUrl: string;
  /** Build date shown at start-up; "" when unknown. */
  buildDate: string;
  sessionPollSeconds: number;
  inspector: Inspector;
  /**
   * Report each flow's steps for the flow atlas (issue 41): opt-in per installation
   * (VITE_FLOW_USAGE=1) on the production host, on elsewhere (the sandbox) unless VITE_FLOW_USAGE=0.
   */
  flowUsage: boolean;
}

export const DEFAULTS = {
  basePath: '/',
  apiBase: '/api',
  productionHost: 'kurumsal.operator.com.tr',
  analyticsProduction: 'https://analytics.operator.com.tr/collect',
  analyticsDevelopment: 'https://analytics-test.operator.com.tr/collect',
  buildDate: '22-10-2025',
  sessionPollSeconds: 60,
} as const;

/** The authorized-person type whose logout goes to the login application's base (spec §2, §6). */
export const PRIVATE_PASSWORD_AUTHORIZED = 'OZEL_SIFRE_YETKILISI';

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const isAbsoluteUrl = (value: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(value);

/** Drops trailing slashes, keeping a lone "/" (and never eating the "//" of a scheme). */
export function trimTrailingSlashes(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  if (trimmed === '') return value.startsWith('/') ? '/' : '';
  if (/^[a-z][a-z0-9+.-]*:$/i.test(trimmed)) return value;
  return trimmed;
}

/** "kurumsal/" → "/kurumsal", "" → "/", "/" → "/". Absolute addresses keep their scheme. */
export function normalisePath(value: string): string {
  const v = value.trim();
  if (v === '') return '/';
  return trimTrailingSlashes(isAbsoluteUrl(v) || v.startsWith('/') ? v : `/${v}`);
}

/** Joins a base and a path with exactly one slash between them. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function parseOverrides(raw: string | undefined): Record<string, string> {
  if (!raw || raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, string> = {};
    for (const [name, path] of Object.entries(parsed)) {
      if (typeof path === 'string' && path.trim() !== '') out[name] = path.trim();
    }
    return out;
  } catch {
    return {};
  }
}

function parseSeconds(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function parseInspector(raw: string | undefined): Inspector {
  const v = raw?.trim().toLowerCase();
  return v === 'atlas' || v === 'stately' ? v : 'off';
}

export function createConfig(env: Env, location: PageLocation): Config {
  const basePath = normalisePath(text(env, 'VITE_BASE_PATH', DEFAULTS.basePath));
  const loginAppBase = normalisePath(text(env, 'VITE_LOGIN_APP_BASE', basePath));
  // Under a path prefix the API is below it too (server/basePath.ts): "/sirketim/api".
  const apiBase = normalisePath(text(env, 'VITE_API_BASE', joinPath(basePath, DEFAULTS.apiBase)));
  const productionHost = text(env, 'VITE_PRODUCTION_HOST', DEFAULTS.productionHost).toLowerCase();
  const isProduction = (location.hostname ?? '').toLowerCase() === productionHost;
  const analyticsServiceUrl = isProduction
    ? text(env, 'VITE_ANALYTICS_URL_PRODUCTION', DEFAULTS.analyticsProduction)
    : text(env, 'VITE_ANALYTICS_URL_DEVELOPMENT', DEFAULTS.analyticsDevelopment);
  // An explicitly empty VITE_BUILD_DATE means "unknown"; absent means the default.
  const buildDate = (env.VITE_BUILD_DATE ?? DEFAULTS.buildDate).trim();

  return {
    basePath,
    loginAppBase,
    apiBase,
    pathOverrides: parseOverrides(env.VITE_ENDPOINT_OVERRIDES),
    productionHost,
    isProduction,
    origin: location.origin ?? '',
    analyticsServiceUrl,
    buildDate,
    sessionPollSeconds: parseSeconds(env.VITE_SESSION_POLL_SECONDS, DEFAULTS.sessionPollSeconds),
    inspector: parseInspector(env.VITE_INSPECTOR),
    flowUsage: env.VITE_FLOW_USAGE ? env.VITE_FLOW_USAGE.trim() === '1' : !isProduction,
  };
}

/**
 * Where logout or a forced redirect goes (spec §2): `${loginAppBase}/login` when a user is
 * stored and is not OZEL_SIFRE_YETKILISI; the base itself for that type or with no user.
 */
export function loginRedirectUrl(
  cfg: Pick<Config, 'loginAppBase'> & Partial<Pick<Config, 'basePath'>>,
  user: { authorizedPersonType?: string | null; customerManagerName?: string | null } | null | undefined,
): string {
  // A customer manager's company session returns to the manager's portfolio
  // (src/views/customerManager/screens.ts), where the manager's own session is still kept.
  if (user?.customerManagerName) return joinPath(cfg.basePath ?? '/', 'customer-manager/portfolio');
  if (!user || user.authorizedPersonType === PRIVATE_PASSWORD_AUTHORIZED) return cfg.loginAppBase;
  return joinPath(cfg.loginAppBase, 'login');
}

/** Logs the build date at start-up when it is known (spec §9). */
export function logStartup(
  cfg: Pick<Config, 'buildDate'>,
  log: (...args: unknown[]) => void = console.info,
): void {
  if (cfg.buildDate) log(`Build date: ${cfg.buildDate}`);
}

// Written literally as `import.meta.env` so Vite replaces it at build time; absent under plain Node.
const runtimeEnv = (import.meta.env ?? {}) as unknown as Env;
const runtimeLocation: PageLocation =
  typeof window !== 'undefined' && window.location
    ? { hostname: window.location.hostname, origin: window.location.origin }
    : { hostname: '', origin: '' };

/** This installation's configuration. */
export const config: Config = createConfig(runtimeEnv, runtimeLocation);
