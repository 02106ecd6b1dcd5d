/**
 * The splash greets a logged-in person on the dashboard before any module has run: the script
 * index.html carries (its own source text, as the boot plugin writes it) fills the splash's
 * greeting with the page's own wording, and leaves the bars for anyone else.
 */

import { greetingScript } from '../../scripts/vite/bootPlugin';
import { TEST_USER } from '../../tests/activeUser';
import { STORAGE_KEYS } from '../lib/storage';
import { greetingLine, greetingTitle } from '../views/dashboard/greeting';

const SPLASH = [
  '<div id="boot-greeting" hidden><h1>Hoş geldiniz</h1><p></p></div>',
  '<div id="boot-greeting-bars"></div>',
].join('');

/** Runs the inline script as the browser would, after the splash's greeting was parsed. */
function runGreeting(landing: string | null, storedUser: string | null) {
  document.body.innerHTML = SPLASH;
  if (landing) document.documentElement.dataset.boot = landing;
  else delete document.documentElement.dataset.boot;
  if (storedUser === null) localStorage.removeItem(STORAGE_KEYS.activeUser);
  else localStorage.setItem(STORAGE_KEYS.activeUser, storedUser);
  new Function(greetingScript())();
  const box = document.getElementById('boot-greeting') as HTMLElement;
  return {
    shown: !box.hidden,
    barsShown: !(document.getElementById('boot-greeting-bars') as HTMLElement).hidden,
    title: box.querySelector('h1')?.textContent,
    line: box.querySelector('p')?.textContent,
  };
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.boot;
});

describe('the splash greeting', () => {
  it('writes the dashboard’s greeting for the stored user and hides the bars', () => {
    const result = runGreeting('dashboard', JSON.stringify(TEST_USER));
    expect(result).toEqual({
      shown: true,
      barsShown: false,
      title: greetingTitle(TEST_USER.userName),
      line: greetingLine(TEST_USER.corporateName),
    });
    expect(result.title).toBe(`Hoş geldiniz, ${TEST_USER.userName}`);
  });

  it('writes text, never markup, whatever the stored name holds', () => {
    const user = { ...TEST_USER, userName: '<img src=x onerror=alert(1)>', corporateName: '<b>Şirket</b>' };
    const result = runGreeting('dashboard', JSON.stringify(user));
    expect(result.title).toBe('Hoş geldiniz, <img src=x onerror=alert(1)>');
    expect(document.querySelector('#boot-greeting img, #boot-greeting b')).toBeNull();
  });

  it('keeps the bars on other pages, for visitors and for a stored user it cannot read', () => {
    const hidden = { shown: false, barsShown: true, title: 'Hoş geldiniz', line: '' };
    expect(runGreeting('portal', JSON.stringify(TEST_USER))).toEqual(hidden);
    expect(runGreeting('login', JSON.stringify(TEST_USER))).toEqual(hidden);
    expect(runGreeting(null, JSON.stringify(TEST_USER))).toEqual(hidden);
    expect(runGreeting('dashboard', null)).toEqual(hidden);
    expect(runGreeting('dashboard', '{not json')).toEqual(hidden);
    expect(runGreeting('dashboard', JSON.stringify({ ...TEST_USER, userName: '' }))).toEqual(hidden);
    expect(runGreeting('dashboard', JSON.stringify({ ...TEST_USER, userName: 42 }))).toEqual(hidden);
  });

  it('leaves the splash alone when local storage throws', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    document.body.innerHTML = SPLASH;
    document.documentElement.dataset.boot = 'dashboard';
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => new Function(greetingScript())()).not.toThrow();
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original);
    }
    expect((document.getElementById('boot-greeting') as HTMLElement).hidden).toBe(true);
  });
});
