/** What the search box and its stand-in share, so the swap between them is invisible. */
export { SEARCH_TEXT_MAX } from '../../api/search/headerTypes';
export const SEARCH_LABEL = 'Portalda ara';
export const SEARCH_PLACEHOLDER = 'İşlem, ekran veya hat numarası ara';
export const SEARCH_BOX_CLASS =
  'w-full rounded-md border-0 bg-white/10 px-3 py-1.5 text-sm text-white placeholder:text-slate-200 focus:bg-white focus:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';
