import { useRef } from 'react';
import type { SelectionProps } from './types';

export interface SelectionModel {
  isSelected: (id: string) => boolean;
  /** A row's checkbox: with shift, everything from the last clicked row to this one follows it. */
  toggle: (index: number, shift: boolean) => void;
  /** Header checkbox state over the rows shown. */
  allShown: boolean;
  someShown: boolean;
  toggleAllShown: () => void;
  clear: () => void;
}

/** Selection over the rows shown, kept by id so sorting and filtering never lose a choice. */
export function useSelection(ids: readonly string[], selection: SelectionProps | undefined): SelectionModel {
  const anchor = useRef<number | null>(null);
  const selected = selection?.selected ?? new Set<string>();
  let shownSelected = 0;
  for (const id of ids) if (selected.has(id)) shownSelected += 1;

  const change = (next: Set<string>) => selection?.onChange(next);
  return {
    isSelected: (id) => selected.has(id),
    toggle: (index, shift) => {
      const id = ids[index];
      if (id === undefined) return;
      const on = !selected.has(id);
      const next = new Set(selected);
      const from = shift && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = shift && anchor.current !== null ? Math.max(anchor.current, index) : index;
      for (let i = from; i <= to; i++) {
        const rowId = ids[i];
        if (rowId === undefined) continue;
        if (on) next.add(rowId);
        else next.delete(rowId);
      }
      anchor.current = index;
      change(next);
    },
    allShown: ids.length > 0 && shownSelected === ids.length,
    someShown: shownSelected > 0 && shownSelected < ids.length,
    toggleAllShown: () => {
      const next = new Set(selected);
      const select = shownSelected < ids.length;
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      change(next);
    },
    clear: () => {
      anchor.current = null;
      change(new Set());
    },
  };
}
