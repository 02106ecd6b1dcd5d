/**
 * Where an entry from outside (`/ext?target=…`, spec §2) may send a person: only a page of this
 * portal, written as a path below the base path. Anything else (another site, a protocol-relative
 * `//host`, `javascript:`, a path no route knows) is refused, so a link cannot lead people away.
 */
import { classifyPath } from './routes';

/** The query parameter of /ext that names the page (the spec leaves its name open). */
export const EXT_TARGET_PARAM = 'target';

const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * The target as a path (with its query) below the base path, or null when it is not a guarded
 * page of the portal. `basePath` lets a target that repeats the prefix through as well.
 */
export function portalTarget(raw: string | null | undefined, basePath = '/'): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Only a rooted path; "//host" and "/\host" are other sites to a browser.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in a portal path (browsers drop or bend them).
  if ([...value].some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const prefix = basePath.replace(/\/+$/, '');
  let path = url.pathname;
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || '/';
  // Only guarded pages: "/", the login and the entry pages themselves would loop.
  if (classifyPath(path) !== 'private') return null;
  return `${path}${url.search}${url.hash}`;
}
