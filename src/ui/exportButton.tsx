/** The export menu's button, shared by its look-alike (ExportMenu.tsx) and the real menu. */
export type ExportFormat = 'csv' | 'xlsx';

export const EXPORT_BUTTON_CLASS =
  'inline-flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60';

export function ExportLabel({ label }: { label: string }) {
  return (
    <>
      <span>{label}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}
