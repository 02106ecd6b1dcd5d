/** The "Sütunlar" button's look, shared by its look-alike and the real popover's button. */
export const COLUMN_BUTTON_CLASS =
  'inline-flex items-center gap-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';
