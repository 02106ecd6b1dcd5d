/**
 * landingCode names the code of the page a visit opens on: the login screen for a visitor, the
 * portal layout and the screen of the route (after the root redirect) for a logged-in person,
 * and the layout alone for an address without a screen.
 */

import { TEST_USER } from '../../tests/activeUser';
import { ROUTES } from '../lib/routes';
import { EMPTY_SESSION, type StoredSession } from '../lib/sessionSnapshot';
import { landingCode, type Preloadable, stepCode } from './landingCode';
import { BUILT_SCREENS, portalLayout, screens } from './screens';

const USER = TEST_USER;

const LOGGED_OUT: StoredSession = EMPTY_SESSION;
const LOGGED_IN: StoredSession = { ...EMPTY_SESSION, pageToken: 'token-1', user: USER, termsApproved: 1 };

/** Names instead of components, so a failure reads as a list of screens. */
const NAMES = new Map<Preloadable, string>([
  [portalLayout, 'portalLayout'],
  [stepCode, 'stepCode'],
  ...Object.entries(screens).map(([name, screen]): [Preloadable, string] => [screen, `screens.${name}`]),
  ...Object.entries(BUILT_SCREENS).map(([pattern, screen]): [Preloadable, string] => [screen, pattern]),
]);
const named = (session: StoredSession, path: string) =>
  landingCode(session, path).map((code) => NAMES.get(code) ?? 'unknown');

describe('landingCode', () => {
  it('loads the login screen with the login machine for a visitor on "/" or a login page', () => {
    for (const path of ['/', '/login', '/login/otp']) {
      expect(named(LOGGED_OUT, path), path).toEqual(['screens.login', 'stepCode']);
    }
  });

  it('loads the screen of a page read before login for a visitor', () => {
    expect(named(LOGGED_OUT, '/terms-of-use-agreement')).toEqual(['/terms-of-use-agreement']);
    expect(named(LOGGED_OUT, '/open-source-documents')).toEqual(['/open-source-documents']);
  });

  it('loads nothing for a visitor on a private page', () => {
    expect(named(LOGGED_OUT, '/contracts')).toEqual([]);
    expect(named(LOGGED_OUT, '/dashboard')).toEqual([]);
  });

  it('counts a session without both company numbers as a visitor', () => {
    const partial = { ...LOGGED_IN, user: { ...USER, customerNcst: '' } };
    expect(named(partial, '/dashboard')).toEqual([]);
    expect(named({ ...LOGGED_IN, pageToken: null }, '/')).toEqual(['screens.login', 'stepCode']);
  });

  it('loads the layout and the dashboard for a logged-in visit to /dashboard', () => {
    expect(named(LOGGED_IN, '/dashboard')).toEqual(['portalLayout', '/dashboard']);
  });

  it('follows the root redirect: the dashboard, or the terms when they are not approved', () => {
    expect(named(LOGGED_IN, '/')).toEqual(['portalLayout', '/dashboard']);
    // The terms page renders the terms child: the session's steps come along.
    expect(named({ ...LOGGED_IN, termsApproved: 0 }, '/')).toEqual([
      'portalLayout',
      '/terms-approved',
      'stepCode',
    ]);
  });

  it('follows the root redirect to the corporate selection', () => {
    const corporates = [
      { corporateNcst: '1001', corporateName: 'Örnek A.Ş.', defaultCompany: true },
      { corporateNcst: '1002', corporateName: 'Örnek Lojistik', defaultCompany: false },
    ];
    const session: StoredSession = {
      ...LOGGED_IN,
      easyLoginCorporateList: corporates,
      defaultHolding: true,
      firstLoginforDefaultHolding: true,
    };
    expect(named(session, '/')).toEqual(['portalLayout', '/corporate-selection', 'stepCode']);
  });

  it('matches routes with parameters', () => {
    expect(named(LOGGED_IN, '/my-orders/SP-1')).toEqual(['portalLayout', '/my-orders/:orderNo']);
    expect(named(LOGGED_IN, '/my-orders')).toEqual(['portalLayout', '/my-orders']);
    expect(named(LOGGED_IN, '/new-line/step/2')).toEqual(['portalLayout', '/new-line/*']);
  });

  it('every private route has its screen, and an address without one loads the layout alone', () => {
    const unbuilt = ROUTES.filter((route) => route.access === 'private' && !(route.pattern in BUILT_SCREENS));
    expect(unbuilt.map((route) => route.pattern)).toEqual([]);
    expect(named(LOGGED_IN, '/boyle-bir-sayfa-yok')).toEqual(['portalLayout']);
  });
});

describe('the screen registry', () => {
  it('finds every feature folder’s screens.ts and only routes of the route table', () => {
    const patterns = new Set(ROUTES.map((route) => route.pattern));
    expect(Object.keys(BUILT_SCREENS)).toEqual(
      expect.arrayContaining(['/dashboard', '/my-orders', '/new-line/*']),
    );
    for (const pattern of Object.keys(BUILT_SCREENS)) expect(patterns.has(pattern), pattern).toBe(true);
  });

  it('refuses a route declared by two features', async () => {
    const { assembleRoutes } = await import('../lib/routeTable');
    const roaming = { path: '/roaming', title: 'Yurt Dışı Kullanım' };
    expect(() => assembleRoutes({ a: [roaming], b: [roaming] })).toThrow(/two screens\.ts/);
  });
});
