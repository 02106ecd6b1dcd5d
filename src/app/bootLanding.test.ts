/**
 * bootLanding picks the first page from the address and local storage alone: it agrees with
 * isLoggedInSession on who is logged in, honours the base path, and works from its own source
 * text (index.html runs it inline).
 */

import { TEST_USER } from '../../tests/activeUser';
import { isLoggedInSession, readStoredSession } from '../lib/sessionSnapshot';
import { STORAGE_KEYS, storage, writeRaw } from '../lib/storage';
import { bootLanding } from './bootLanding';

const KEYS = { pageToken: STORAGE_KEYS.pageToken, activeUser: STORAGE_KEYS.activeUser };

const USER = TEST_USER;

/** A reader over a fixed set of stored values, as localStorage.getItem would answer. */
function reader(values: Record<string, string>) {
  return (key: string) => values[key] ?? null;
}

const LOGGED_IN = reader({ pageToken: 'token-1', activeUser: JSON.stringify(USER) });

describe('bootLanding', () => {
  it('sends a visit without a page token to the login page', () => {
    expect(bootLanding('/dashboard', '/', reader({ activeUser: JSON.stringify(USER) }), KEYS)).toBe('login');
    expect(
      bootLanding('/dashboard', '/', reader({ pageToken: '', activeUser: JSON.stringify(USER) }), KEYS),
    ).toBe('login');
  });

  it('sends a visit without an active user to the login page', () => {
    expect(bootLanding('/dashboard', '/', reader({ pageToken: 'token-1' }), KEYS)).toBe('login');
    expect(bootLanding('/dashboard', '/', reader({ pageToken: 'token-1', activeUser: 'null' }), KEYS)).toBe(
      'login',
    );
  });

  it('sends a visit whose active user is malformed JSON to the login page', () => {
    expect(
      bootLanding('/', '/', reader({ pageToken: 'token-1', activeUser: '{"corporateNcst":' }), KEYS),
    ).toBe('login');
  });

  it('sends a user without corporateNcst or customerNcst to the login page', () => {
    for (const user of [
      { ...USER, corporateNcst: '' },
      { ...USER, customerNcst: '' },
      { userName: 'Ayşe Yılmaz', customerNcst: '2002' },
      { userName: 'Ayşe Yılmaz', corporateNcst: '1001' },
    ]) {
      const read = reader({ pageToken: 'token-1', activeUser: JSON.stringify(user) });
      expect(bootLanding('/dashboard', '/', read, KEYS)).toBe('login');
    }
  });

  it('lands a logged-in visit to "/", "/dashboard" or "/dashboard/" on the dashboard', () => {
    for (const path of ['/', '/dashboard', '/dashboard/']) {
      expect(bootLanding(path, '/', LOGGED_IN, KEYS)).toBe('dashboard');
    }
  });

  it('lands a logged-in visit to another private page in the portal frame', () => {
    expect(bootLanding('/contracts', '/', LOGGED_IN, KEYS)).toBe('portal');
    expect(bootLanding('/dashboard/extra', '/', LOGGED_IN, KEYS)).toBe('portal');
  });

  it('reads the page below the base path', () => {
    expect(bootLanding('/portal/', '/portal/', LOGGED_IN, KEYS)).toBe('dashboard');
    expect(bootLanding('/portal', '/portal/', LOGGED_IN, KEYS)).toBe('dashboard');
    expect(bootLanding('/portal/dashboard', '/portal/', LOGGED_IN, KEYS)).toBe('dashboard');
    expect(bootLanding('/portal/contracts', '/portal/', LOGGED_IN, KEYS)).toBe('portal');
  });

  it('agrees with isLoggedInSession on every stored session', () => {
    const cases: { name: string; write: () => void }[] = [
      { name: 'nothing stored', write: () => {} },
      {
        name: 'token and full user',
        write: () => {
          storage.pageToken.set('token-1');
          storage.activeUser.set(USER);
        },
      },
      { name: 'token only', write: () => storage.pageToken.set('token-1') },
      { name: 'user only', write: () => storage.activeUser.set(USER) },
      {
        name: 'empty token',
        write: () => {
          storage.pageToken.set('');
          storage.activeUser.set(USER);
        },
      },
      {
        name: 'user without corporateNcst',
        write: () => {
          storage.pageToken.set('token-1');
          storage.activeUser.set({ ...USER, corporateNcst: '' });
        },
      },
      {
        name: 'user without customerNcst',
        write: () => {
          storage.pageToken.set('token-1');
          storage.activeUser.set({ ...USER, customerNcst: '' });
        },
      },
      {
        name: 'malformed user JSON',
        write: () => {
          storage.pageToken.set('token-1');
          writeRaw(STORAGE_KEYS.activeUser, '{"corporateNcst":');
        },
      },
      {
        name: 'user stored as an array',
        write: () => {
          storage.pageToken.set('token-1');
          writeRaw(STORAGE_KEYS.activeUser, '["1001","2002"]');
        },
      },
    ];
    const read = (key: string) => localStorage.getItem(key);
    let loggedIn = 0;
    for (const { name, write } of cases) {
      localStorage.clear();
      write();
      const expected = isLoggedInSession(readStoredSession());
      if (expected) loggedIn += 1;
      for (const path of ['/', '/dashboard', '/contracts']) {
        expect(bootLanding(path, '/', read, KEYS) !== 'login', `${name} on ${path}`).toBe(expected);
      }
    }
    // The table holds both answers, so the comparison is not vacuous.
    expect(loggedIn).toBe(1);
  });

  it('gives the same answers when rebuilt from its own source text', () => {
    const inline = new Function(`return ${bootLanding.toString()}`)() as typeof bootLanding;
    expect(inline).not.toBe(bootLanding);
    const visits: [string, string, (key: string) => string | null][] = [
      ['/', '/', LOGGED_IN],
      ['/dashboard/', '/', LOGGED_IN],
      ['/contracts', '/', LOGGED_IN],
      ['/portal/dashboard', '/portal/', LOGGED_IN],
      ['/portal/contracts', '/portal/', LOGGED_IN],
      ['/dashboard', '/', reader({})],
      ['/dashboard', '/', reader({ pageToken: 'token-1', activeUser: '{' })],
      ['/dashboard', '/', reader({ pageToken: 'token-1', activeUser: '{"corporateNcst":"1"}' })],
    ];
    const answers = visits.map(([path, base, read]) => inline(path, base, read, KEYS));
    expect(answers).toEqual(visits.map(([path, base, read]) => bootLanding(path, base, read, KEYS)));
    expect(answers).toEqual([
      'dashboard',
      'dashboard',
      'portal',
      'dashboard',
      'portal',
      'login',
      'login',
      'login',
    ]);
  });
});
