import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { DocumentForm } from '../../api/documents/types';
import type { uploadMachine } from '../../machines/documents/uploadMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { failureText, formatFileSize, rejectionText } from './uploadTexts';

export type UploadRef = ActorRefFrom<typeof uploadMachine>;

/** The selected files, the upload's progress and, at the end, which files were stored and which failed. */
export function UploadPanel({ upload, forms }: { upload: UploadRef; forms: DocumentForm[] }) {
  const files = useSelector(upload, (s) => s.context.files);
  const rejection = useSelector(upload, (s) => s.context.rejection);
  const editing = useSelector(upload, (s) => s.hasTag('editing'));
  const busy = useSelector(upload, (s) => s.hasTag('busy'));
  const finished = useSelector(upload, (s) => s.hasTag('finished'));
  const index = useSelector(upload, (s) => s.context.index);
  const results = useSelector(upload, (s) => s.context.results);
  const canSubmit = useSelector(upload, (s) => s.can({ type: 'user.submit' }));
  const canReset = useSelector(upload, (s) => s.can({ type: 'user.reset' }));
  const titleOf = (formId: string) => forms.find((f) => f.formId === formId)?.title ?? formId;
  const failed = results.filter((r) => !r.stored).length;

  return (
    <section
      aria-labelledby="upload-panel-title"
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="upload-panel-title" className="mb-4 text-lg font-semibold text-slate-900">
        Yüklenecek dosyalar
      </h2>
      {rejection && <Alert>{rejectionText(rejection)}</Alert>}
      {editing && files.length === 0 && (
        <p className="text-sm text-slate-700">
          Henüz dosya seçmediniz. Yukarıdaki belgelerden birine PDF, JPG veya PNG dosyası ekleyin.
        </p>
      )}
      {editing && files.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Seçilen dosyalar">
          {files.map((file, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: spec §4 removes selected uploads by index; the same file may be picked twice.
              key={`${file.formId}-${file.fileName}-${i}`}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">{file.fileName}</span>
                <span className="text-slate-700">
                  {titleOf(file.formId)} · {formatFileSize(file.sizeBytes)}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={`${file.fileName} dosyasını listeden kaldır`}
                onClick={() => upload.send({ type: 'user.remove', index: i })}
              >
                Kaldır
              </Button>
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <div className="space-y-2" role="status">
          <p className="text-sm text-slate-800">
            {Math.min(index + 1, files.length)} / {files.length}: “{files[index]?.fileName}” yükleniyor…
          </p>
          <progress
            className="h-2 w-full accent-brand-700"
            max={files.length}
            value={index}
            aria-label="Yükleme ilerlemesi"
          />
        </div>
      )}
      {finished && (
        <div className="space-y-3">
          <Alert tone={failed ? 'error' : 'success'}>
            {failed
              ? `${results.length - failed} dosya yüklendi, ${failed} dosya yüklenemedi.`
              : `${results.length} dosya yüklendi; belgeleriniz incelemeye alındı.`}
          </Alert>
          <ul className="divide-y divide-slate-200" aria-label="Yükleme sonuçları">
            {results.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one result per selected upload, in upload order.
              <li key={`${r.fileName}-${i}`} className="py-2 text-sm">
                <span className="font-medium text-slate-900">{r.fileName}</span>
                {' · '}
                {r.stored ? (
                  <span className="text-green-800">Yüklendi</span>
                ) : (
                  <span className="text-red-800">Yüklenemedi: {failureText(r)}</span>
                )}
              </li>
            ))}
          </ul>
          <Button onClick={() => upload.send({ type: 'user.continue' })}>
            {failed ? 'Yüklenemeyenlere dön' : 'Tamam'}
          </Button>
        </div>
      )}
      {editing && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button disabled={!canSubmit} onClick={() => upload.send({ type: 'user.submit' })}>
            Yükle
          </Button>
          <Button
            variant="secondary"
            disabled={!canReset}
            onClick={() => upload.send({ type: 'user.reset' })}
          >
            Seçimi temizle
          </Button>
        </div>
      )}
    </section>
  );
}
