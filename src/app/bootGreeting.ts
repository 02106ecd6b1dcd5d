/**
 * Writes the dashboard's greeting into the splash (index.html's `#boot-greeting`) from the stored
 * active user, before any module has run: a logged-in person's first paint is their greeting
 * rather than grey bars (issue 7, the dashboard's largest paint). index.html runs this function
 * inline right after the element (scripts/vite/bootPlugin.ts puts its source there), so it must
 * stay self-contained; the lines themselves come from the page's own greeting functions.
 *
 * It writes only when the boot script chose the dashboard's frame and the user has a name, and
 * answers whether it did; otherwise the bars stay.
 */
export function bootGreeting(
  doc: Document,
  storedUser: string | null,
  title: (userName: string) => string,
  line: (corporateName: string) => string,
): boolean {
  if (doc.documentElement.getAttribute('data-boot') !== 'dashboard') return false;
  let user: { userName?: unknown; corporateName?: unknown } | null = null;
  try {
    user = JSON.parse(storedUser || 'null');
  } catch (_error) {
    return false;
  }
  const box = doc.getElementById('boot-greeting');
  const heading = box?.querySelector('h1');
  const note = box?.querySelector('p');
  if (!box || !heading || !note || typeof user?.userName !== 'string' || !user.userName) return false;
  heading.textContent = title(user.userName);
  note.textContent = line(typeof user.corporateName === 'string' ? user.corporateName : '');
  box.hidden = false;
  const bars = doc.getElementById('boot-greeting-bars');
  if (bars) bars.hidden = true;
  return true;
}
