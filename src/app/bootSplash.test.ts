import { dismissBootSplash } from './bootSplash';

function page() {
  document.body.innerHTML = '<div id="root"></div><div id="boot-splash"><h1>Kurumsal Portal</h1></div>';
  return { root: document.getElementById('root')!, splash: () => document.getElementById('boot-splash') };
}

describe('boot splash', () => {
  it('stays over a loader and goes once a page of the app is there', async () => {
    const { root, splash } = page();
    dismissBootSplash();
    root.innerHTML = '<div class="fixed"><span role="status">Yükleniyor</span></div>';
    await Promise.resolve();
    expect(splash()).not.toBeNull();
    root.innerHTML = '<main><h1>Kurumsal Portal</h1></main>';
    await vi.waitFor(() => expect(splash()).toBeNull());
  });

  it('goes at once when the page is already there, and never outstays its deadline', () => {
    vi.useFakeTimers();
    try {
      const first = page();
      first.root.innerHTML = '<h1>Bu bölüm henüz hazır değil</h1>';
      dismissBootSplash();
      expect(first.splash()).toBeNull();
      const second = page();
      dismissBootSplash();
      vi.advanceTimersByTime(10_000);
      expect(second.splash()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
