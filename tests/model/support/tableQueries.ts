/**
 * Queries on the shared data table (src/ui/table) that the list walks share: the table once its
 * page has loaded, and its body rows (the header row carries no row index).
 */
import { screen, waitFor } from '@testing-library/react';

/** The data table captioned `name`, after its load ended (it is aria-busy while a page loads). */
export async function settledTable(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

/** The rendered body rows of a data table (or of the whole page). */
export const bodyRows = (root: ParentNode = document): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>('tr[data-row-index]'),
];
