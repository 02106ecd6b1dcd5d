import { useState } from 'react';
import { type ExportFormat, ExportMenu, type ExportResult } from './ExportMenu';

/**
 * A server list's "Dışa aktar" with the "E-posta ile gönder" choice beside it (spec §4 export
 * rule: with the send-mail flag the server mails the file instead of answering it).
 */
export function ExportControls({
  onExport,
  disabled,
}: {
  onExport(format: ExportFormat, sendMail: boolean): Promise<ExportResult>;
  disabled: boolean;
}) {
  const [sendMail, setSendMail] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <ExportMenu onExport={(format) => onExport(format, sendMail)} disabled={disabled} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={sendMail}
          onChange={(e) => setSendMail(e.currentTarget.checked)}
          className="focus-visible:ring-2 focus-visible:ring-accent-400"
        />
        E-posta ile gönder
      </label>
    </div>
  );
}
