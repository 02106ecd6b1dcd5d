import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. Without matchMedia (jsdom, old browsers)
 * it answers `fallback` (default true: the wide layout, where nothing is left out).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const list = useCallback(() => (typeof matchMedia === 'function' ? matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const current = list();
      current?.addEventListener('change', onChange);
      return () => current?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? fallback,
    () => fallback,
  );
}
