import { allowedTypesText } from '../../api/requestSubmitting/rules';
import type { DocumentSlot, UploadedDocument } from '../../api/requestSubmitting/types';
import type { PendingUpload } from '../../machines/shared/upload';
import { Button } from '../../ui/Button';
import { CancelledUpload } from '../../ui/CancelledUpload';
import { FileInput } from '../../ui/FileInput';
import { UploadProgress } from '../../ui/UploadProgress';
import { fileSize } from './texts';

interface Props {
  slots: readonly DocumentSlot[];
  documents: readonly UploadedDocument[];
  errors: Readonly<Record<string, string>>;
  busyType: string | undefined;
  /** The upload running or the one cancelled, for its slot's bar or note. */
  upload: PendingUpload | undefined;
  busy: boolean;
  onUpload(documentType: string, file: File): void;
  onCancelUpload(): void;
  onView(documentId: string): void;
  onDelete(documentId: string): void;
}

/** The documents a request takes: each slot's rules, its uploaded files (view, delete) and its error. */
export function DocumentSlots({
  slots,
  documents,
  errors,
  busyType,
  upload,
  busy,
  onUpload,
  onCancelUpload,
  onView,
  onDelete,
}: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">Belgeler</legend>
      {slots.map((slot) => {
        const id = `slot-${slot.documentType}`;
        const mine = documents.filter((d) => d.documentType === slot.documentType);
        const error = errors[slot.documentType];
        const mineUpload = upload?.documentType === slot.documentType ? upload : undefined;
        return (
          <div key={slot.documentType} className="rounded-md p-3 ring-1 ring-slate-200">
            <div className="text-sm font-medium text-slate-800">
              <label htmlFor={id}>{slot.title}</label>
              {slot.required && <span aria-hidden="true"> *</span>}
            </div>
            <p id={`${id}-rules`} className="mt-1 text-xs text-slate-600">
              {slot.hint ? `${slot.hint} ` : ''}
              {allowedTypesText(slot.mimeTypes)}, en fazla {Math.floor(slot.maxBytes / 1024)} KB
              {slot.required ? ', zorunlu.' : ', isteğe bağlı.'}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <FileInput
                id={id}
                accept={slot.mimeTypes.join(',')}
                disabled={busy}
                aria-describedby={[`${id}-rules`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) onUpload(slot.documentType, file);
                }}
              />
            </div>
            {busyType === slot.documentType && mineUpload && !mineUpload.cancelled && (
              <div className="mt-2">
                <UploadProgress
                  percent={mineUpload.percent}
                  label={`${slot.title} yükleniyor`}
                  onCancel={onCancelUpload}
                />
              </div>
            )}
            {mineUpload?.cancelled && (
              <div className="mt-2">
                <CancelledUpload
                  fileName={mineUpload.file.name}
                  disabled={busy}
                  onRetry={() => onUpload(slot.documentType, mineUpload.file)}
                />
              </div>
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
            {mine.length > 0 && (
              <ul className="mt-2 space-y-1" aria-label={`${slot.title}: yüklenen dosyalar`}>
                {mine.map((doc) => (
                  <li
                    key={doc.documentId}
                    className="flex flex-wrap items-center gap-2 text-sm text-slate-800"
                  >
                    <span className="break-all">
                      {doc.fileName} ({fileSize(doc.sizeBytes)})
                    </span>
                    {/* The two actions stay together: on a phone they wrap as one, under the name. */}
                    <span className="flex gap-1">
                      <Button
                        variant="ghost"
                        type="button"
                        className="px-2 py-1"
                        disabled={busy}
                        onClick={() => onView(doc.documentId)}
                        aria-label={`${doc.fileName} dosyasını görüntüle`}
                      >
                        Görüntüle
                      </Button>
                      <Button
                        variant="ghost"
                        type="button"
                        className="px-2 py-1"
                        disabled={busy}
                        onClick={() => onDelete(doc.documentId)}
                        aria-label={`${doc.fileName} dosyasını sil`}
                      >
                        Sil
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
