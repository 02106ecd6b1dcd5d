import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { DemandForm } from '../../api/requestSubmitting/types';
import { turkeyIsoDay } from '../../lib/format';
import { requestFormMachine } from '../../machines/requestSubmitting/requestFormMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { DocumentSlots } from './DocumentSlots';
import { defaultValues, type FieldValues, submittedValues } from './form/buildRules';
import { DynamicField } from './form/DynamicField';
import { historyHref } from './texts';

const REFUSAL_ID = 'request-submit-refusal';

type FormActor = ActorRefFrom<typeof requestFormMachine>;

/** /request-submitting/{pageName}: the served form of one request type, its documents and the submit. */
export default function RequestFormPage() {
  const { pageName = '' } = useParams();
  // Another request type is another page: a fresh flow rather than one holding the previous form.
  return <RequestForm key={pageName} pageName={pageName} />;
}

function RequestForm({ pageName }: { pageName: string }) {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  // An opened document is a download effect the page actor's edge performs.
  const actor = usePageActor(requestFormMachine, { pageName, rights });
  const form = useSelector(actor, (s) => s.context.form);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const submitted = useSelector(actor, (s) => s.context.submitted);

  return (
    <div className="space-y-6">
      <p>
        <Link to="/request-submitting" className="text-sm text-brand-800 underline">
          Talep türlerine dön
        </Link>
      </p>
      {loading && <Spinner label="Talep formu yükleniyor" />}
      {failed && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Talep Oluştur</h1>
          <RetryPanel onRetry={() => actor.send({ type: 'user.retry' })}>
            {error ?? 'Talep formu yüklenemedi.'}
          </RetryPanel>
        </>
      )}
      {form && !submitted && <ServedForm form={form} actor={actor} />}
      {form && submitted && (
        <section aria-labelledby="request-done" className="space-y-4">
          <h1 id="request-done" className="text-2xl font-bold text-slate-900">
            {form.title}
          </h1>
          <Alert tone="success">
            Talebiniz alındı. Talep numaranız: <strong>{submitted.demandId}</strong>. Durumunu Taleplerim
            listesinden izleyebilirsiniz.
          </Alert>
          <div className="flex flex-wrap gap-4">
            <Link to={historyHref(submitted.demandId)} className="font-medium text-brand-800 underline">
              Talebin ayrıntısını göster
            </Link>
            <Link to="/request-submitting" className="font-medium text-brand-800 underline">
              Taleplerim
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function ServedForm({ form, actor }: { form: DemandForm; actor: FormActor }) {
  const id = useId();
  const documents = useSelector(actor, (s) => s.context.documents);
  const fileErrors = useSelector(actor, (s) => s.context.fileErrors);
  const busyType = useSelector(actor, (s) => s.context.busyType);
  const upload = useSelector(actor, (s) => s.context.upload);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'user.submit', values: {} }));
  // Sending a request needs the group's Talep: the form may be read, the submit stays closed (issue 37).
  const right = useRight('requestSubmitting', 'request');
  const { register, handleSubmit, formState } = useForm<FieldValues>({
    defaultValues: defaultValues(form.fields),
  });
  // Turkey's day when the form opened: a date's served window counts from it, as the sandbox's does.
  const [today] = useState(() => turkeyIsoDay(Date.now()));
  const submit = handleSubmit((values) =>
    actor.send({ type: 'user.submit', values: submittedValues(form.fields, values) }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-6">
      <header>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {form.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{form.description}</p>
        <p className="mt-1 text-xs text-slate-600">* ile işaretli alanlar zorunludur.</p>
      </header>
      <fieldset className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200 md:grid-cols-2">
        <legend className="sr-only">Talep bilgileri</legend>
        {form.fields.map((field) => (
          <div
            key={field.name}
            className={field.kind === 'textarea' || field.kind === 'checkbox' ? 'md:col-span-2' : ''}
          >
            <DynamicField
              field={field}
              register={register}
              idPrefix={id}
              today={today}
              error={formState.errors[field.name]?.message as string | undefined}
            />
          </div>
        ))}
      </fieldset>
      {form.documents.length > 0 && (
        <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <DocumentSlots
            slots={form.documents}
            documents={documents}
            errors={fileErrors}
            busyType={busyType}
            upload={upload}
            busy={busy}
            onUpload={(documentType, file) => actor.send({ type: 'user.upload', documentType, file })}
            onCancelUpload={() => actor.send({ type: 'user.cancelUpload' })}
            onView={(documentId) => actor.send({ type: 'user.view', documentId })}
            onDelete={(documentId) => actor.send({ type: 'user.delete', documentId })}
          />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <Button
        type="submit"
        disabled={!canSubmit || right !== 'granted'}
        busy={submitting}
        aria-describedby={refusalId(right, REFUSAL_ID)}
      >
        Talebi gönder
      </Button>
    </form>
  );
}
