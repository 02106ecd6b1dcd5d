import {
  config,
  createConfig,
  DEFAULTS,
  joinPath,
  loginRedirectUrl,
  logStartup,
  normalisePath,
  PRIVATE_PASSWORD_AUTHORIZED,
} from './config';

const dev = { hostname: 'localhost', origin: 'http://localhost:5173' };
const prod = { hostname: 'kurumsal.operator.com.tr', origin: 'https://kurumsal.operator.com.tr' };

describe('createConfig', () => {
  it('uses the defaults with an empty environment', () => {
    const c = createConfig({}, dev);
    expect(c).toEqual({
      basePath: '/',
      loginAppBase: '/',
      apiBase: '/api',
      pathOverrides: {},
      productionHost: 'kurumsal.operator.com.tr',
      isProduction: false,
      origin: 'http://localhost:5173',
      analyticsServiceUrl: DEFAULTS.analyticsDevelopment,
      buildDate: '22-10-2025',
      sessionPollSeconds: 60,
      inspector: 'off',
      flowUsage: true,
    });
  });

  it('reports flow usage on the production host only when the installation opts in (issue 41)', () => {
    expect(createConfig({}, prod).flowUsage).toBe(false);
    expect(createConfig({ VITE_FLOW_USAGE: '1' }, prod).flowUsage).toBe(true);
    expect(createConfig({}, dev).flowUsage).toBe(true);
    expect(createConfig({ VITE_FLOW_USAGE: '0' }, dev).flowUsage).toBe(false);
  });

  it('reads every VITE_* value', () => {
    const c = createConfig(
      {
        VITE_BASE_PATH: '/kurumsal/',
        VITE_LOGIN_APP_BASE: 'https://giris.operator.com.tr/',
        VITE_API_BASE: 'https://api.example.com/v1/',
        VITE_ENDPOINT_OVERRIDES: '{"login":"/dc_ccsi/v2/login","bad":3}',
        VITE_PRODUCTION_HOST: 'portal.example.com',
        VITE_ANALYTICS_URL_DEVELOPMENT: 'https://dev.analytics/x',
        VITE_BUILD_DATE: '01-01-2026',
        VITE_SESSION_POLL_SECONDS: '15',
        VITE_INSPECTOR: 'stately',
      },
      dev,
    );
    expect(c.basePath).toBe('/kurumsal');
    expect(c.loginAppBase).toBe('https://giris.operator.com.tr');
    expect(c.apiBase).toBe('https://api.example.com/v1');
    expect(c.pathOverrides).toEqual({ login: '/dc_ccsi/v2/login' });
    expect(c.productionHost).toBe('portal.example.com');
    expect(c.analyticsServiceUrl).toBe('https://dev.analytics/x');
    expect(c.buildDate).toBe('01-01-2026');
    expect(c.sessionPollSeconds).toBe(15);
    expect(c.inspector).toBe('stately');
  });

  it('defaults the login application base to the base path', () => {
    expect(createConfig({ VITE_BASE_PATH: 'kurumsal' }, dev).loginAppBase).toBe('/kurumsal');
  });

  it('chooses production by the page host', () => {
    const env = {
      VITE_ANALYTICS_URL_PRODUCTION: 'https://prod/a',
      VITE_ANALYTICS_URL_DEVELOPMENT: 'https://dev/a',
    };
    const p = createConfig(env, prod);
    expect(p.isProduction).toBe(true);
    expect(p.analyticsServiceUrl).toBe('https://prod/a');
    const d = createConfig(env, { hostname: 'test.kurumsal.operator.com.tr', origin: '' });
    expect(d.isProduction).toBe(false);
    expect(d.analyticsServiceUrl).toBe('https://dev/a');
    expect(createConfig({}, prod).analyticsServiceUrl).toBe(DEFAULTS.analyticsProduction);
  });

  it('treats malformed overrides as none', () => {
    for (const raw of ['{oops', '[]', '"x"', 'null', '42', '']) {
      expect(createConfig({ VITE_ENDPOINT_OVERRIDES: raw }, dev).pathOverrides).toEqual({});
    }
  });

  it('falls back on bad poll seconds and unknown inspectors', () => {
    for (const raw of ['abc', '0', '-5', '', 'Infinity']) {
      expect(createConfig({ VITE_SESSION_POLL_SECONDS: raw }, dev).sessionPollSeconds).toBe(60);
    }
    expect(createConfig({ VITE_INSPECTOR: 'ATLAS' }, dev).inspector).toBe('atlas');
    expect(createConfig({ VITE_INSPECTOR: 'redux' }, dev).inspector).toBe('off');
  });

  it('treats an explicitly empty build date as unknown', () => {
    expect(createConfig({ VITE_BUILD_DATE: '' }, dev).buildDate).toBe('');
  });
});

describe('path helpers', () => {
  it('normalises paths', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('///')).toBe('/');
    expect(normalisePath('a/b/')).toBe('/a/b');
    expect(normalisePath('https://x.com/')).toBe('https://x.com');
    expect(normalisePath('https://x.com/app//')).toBe('https://x.com/app');
  });

  it('joins with exactly one slash', () => {
    expect(joinPath('/', 'login')).toBe('/login');
    expect(joinPath('/kurumsal/', '/login')).toBe('/kurumsal/login');
    expect(joinPath('https://x.com', 'login')).toBe('https://x.com/login');
  });
});

describe('loginRedirectUrl', () => {
  const user = { authorizedPersonType: 'YETKILI' };

  it('goes to <base>/login when a user of another type is stored', () => {
    expect(loginRedirectUrl(createConfig({}, dev), user)).toBe('/login');
    expect(loginRedirectUrl(createConfig({ VITE_BASE_PATH: '/kurumsal/' }, dev), user)).toBe(
      '/kurumsal/login',
    );
    expect(
      loginRedirectUrl(createConfig({ VITE_LOGIN_APP_BASE: 'https://giris.example.com/' }, dev), user),
    ).toBe('https://giris.example.com/login');
  });

  it('goes to the base itself for OZEL_SIFRE_YETKILISI or with no user', () => {
    const c = createConfig({ VITE_LOGIN_APP_BASE: 'https://giris.example.com' }, dev);
    expect(loginRedirectUrl(c, { authorizedPersonType: PRIVATE_PASSWORD_AUTHORIZED })).toBe(
      'https://giris.example.com',
    );
    expect(loginRedirectUrl(c, null)).toBe('https://giris.example.com');
    expect(loginRedirectUrl(createConfig({}, dev), null)).toBe('/');
  });
});

describe('logStartup', () => {
  it('logs the build date when known', () => {
    const log = vi.fn();
    logStartup(createConfig({}, dev), log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('22-10-2025');
  });

  it('stays silent when the build date is unknown', () => {
    const log = vi.fn();
    logStartup(createConfig({ VITE_BUILD_DATE: '' }, dev), log);
    expect(log).not.toHaveBeenCalled();
  });

  it('uses console.info by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logStartup({ buildDate: '22-10-2025' });
    expect(info).toHaveBeenCalledWith('Build date: 22-10-2025');
    info.mockRestore();
  });
});

describe('config', () => {
  it('is built from the running page', () => {
    expect(config.origin).toBe(window.location.origin);
    expect(config.isProduction).toBe(false);
    expect(config.apiBase.length).toBeGreaterThan(0);
  });
});
