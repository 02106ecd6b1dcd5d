import { type ReactNode, useId, useState } from 'react';
import { useMediaQuery } from './table';

/**
 * On a phone the five filters filled the whole first screen above the list: they fold behind a
 * "Filtreler" button there (saying how many are set), and stay open on wider screens. Folded,
 * the form stays mounted (hidden), so what was chosen is kept.
 */
export function FiltersFold({ active, children }: { active: number; children: ReactNode }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (wide) return <>{children}</>;
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((now) => !now)}
        className="flex w-full items-center justify-between rounded-lg bg-white px-4 py-3 text-left text-sm font-medium text-slate-900 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
      >
        <span>Filtreler{active > 0 ? ` (${active} etkin)` : ''}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
