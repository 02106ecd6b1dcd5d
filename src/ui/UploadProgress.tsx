import { useId } from 'react';
import { Button } from './Button';

interface Props {
  /** Whole percent of the file sent, 0–100. */
  percent: number;
  /** What is going up, in Turkish ("Ölüm belgesi yükleniyor"): the bar's name. */
  label: string;
  onCancel(): void;
}

/**
 * An upload under way: a bar with the share sent ("%45", Turkish order) and "Yüklemeyi durdur", which stops
 * it. The bar replaces a spinner, so a slow upload on a phone shows that it moves and how far.
 */
export function UploadProgress({ percent, label, onCancel }: Props) {
  const id = useId();
  const shown = `%${percent}`;
  return (
    <div className="flex w-full flex-wrap items-end gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex items-baseline justify-between gap-2 text-sm text-slate-800">
          <span id={`${id}-label`} className="min-w-0 break-words">
            {label}
          </span>
          <span aria-hidden="true" className="shrink-0 font-semibold tabular-nums">
            {shown}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={shown}
          className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onCancel} aria-describedby={`${id}-label`}>
        Yüklemeyi durdur
      </Button>
    </div>
  );
}
