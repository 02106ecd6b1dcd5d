import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`, from where the side menu stays open beside the page. */
const WIDE = '(min-width: 64rem)';

const query = () => (typeof matchMedia === 'function' ? matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the side menu to be always on screen. Without
 * matchMedia (tests, old browsers) it answers yes, so nothing is ever left out.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
