import { useEffect, useRef, useState } from 'react';
import { AfterFirstPaint } from './AfterFirstPaint';
import { Alert } from './Alert';
import { lazyScreen } from './lazyScreen';
import { EXPORT_BUTTON_CLASS, type ExportFormat, ExportLabel } from './toolbarButtons';

export type { ExportFormat } from './toolbarButtons';

/** The format menu with Headless UI, loaded after the page's first paint (issue 42). */
const ExportFormatMenu = lazyScreen(async () => {
  const { ExportFormatMenu } = await import('./ExportFormatMenu');
  return { default: ExportFormatMenu };
});

/** A server export that mails the file instead resolves with `{ mailed: true }`. */
// biome-ignore lint/suspicious/noConfusingVoidType: void lets a consumer pass a plain `async () => {...}` or `downloadSheet(...)`.
export type ExportResult = void | { mailed: true };

export interface ExportMenuProps {
  onExport(format: ExportFormat): Promise<ExportResult>;
  disabled?: boolean;
  label?: string;
}

type Status = 'idle' | 'busy' | 'failed' | 'mailed';

/** "Dışa aktar": pick CSV or XLSX; a spinner while the file is made, a Turkish message after. */
export function ExportMenu({ onExport, disabled = false, label = 'Dışa aktar' }: ExportMenuProps) {
  const [status, setStatus] = useState<Status>('idle');
  // A list view may unmount (route change) before a slow export ends: no state update then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run(format: ExportFormat) {
    setStatus('busy');
    try {
      const result = await onExport(format);
      if (mounted.current) setStatus(result?.mailed ? 'mailed' : 'idle');
    } catch {
      if (mounted.current) setStatus('failed');
    }
  }

  const busy = status === 'busy';
  return (
    <div className="flex flex-col items-start gap-2">
      <AfterFirstPaint
        buttonClass={EXPORT_BUTTON_CLASS}
        label={<ExportLabel label={label} />}
        code={ExportFormatMenu}
        disabled={disabled}
      >
        <ExportFormatMenu
          label={label}
          disabled={disabled}
          busy={busy}
          onChoose={(format) => void run(format)}
        />
      </AfterFirstPaint>
      {busy && (
        <span className="sr-only" role="status">
          Dosya hazırlanıyor…
        </span>
      )}
      {status === 'failed' && <Alert>Dosya hazırlanamadı. Lütfen tekrar deneyin.</Alert>}
      {status === 'mailed' && <Alert tone="success">Dosya e-posta adresinize gönderildi.</Alert>}
    </div>
  );
}
