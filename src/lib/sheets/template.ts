import type { ListColumn } from '../listColumns';
import { type SheetFormat, saveBlob } from './download';
import type { ImportSpec } from './importTypes';

type TemplateRow = Record<string, string>;

/** The import's columns as text export columns, so the template goes through the same writers. */
function templateColumns(spec: ImportSpec): ListColumn<TemplateRow>[] {
  return spec.columns.map((column) => ({
    id: column.key,
    header: column.header,
    kind: 'text',
    value: (row) => row[column.key] ?? '',
  }));
}

/** The template's Blob: the header row and the spec's example row, if it has one. */
export async function templateBlob(spec: ImportSpec, format: SheetFormat): Promise<Blob> {
  const columns = templateColumns(spec);
  const rows = spec.example ? [spec.example] : [];
  if (format === 'csv') {
    const { csvBlob } = await import('./csv');
    return csvBlob(columns, rows);
  }
  const { xlsxBlob } = await import('./xlsx');
  return xlsxBlob(columns, rows);
}

/** Saves "<fileName>.csv|xlsx": an empty sheet with the import's headers, ready to fill. */
export async function downloadTemplate(
  spec: ImportSpec,
  fileName: string,
  format: SheetFormat,
): Promise<void> {
  saveBlob(await templateBlob(spec, format), `${fileName}.${format}`);
}
