import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

export type ExportFormat = 'csv' | 'xlsx';
/** A server export that mails the file instead resolves with `{ mailed: true }`. */
// biome-ignore lint/suspicious/noConfusingVoidType: void lets a consumer pass a plain `async () => {...}` or `downloadSheet(...)`.
export type ExportResult = void | { mailed: true };

export interface ExportMenuProps {
  onExport(format: ExportFormat): Promise<ExportResult>;
  disabled?: boolean;
  label?: string;
}

type Status = 'idle' | 'busy' | 'failed' | 'mailed';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV (Excel, ;)' },
  { format: 'xlsx', label: 'Excel (XLSX)' },
];

const BUTTON_CLASS =
  'inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

/** "Dışa aktar": pick CSV or XLSX; a spinner while the file is made, a Turkish message after. */
export function ExportMenu({ onExport, disabled = false, label = 'Dışa aktar' }: ExportMenuProps) {
  const [status, setStatus] = useState<Status>('idle');
  // A list view may unmount (route change) before a slow export ends: no state update then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run(format: ExportFormat) {
    setStatus('busy');
    try {
      const result = await onExport(format);
      if (mounted.current) setStatus(result?.mailed ? 'mailed' : 'idle');
    } catch {
      if (mounted.current) setStatus('failed');
    }
  }

  const busy = status === 'busy';
  return (
    <div className="flex flex-col items-start gap-2">
      <Menu as="div" className="relative">
        <MenuButton className={BUTTON_CLASS} disabled={disabled || busy} aria-busy={busy}>
          {busy ? <Spinner size="sm" /> : null}
          <span>{label}</span>
          <span aria-hidden="true">▾</span>
        </MenuButton>
        <MenuItems
          anchor="bottom start"
          className="z-50 mt-1 w-52 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          {FORMATS.map((item) => (
            <MenuItem key={item.format}>
              <button
                type="button"
                onClick={() => void run(item.format)}
                className="block w-full rounded px-3 py-2 text-left text-sm text-slate-900 data-focus:bg-brand-50"
              >
                {item.label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      {busy && (
        <span className="sr-only" role="status">
          Dosya hazırlanıyor…
        </span>
      )}
      {status === 'failed' && <Alert>Dosya hazırlanamadı. Lütfen tekrar deneyin.</Alert>}
      {status === 'mailed' && <Alert tone="success">Dosya e-posta adresinize gönderildi.</Alert>}
    </div>
  );
}
