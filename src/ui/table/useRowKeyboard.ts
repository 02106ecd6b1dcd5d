import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { RowVirtualizer } from './useRowVirtualizer';

export interface RowKeyboard {
  /** The row that takes Tab (roving tabindex). */
  focusedIndex: number;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onRowFocus: (index: number) => void;
}

interface Options {
  count: number;
  virtualizer: RowVirtualizer;
  bodyRef: RefObject<HTMLElement | null>;
  onToggle?: (index: number) => void;
  onOpen?: (index: number) => void;
}

const rowSelector = (index: number) => `[data-row-index="${index}"]`;

/**
 * Arrow keys, Home and End move between rows, Space selects, Enter opens. The target row may be
 * outside the rendered window: the virtualizer scrolls to it first, and it takes the focus on
 * the render that brings it into the DOM.
 */
export function useRowKeyboard({ count, virtualizer, bodyRef, onToggle, onOpen }: Options): RowKeyboard {
  const [focusedIndex, setFocusedIndex] = useState(0);
  const pending = useRef<number | null>(null);
  const index = Math.min(focusedIndex, Math.max(0, count - 1));

  useLayoutEffect(() => {
    if (pending.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(rowSelector(pending.current));
    if (row) {
      pending.current = null;
      row.focus();
    }
  });

  const moveTo = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    pending.current = target;
    setFocusedIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    // Already rendered: focus now (no re-render follows when the index did not change).
    const row = bodyRef.current?.querySelector<HTMLElement>(rowSelector(target));
    if (row) {
      pending.current = null;
      row.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]');
    if (!row || count === 0) return;
    const at = Number(row.dataset.rowIndex);
    // Keys typed into a control inside the row (a link, a button, a checkbox) are the control's.
    if (event.target !== row) return;
    const page = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? 480) / 48) - 1);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: count - 1,
      PageDown: at + page,
      PageUp: at - page,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    } else if (event.key === ' ' && onToggle) {
      event.preventDefault();
      onToggle(at);
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(at);
    }
  };

  return { focusedIndex: index, onKeyDown, onRowFocus: setFocusedIndex };
}
