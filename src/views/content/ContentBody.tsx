import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { internalPath, sanitizeHtml } from './sanitizeHtml';

/** How CMS HTML reads in the portal: the page's own type scale, lists, tables and visible links. */
const PROSE = [
  'max-w-3xl space-y-3 text-sm leading-6 text-slate-800 [overflow-wrap:anywhere]',
  '[&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_img]:max-w-full',
].join(' ');

/**
 * The CMS's HTML, sanitized, in the portal's type. A click on an internal link moves within the
 * app (no reload, the session stays); external links open their new tab as the sanitizer set them.
 */
export function ContentBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    const path = anchor ? internalPath(anchor) : undefined;
    if (!path) return;
    event.preventDefault();
    navigate(path);
  }

  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by DOMPurify just above (sanitizeHtml.ts)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the controls; Enter on a link is a click
    // biome-ignore lint/a11y/noStaticElementInteractions: it only routes its links' clicks, it is no control itself
    <div className={PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
