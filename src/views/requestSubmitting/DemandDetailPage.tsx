import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { demandDetailMachine } from '../../machines/requestSubmitting/demandDetailMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { StatusBadge } from './StatusBadge';
import { fileSize, STATUS_NAMES } from './texts';

/** /request-submitting/history/{demandId}: a demand as submitted, its documents and its status history. */
export default function DemandDetailPage() {
  const { demandId = '' } = useParams();
  // Another demand is another page: a fresh flow rather than one holding the previous demand.
  return <DemandDetail key={demandId} demandId={demandId} />;
}

function DemandDetail({ demandId }: { demandId: string }) {
  // An opened document is a download effect the page actor's edge performs. The page opens once
  // the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const right = useRight('requestSubmitting', 'request');
  const actor = usePageActor(demandDetailMachine, { demandId, rights });
  const detail = useSelector(actor, (s) => s.context.detail);
  const error = useSelector(actor, (s) => s.context.error);
  const actionError = useSelector(actor, (s) => s.context.actionError);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canWithdraw = useSelector(actor, (s) => s.can({ type: 'user.withdraw' }));
  const canNote = useSelector(actor, (s) => s.can({ type: 'user.note', note: '' }));
  // The note being typed is the form's own state, no flow of its own.
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const id = useId();

  function addNote(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setNoteError('Not zorunludur.');
    if (text.length > 500) return setNoteError('Not en fazla 500 karakter olabilir.');
    setNoteError(undefined);
    setNote('');
    actor.send({ type: 'user.note', note: text });
  }

  return (
    <div className="space-y-6">
      <p>
        <Link to="/request-submitting" className="text-sm text-brand-800 underline">
          Taleplerime dön
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-slate-900">Talep {demandId}</h1>
      {loading && <Spinner label="Talep yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => actor.send({ type: 'user.retry' })}>
          {error ?? 'Talep yüklenemedi.'}
        </RetryPanel>
      )}
      {detail && (
        <>
          <section
            className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
            aria-labelledby={`${id}-summary`}
          >
            <h2 id={`${id}-summary`} className="text-lg font-semibold text-slate-900">
              {detail.title}
            </h2>
            <p className="text-sm text-slate-800">
              Durum: <StatusBadge status={detail.status} />
            </p>
            <p className="text-sm text-slate-700">
              {formatDateTime(detail.submittedAt)} tarihinde {detail.submittedBy} gönderdi.
            </p>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 pt-2 sm:grid-cols-2">
              {detail.fields.map((f) => (
                <div key={f.label}>
                  <dt className="text-xs font-medium text-slate-600">{f.label}</dt>
                  <dd className="break-words text-sm text-slate-900">{f.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {detail.documents.length > 0 && (
            <section className="rounded-lg bg-white p-4 ring-1 ring-slate-200" aria-labelledby={`${id}-docs`}>
              <h2 id={`${id}-docs`} className="mb-2 text-lg font-semibold text-slate-900">
                Belgeler
              </h2>
              <ul className="space-y-1">
                {detail.documents.map((doc) => (
                  <li
                    key={doc.documentId}
                    className="flex flex-wrap items-center gap-2 text-sm text-slate-800"
                  >
                    <span>
                      {doc.title}: {doc.fileName} ({fileSize(doc.sizeBytes)})
                    </span>
                    <Button
                      variant="ghost"
                      disabled={busy}
                      onClick={() => actor.send({ type: 'user.view', documentId: doc.documentId })}
                      aria-label={`${doc.fileName} dosyasını görüntüle`}
                    >
                      Görüntüle
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section
            className="rounded-lg bg-white p-4 ring-1 ring-slate-200"
            aria-labelledby={`${id}-history`}
          >
            <h2 id={`${id}-history`} className="mb-2 text-lg font-semibold text-slate-900">
              Durum geçmişi
            </h2>
            <ol className="space-y-2">
              {detail.events.map((e) => (
                <li key={`${e.at}-${e.status}-${e.note ?? ''}`} className="text-sm text-slate-800">
                  <span className="font-medium">{STATUS_NAMES[e.status]}</span> · {formatDateTime(e.at)} ·{' '}
                  {e.by}
                  {e.note && <p className="text-slate-700">{e.note}</p>}
                </li>
              ))}
            </ol>
          </section>
          {actionError && <Alert>{actionError}</Alert>}
          <form
            onSubmit={addNote}
            noValidate
            className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
          >
            <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
              Talebe not ekleyin
            </label>
            <textarea
              id={`${id}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `${id}-note-error` : undefined}
              className={`block w-full rounded-md border px-3 py-2 text-sm ${noteError ? 'border-red-600' : 'border-slate-300'}`}
            />
            {noteError && (
              <p id={`${id}-note-error`} className="text-sm text-red-700">
                {noteError}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                variant="secondary"
                disabled={!canNote}
                aria-describedby={refusalId(right, `${id}-refusal`)}
              >
                Not ekle
              </Button>
              {detail.canWithdraw && (
                <Button
                  type="button"
                  variant="danger"
                  disabled={!canWithdraw}
                  aria-describedby={refusalId(right, `${id}-refusal`)}
                  onClick={() => actor.send({ type: 'user.withdraw' })}
                >
                  Talebi geri çek
                </Button>
              )}
            </div>
            <RefusalNote id={`${id}-refusal`} right={right} level="request" />
          </form>
        </>
      )}
    </div>
  );
}
