import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';

/** How far the worker got, with "İptal". Before the first count the bar is indeterminate. */
export function ImportProgress({ done, total, onCancel }: { done: number; total: number; onCancel(): void }) {
  const known = total > 0;
  const percent = known ? Math.round((done / total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2 text-sm text-slate-800">
        <span>
          {known ? `${formatNumber(done)} / ${formatNumber(total)} satır kontrol edildi` : 'Dosya okunuyor…'}
        </span>
        <Button variant="secondary" onClick={onCancel}>
          İptal
        </Button>
      </div>
      <progress
        className="h-2 w-full accent-brand-700"
        aria-label="Dosya kontrol ediliyor"
        max={known ? total : undefined}
        value={known ? done : undefined}
      >
        %{percent}
      </progress>
    </div>
  );
}
