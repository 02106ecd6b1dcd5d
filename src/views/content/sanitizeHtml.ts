/**
 * CMS HTML made safe to show (issue 21): DOMPurify keeps formatting, lists, tables and links and
 * drops scripts, inline handlers, styles, frames, forms and javascript: addresses. Links are then
 * checked: one to another site opens a new tab without handing this page to it
 * (rel="noopener noreferrer"); one into the portal stays in the app (ContentBody routes it).
 * DOMPurify is imported here only, so it loads with the content pages' chunk, not the entry.
 */
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);
let pageOrigin = '';

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

purify.addHook('afterSanitizeAttributes', (node) => {
  // A target the CMS wrote is not trusted; external links get theirs below.
  node.removeAttribute('target');
  if (node.nodeName !== 'A' || !node.hasAttribute('href')) return;
  let url: URL;
  try {
    url = new URL(node.getAttribute('href') ?? '', pageOrigin);
  } catch {
    node.removeAttribute('href');
    return;
  }
  if (isWeb(url) && url.origin !== pageOrigin) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('rel');
  }
});

/** The CMS's HTML with nothing that runs; `origin` tells internal links from external ones. */
export function sanitizeHtml(html: string, origin: string = window.location.origin): string {
  pageOrigin = origin;
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcset'],
  });
}

/** The portal path an internal link points at, or undefined for any other link. */
export function internalPath(anchor: HTMLAnchorElement, origin: string = window.location.origin) {
  if (anchor.target === '_blank' || !anchor.hasAttribute('href')) return undefined;
  const url = new URL(anchor.getAttribute('href') ?? '', origin);
  if (url.origin !== origin || !isWeb(url)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
