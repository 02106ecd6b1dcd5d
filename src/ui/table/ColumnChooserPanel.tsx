import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { COLUMN_BUTTON_CLASS } from '../toolbarButtons';

/** What the popover reads of a column, whatever the table's rows are. */
export interface ChoosableColumn {
  id: string;
  header: string;
  hideable?: boolean;
}

/**
 * The "Sütunlar" popover itself, loaded after the table's first paint (ColumnChooser.tsx shows a
 * look-alike of its button until then): Headless UI is no part of a list page's first visit.
 */
export function ColumnChooserPanel({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly ChoosableColumn[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <Popover className="relative">
      <PopoverButton className={COLUMN_BUTTON_CLASS}>Sütunlar</PopoverButton>
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
