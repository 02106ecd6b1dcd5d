import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import type { DocumentForm, DocumentFormStatus, StoredDocumentStatus } from '../../api/documents/types';
import { formatDate } from '../../lib/format';
import { setDocumentPageMachine } from '../../machines/documents/setDocumentPageMachine';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { usePageActor } from '../shared/usePageActor';
import { UploadPanel, type UploadRef } from './UploadPanel';
import { formatFileSize } from './uploadTexts';

const FORM_STATUS: Record<DocumentFormStatus, { text: string; tone: string }> = {
  APPROVED: { text: 'Onaylandı', tone: 'bg-green-50 text-green-800 ring-green-200' },
  IN_REVIEW: { text: 'İncelemede', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  MISSING: { text: 'Eksik', tone: 'bg-red-50 text-red-800 ring-red-200' },
};

const DOCUMENT_STATUS: Record<StoredDocumentStatus, string> = {
  APPROVED: 'onaylandı',
  IN_REVIEW: 'incelemede',
  AWAITING_FILE: 'dosyası bekleniyor',
};

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function FormCard({ form, upload }: { form: DocumentForm; upload: UploadRef }) {
  const editing = useSelector(upload, (s) => s.hasTag('editing'));
  const inputId = `file-${form.formId}`;
  const status = FORM_STATUS[form.status];
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(event.target.files ?? [])) {
      upload.send({ type: 'user.add', formId: form.formId, file });
    }
    // The same file can be picked again after it was removed.
    event.target.value = '';
  };
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-2 flex flex-col items-start gap-1">
        <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
          {form.title}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.tone}`}>
          {status.text}
        </span>
      </div>
      <p className="text-sm text-slate-700">{form.description}</p>
      {form.documents.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label={`${form.title}: yüklenen dosyalar`}>
          {form.documents.map((d) => (
            <li key={d.documentId} className="text-slate-800">
              <span className="font-medium break-all">{d.fileName}</span> · {formatFileSize(d.sizeBytes)} ·{' '}
              {formatDate(d.uploadedAt)} · {DOCUMENT_STATUS[d.status]}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-4">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-inset focus-within:ring-2 focus-within:ring-accent-400 ${editing ? 'bg-white text-brand-800 ring-brand-700 hover:bg-brand-50' : 'cursor-not-allowed text-slate-500 ring-slate-300'}`}
        >
          Dosya ekle<span className="sr-only">: {form.title}</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={!editing}
            onChange={pick}
            className="sr-only"
          />
        </label>
      </div>
    </section>
  );
}

/** /set-document: the documents the company must have on file for full online authority. */
export default function SetDocumentView() {
  const page = usePageActor(setDocumentPageMachine, undefined);
  // Children live as long as the page: their refs never change.
  const forms = useSelector(page, (s) => s.children.forms)!;
  const upload = useSelector(page, (s) => s.children.upload)!;
  const loading = useSelector(forms, (s) => s.hasTag('loading'));
  const failed = useSelector(forms, (s) => s.hasTag('failed'));
  const list = useSelector(forms, (s) => s.context.data?.forms);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Yetki Belgeleri</h1>
        <p className="mt-1 max-w-3xl text-slate-700">
          Online işlemlerde tam yetki için bu belgelerin doldurulup imzalanmış hâllerini buraya yükleyin;
          onaylandıklarında tam yetkiniz açılır. PDF, JPG veya PNG biçiminde, dosya başına en fazla 700 KB
          yükleyebilirsiniz. Boş formları{' '}
          <Link to="/document-form" className="font-semibold text-brand-800 underline">
            Doküman Formları
          </Link>{' '}
          sayfasından indirebilirsiniz.
        </p>
      </div>
      {loading && !list && <Spinner label="Yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => forms.send({ type: 'user.retry' })}>
          Belge listesi şu anda gösterilemiyor.
        </RetryPanel>
      )}
      {list && (
        <div className="grid gap-4 md:grid-cols-3">
          {list.map((form) => (
            <FormCard key={form.formId} form={form} upload={upload} />
          ))}
        </div>
      )}
      <UploadPanel upload={upload} forms={list ?? []} />
    </div>
  );
}
