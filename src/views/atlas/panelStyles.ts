/** The analysis panel's small secondary buttons (retry, list sessions, close replay). */
export const linkButton = 'rounded px-2 py-1 text-sm text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50';
