import {
  measureElement as measureByLayout,
  observeElementRect,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * Used when the scrolling element reports no size: jsdom has no layout, and a hidden panel has
 * none yet. A laptop-sized window keeps the row count bounded (it never means "show all").
 */
const FALLBACK_RECT: Rect = { width: 1024, height: 640 };

/** Rows kept beyond the visible ones at each end: enough for smooth keyboard moves, few in the DOM. */
const OVERSCAN = 6;

export type RowVirtualizer = Virtualizer<HTMLElement, HTMLElement>;

/** TanStack Virtual for the table's scroll box, measuring real rows and falling back to estimates. */
export function useRowVirtualizer(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  estimate: number,
): RowVirtualizer {
  return useVirtualizer<HTMLElement, HTMLElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    // A zero height (no layout) would make every row fit the window: keep the estimate instead.
    measureElement: (element, entry, instance) => {
      const size = measureByLayout(element, entry, instance);
      return size > 0 ? size : estimate;
    },
  });
}
