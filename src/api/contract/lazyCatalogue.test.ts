import rowFiles from 'virtual:contract-row-files';
import { ENDPOINTS_DIR, scanRowFiles } from '../../../scripts/vite/rowIndexPlugin';
import { endpoints } from './catalogue';
import { loadEndpoint } from './lazyCatalogue';

describe('the catalogue loaded one rows file at a time', () => {
  it('indexes exactly the rows the rows files define, each in its own file', () => {
    expect(Object.keys(rowFiles).sort()).toEqual(endpoints.map((row) => row.name).sort());
    // Vitest runs from the project's root, as the build does.
    expect(scanRowFiles(ENDPOINTS_DIR)).toEqual(rowFiles);
    expect(rowFiles.lineUserProductList).toBe('lineUser/rows.ts');
    expect(rowFiles.antiForgeryToken).toBe('session/rows.ts');
  });

  it('loads every row as the whole catalogue defines it', async () => {
    for (const row of endpoints) expect(await loadEndpoint(row.name)).toBe(row);
  });

  it('refuses a row no file defines', async () => {
    await expect(loadEndpoint('noSuchRow')).rejects.toThrow('Unknown endpoint: noSuchRow');
  });
});
