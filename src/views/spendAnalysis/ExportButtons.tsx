import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * A table's "CSV indir" and "Excel indir": the page machine makes the file and hands it to the
 * browser; while one table is exported the buttons wait (`busy` for the table being made).
 */
export function ExportButtons({
  name,
  enabled,
  busy,
  error,
  onExport,
}: {
  /** The table's name inside a sentence ("hat harcamaları"). */
  name: string;
  enabled: boolean;
  busy: 'csv' | 'xlsx' | null;
  error: string | null;
  onExport(format: 'csv' | 'xlsx'): void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={!enabled}
          busy={busy === 'csv'}
          // The visible words first, then which table: the name holds what is seen (WCAG 2.5.3).
          aria-label={`CSV indir: ${name}`}
          onClick={() => onExport('csv')}
        >
          CSV indir
        </Button>
        <Button
          variant="secondary"
          disabled={!enabled}
          busy={busy === 'xlsx'}
          aria-label={`Excel indir: ${name}`}
          onClick={() => onExport('xlsx')}
        >
          Excel indir
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
