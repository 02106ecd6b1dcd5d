import { useEffect, useRef } from 'react';
import { Button } from './Button';

interface Props {
  fileName: string;
  disabled?: boolean;
  onRetry(): void;
}

/**
 * After "Yüklemeyi durdur": says the upload was cancelled, names the file the person chose (it was not sent,
 * and is not lost) and offers to send it again. The stop button is gone, so the focus moves to
 * "Yeniden yükle" instead of falling to the page.
 */
export function CancelledUpload({ fileName, disabled, onRetry }: Props) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retry.current?.focus();
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
      <p role="status" className="min-w-0 flex-1 basis-48 text-slate-800">
        Yükleme iptal edildi. <span className="break-words font-medium">{fileName}</span> gönderilmedi.
      </p>
      {/* The name carries the file (a flex button would read a hidden span's text apart). */}
      <Button
        ref={retry}
        variant="secondary"
        className="px-3 py-1.5"
        disabled={disabled}
        onClick={onRetry}
        aria-label={`Yeniden yükle: ${fileName}`}
      >
        Yeniden yükle
      </Button>
    </div>
  );
}
