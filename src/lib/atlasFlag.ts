/**
 * Whether the flow atlas and its live inspection are on: always in development, in a build made
 * with VITE_INSPECTOR=atlas, and for an analyst who turned it on in this browser
 * (`?akisAtlasi=1` once, or localStorage `_n_flowAtlas` = "1"; `_n_` keys survive logout).
 */
export const FLOW_ATLAS_KEY = '_n_flowAtlas';
export const FLOW_ATLAS_QUERY = 'akisAtlasi';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Applies `?akisAtlasi=1` / `?akisAtlasi=0` from the address to the stored analyst setting. */
export function readAnalystSetting(
  search = typeof window === 'undefined' ? '' : window.location.search,
): boolean {
  const store = storage();
  const asked = new URLSearchParams(search).get(FLOW_ATLAS_QUERY);
  try {
    if (asked === '1') store?.setItem(FLOW_ATLAS_KEY, '1');
    if (asked === '0') store?.removeItem(FLOW_ATLAS_KEY);
    return store?.getItem(FLOW_ATLAS_KEY) === '1';
  } catch {
    return asked === '1';
  }
}

export function flowAtlasEnabled(options: { dev: boolean; inspector: string; search?: string }): boolean {
  return options.dev || options.inspector === 'atlas' || readAnalystSetting(options.search);
}
