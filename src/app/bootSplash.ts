/**
 * The static splash of index.html (the login page's layout, painted before any JavaScript) stays
 * over the app until a page of the app is there, then goes. "A page" is the first `main` or `h1`
 * under #root: the Loader of a screen whose code is on its way is not one, so the splash never
 * gives way to a blank loader and back (issue 7, login LCP).
 */
const SPLASH_ID = 'boot-splash';
const PAGE = 'main, h1';
/** Whatever happens, the splash never hides the app for longer than this. */
const LATEST_MS = 10_000;

export function dismissBootSplash(doc: Document = document): () => void {
  const splash = doc.getElementById(SPLASH_ID);
  const root = doc.getElementById('root');
  if (!splash || !root) return () => {};
  const dismiss = () => {
    observer.disconnect();
    clearTimeout(timer);
    splash.remove();
  };
  const observer = new MutationObserver(() => {
    if (root.querySelector(PAGE)) dismiss();
  });
  const timer = setTimeout(dismiss, LATEST_MS);
  if (root.querySelector(PAGE)) dismiss();
  else observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
