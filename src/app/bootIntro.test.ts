/**
 * A logged-in visit to a built page paints that page's own title and lead in the splash before
 * any module has run (the script index.html carries, as the boot plugin writes it).
 */
import { greetingScript, patternSource, readIntros } from '../../scripts/vite/bootPlugin';
import intros from '../views/lineUser/intro.json';

const SPLASH = [
  '<div id="boot-greeting" hidden><h1>Hoş geldiniz</h1><p></p></div>',
  '<div id="boot-greeting-bars"></div>',
].join('');

function runAt(path: string, landing: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = SPLASH;
  document.documentElement.dataset.boot = landing;
  new Function(greetingScript(readIntros(process.cwd()), '/'))();
  const box = document.getElementById('boot-greeting') as HTMLElement;
  return {
    shown: !box.hidden,
    title: box.querySelector('h1')?.textContent,
    lead: box.querySelector('p')?.textContent,
    bars: !(document.getElementById('boot-greeting-bars') as HTMLElement).hidden,
  };
}

afterEach(() => {
  delete document.documentElement.dataset.boot;
  window.history.replaceState(null, '', '/');
});

describe('the splash paints a built page’s own heading', () => {
  it('writes the line-user page’s title and lead, the words its view renders', () => {
    expect(runAt('/update-product-user', 'portal')).toEqual({
      shown: true,
      title: intros['/update-product-user'].title,
      lead: intros['/update-product-user'].lead,
      bars: false,
    });
  });

  it('finds every feature’s intro.json, by route pattern', () => {
    expect(readIntros(process.cwd())).toContainEqual([
      patternSource('/update-product-user'),
      intros['/update-product-user'].title,
      intros['/update-product-user'].lead,
    ]);
  });

  it('runs in the head before the splash is parsed, and writes as the parser inserts it', async () => {
    window.history.replaceState(null, '', '/update-product-user');
    document.body.innerHTML = '';
    document.documentElement.dataset.boot = 'portal';
    new Function(greetingScript(readIntros(process.cwd()), '/'))();
    // The parser inserts the greeting, then the bars that follow it in index.html.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="boot-greeting" hidden><h1>Hoş geldiniz</h1><p></p></div>',
    );
    await Promise.resolve();
    expect((document.getElementById('boot-greeting') as HTMLElement).hidden).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<div id="boot-greeting-bars"></div>');
    // A mutation observer answers in a microtask: within the parser's task, before any frame.
    await Promise.resolve();
    const box = document.getElementById('boot-greeting') as HTMLElement;
    expect({ shown: !box.hidden, title: box.querySelector('h1')?.textContent }).toEqual({
      shown: true,
      title: intros['/update-product-user'].title,
    });
    expect((document.getElementById('boot-greeting-bars') as HTMLElement).hidden).toBe(true);
  });

  it('keeps the bars on a page without an intro, and for a visitor', () => {
    expect(runAt('/my-orders', 'portal')).toMatchObject({ shown: false, bars: true });
    expect(runAt('/update-product-user', 'login')).toMatchObject({ shown: false, bars: true });
  });
});
