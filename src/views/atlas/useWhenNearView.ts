import { useEffect, useRef } from 'react';

/** How far below (or above) the window a section counts as near: it is drawn before it is seen. */
const AHEAD = '800px 0px';

/**
 * Reports once that the element has come near the window (the atlas then lays its chart out);
 * only reports, the work is the chart queue's. Without IntersectionObserver (jsdom), at once.
 */
export function useWhenNearView<T extends Element>(
  /** The chart waited for; undefined once it is drawn (nothing to report). */
  id: string | undefined,
  report: (id: string) => void,
) {
  const ref = useRef<T>(null);
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    const element = ref.current;
    if (id === undefined || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      latest.current(id);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        latest.current(id);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return ref;
}
