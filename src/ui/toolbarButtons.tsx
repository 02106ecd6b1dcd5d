/**
 * The looks of a list toolbar's "Sütunlar" and "Dışa aktar" buttons, shared by their look-alikes
 * (the list kit) and the real menus (the `menus` group, scripts/vite/chunkGroups.ts). They sit in
 * the ui kit rather than the list kit: the real menus load on every signed-in page after its first
 * paint with the header's, and importing these from the list kit took the whole list kit (TanStack
 * Table and Virtual, 32 kB gzip) into pages that show no list (issue 42).
 */
export type ExportFormat = 'csv' | 'xlsx';

/** The "Sütunlar" button. */
export const COLUMN_BUTTON_CLASS =
  'inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** The export menu's button. */
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
