import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { DataColumn } from './types';

/** "Sütunlar": which columns are shown; a column that may not be hidden stays checked. */
export function ColumnChooser<T>({
  columns,
  hidden,
  onToggle,
}: {
  columns: DataColumn<T>[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  if (!columns.some((c) => c.hideable !== false)) return null;
  return (
    <Popover className="relative">
      <PopoverButton className="inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400">
        Sütunlar
      </PopoverButton>
      <PopoverPanel className="absolute right-0 z-20 mt-2 w-60 rounded-md bg-white p-3 shadow-lg ring-1 ring-slate-200">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">Gösterilecek sütunlar</legend>
          <ul className="space-y-1">
            {columns.map((column) => (
              <li key={column.id}>
                <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="h-4 w-4 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-accent-400"
                    checked={!hidden.has(column.id)}
                    disabled={column.hideable === false}
                    onChange={() => onToggle(column.id)}
                  />
                  {column.header}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}
