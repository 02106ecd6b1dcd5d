import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Spinner } from './Spinner';
import { EXPORT_BUTTON_CLASS, type ExportFormat, ExportLabel } from './toolbarButtons';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (Excel, ;)' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

/**
 * The "Dışa aktar" menu itself, loaded after the page's first paint (ExportMenu.tsx shows a
 * look-alike of its button until then and keeps the export's state).
 */
export function ExportFormatMenu({
  label,
  disabled,
  busy,
  onChoose,
}: {
  label: string;
  disabled: boolean;
  busy: boolean;
  onChoose(format: ExportFormat): void;
}) {
  return (
    <Menu as="div" className="relative">
      <MenuButton className={EXPORT_BUTTON_CLASS} disabled={disabled || busy} aria-busy={busy}>
        {busy ? <Spinner size="sm" /> : null}
        <ExportLabel label={label} />
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-1 w-52 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {FORMATS.map((item) => (
          <MenuItem key={item.format}>
            <button
              type="button"
              onClick={() => onChoose(item.format)}
              className="block w-full rounded px-3 py-2 text-left text-sm text-slate-900 data-focus:bg-brand-50"
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
