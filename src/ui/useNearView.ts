import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin`): a heavy part below the fold
 * (a chart and its library) waits until the person scrolls towards it, so the first paint and
 * the main thread stay the page's. Without IntersectionObserver it is near at once.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
