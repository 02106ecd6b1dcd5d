/**
 * Writes a page's own title and lead into the splash (index.html's `#boot-greeting`) before any
 * module has run, for a logged-in visit to a built page that declares them in its feature's
 * `src/views/<feature>/intro.json` (the view renders the same file): the first paint is the page's
 * heading rather than grey bars, as the dashboard's greeting is (issue 14: the line-user page's
 * largest paint waited for the entry and the route's code). Runs inline like bootGreeting, so it
 * stays self-contained; `intros` holds each route's pattern as a regular expression source.
 */
export function bootIntro(
  doc: Document,
  path: string,
  base: string,
  intros: readonly (readonly [string, string, string])[],
): boolean {
  if (doc.documentElement.getAttribute('data-boot') !== 'portal') return false;
  const prefix = base.replace(/\/$/, '');
  const local = prefix && path.indexOf(prefix) === 0 ? path.slice(prefix.length) || '/' : path;
  let found: readonly [string, string, string] | undefined;
  for (let i = 0; i < intros.length && !found; i++) {
    const intro = intros[i];
    if (intro && new RegExp(intro[0]).test(local)) found = intro;
  }
  const box = doc.getElementById('boot-greeting');
  const heading = box?.querySelector('h1');
  const note = box?.querySelector('p');
  if (!found || !box || !heading || !note) return false;
  heading.textContent = found[1];
  note.textContent = found[2];
  box.hidden = false;
  const bars = doc.getElementById('boot-greeting-bars');
  if (bars) bars.hidden = true;
  return true;
}
