import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/** Below this many items every item is in the DOM: short lists need no windowing. */
export const PLAIN_LIMIT = 100;

interface VirtualListProps<T> {
  items: readonly T[];
  /** A row's fixed height in px (rows are one or two lines; fixed keeps scrolling cheap). */
  rowHeight: number;
  getKey: (item: T) => string;
  render: (item: T) => ReactNode;
  label: string;
  /** Tailwind max-height class of the scroll box. */
  maxHeight?: string;
}

/**
 * A list that keeps only the rows in view in the DOM once it is long (tens of thousands of lines),
 * with each row's position announced (aria-setsize/posinset) so a screen reader still hears
 * "12 of 20,000".
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  render,
  label,
  maxHeight = 'max-h-80',
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const windowed = items.length > PLAIN_LIMIT;
  const virtualizer = useVirtualizer({
    count: windowed ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: { width: 360, height: 320 },
  });
  if (!windowed) {
    return (
      <ul aria-label={label} className={`${maxHeight} divide-y divide-slate-100 overflow-y-auto`}>
        {items.map((item) => (
          <li key={getKey(item)}>{render(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <div ref={scrollRef} className={`${maxHeight} overflow-y-auto`}>
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={getKey(item)}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 top-0 border-b border-slate-100"
              style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {render(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
