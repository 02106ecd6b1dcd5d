import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { productTypeWord } from '../../lib/productTypes';
import type { ContractDetailRef } from '../../machines/contracts/contractDetailMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { STATUS_LABELS } from './labels';

const REFUSAL_ID = 'contract-decision-refusal';

function RejectForm({ detail }: { detail: ContractDetailRef }) {
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  return (
    <form
      aria-label="Sözleşmeyi reddet"
      className="space-y-3 rounded-md bg-slate-50 p-4"
      onSubmit={handleSubmit(({ reason }) => detail.send({ type: 'user.reject', reason }))}
      noValidate
    >
      <TextField
        label="Ret gerekçesi"
        autoFocus
        maxLength={500}
        error={formState.errors.reason?.message}
        {...register('reason', {
          validate: (value) => value.trim() !== '' || 'Lütfen ret gerekçesini yazın.',
        })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger">
          Reddet ve SMS kodu gönder
        </Button>
        <Button variant="ghost" onClick={() => detail.send({ type: 'user.cancelReject' })}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ detail }: { detail: ContractDetailRef }) {
  const sending = useSelector(detail, (s) => s.hasTag('reportSending'));
  const reportError = useSelector(detail, (s) => s.context.reportError);
  const { register, handleSubmit, formState } = useForm<{ description: string }>({
    defaultValues: { description: '' },
  });
  return (
    <form
      aria-label="Hata bildirimi"
      className="space-y-3 rounded-md bg-slate-50 p-4"
      onSubmit={handleSubmit(({ description }) => detail.send({ type: 'user.submitReport', description }))}
      noValidate
    >
      {reportError && <Alert>Bildiriminiz gönderilemedi: {reportError}</Alert>}
      <TextField
        label="Sözleşmede gördüğünüz hata"
        autoFocus
        maxLength={1000}
        disabled={sending}
        error={formState.errors.description?.message}
        {...register('description', {
          validate: (value) => value.trim() !== '' || 'Hatayı kısaca açıklayın.',
        })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={sending}>
          Bildir
        </Button>
        <Button variant="ghost" disabled={sending} onClick={() => detail.send({ type: 'user.cancelReport' })}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}

/** The open contract: its text, the decision with an SMS code, and the error report. */
export function ContractPanel({ detail }: { detail: ContractDetailRef }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const contract = useSelector(detail, (s) => s.context.contract);
  const content = useSelector(detail, (s) => s.context.content);
  const loading = useSelector(detail, (s) => s.matches('loadingContent'));
  const failed = useSelector(detail, (s) => s.matches('contentFailed'));
  const reading = useSelector(detail, (s) => s.hasTag('reading'));
  const rejecting = useSelector(detail, (s) => s.hasTag('rejecting'));
  const reporting = useSelector(detail, (s) => s.hasTag('reportForm'));
  const reported = useSelector(detail, (s) => (s.hasTag('reportSent') ? s.context.reportId : undefined));
  const deciding = useSelector(detail, (s) => s.matches('deciding'));
  const confirming = useSelector(detail, (s) => s.matches('confirming'));
  const decision = useSelector(detail, (s) => s.context.decision);
  const canApprove = useSelector(detail, (s) => s.can({ type: 'user.approve' }));
  const canReject = useSelector(detail, (s) => s.can({ type: 'user.startReject' }));
  const canClose = useSelector(detail, (s) => s.can({ type: 'user.close' }));
  // Approving or rejecting a contract needs the group's Talep; reading it and reporting an error do not.
  const right = useRight('contracts', 'request');
  const refusal = refusalId(right, REFUSAL_ID);
  const otp = useSelector(detail, (s) => s.children.otp as OtpRef | undefined);

  // Opening a contract moves the reader to it (the panel appears above the list).
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const [operator, customer] = contract.parties;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {contract.title}
          </h2>
          <p className="text-sm text-slate-700">
            Sözleşme no <span className="font-mono">{contract.contractNumber}</span> ·{' '}
            {STATUS_LABELS[contract.status]}
          </p>
        </div>
        <Button variant="ghost" disabled={!canClose} onClick={() => detail.send({ type: 'user.close' })}>
          Kapat
        </Button>
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-700">Operatör</dt>
          <dd className="text-slate-900">{operator?.name}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Abone</dt>
          <dd className="text-slate-900">{customer?.name}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Geçerlilik</dt>
          <dd className="text-slate-900">
            {formatDate(contract.validFrom)} – {formatDate(contract.validUntil)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Kapsanan hatlar</dt>
          <dd className="text-slate-900">
            {contract.lines
              .map((line) => `${formatMsisdn(line.msisdn)} (${productTypeWord(line.productType)})`)
              .join(', ')}
          </dd>
        </div>
      </dl>

      {loading && <Spinner label="Sözleşme metni yükleniyor" />}
      {failed && (
        <div className="space-y-3">
          <Alert>Sözleşme metni yüklenemedi.</Alert>
          <Button variant="secondary" onClick={() => detail.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {content && (
        <article
          aria-label="Sözleşme metni"
          className="space-y-4 rounded-md border border-slate-200 p-4 text-sm"
        >
          {content.sections.map((section) => (
            <div key={section.heading}>
              <h3 className="font-semibold text-slate-900">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-1 text-slate-800">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
        </article>
      )}

      {rejecting && <RejectForm detail={detail} />}
      {reporting && <ReportForm detail={detail} />}
      {reported && (
        <div className="space-y-3">
          <Alert tone="success">Bildiriminiz alındı. Kayıt numarası: {reported}</Alert>
          <Button variant="secondary" onClick={() => detail.send({ type: 'user.closeReport' })}>
            Tamam
          </Button>
        </div>
      )}
      {deciding && <Spinner label={decision === 'REJECT' ? 'Ret kaydediliyor' : 'Onay kaydediliyor'} />}

      {reading && contract.status === 'PENDING' && (
        <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      )}
      {(reading || confirming || deciding) && (
        <div className="flex flex-wrap gap-3">
          {(canApprove || confirming || deciding || (reading && refusal)) &&
            contract.status === 'PENDING' && (
              <>
                <Button
                  disabled={!canApprove || !!refusal}
                  busy={deciding && decision === 'APPROVE'}
                  aria-describedby={refusal}
                  onClick={() => detail.send({ type: 'user.approve' })}
                >
                  Onayla
                </Button>
                <Button
                  variant="danger"
                  disabled={!canReject || !!refusal}
                  busy={deciding && decision === 'REJECT'}
                  aria-describedby={refusal}
                  onClick={() => detail.send({ type: 'user.startReject' })}
                >
                  Reddet
                </Button>
              </>
            )}
          <Button
            variant="secondary"
            disabled={!reading}
            onClick={() => detail.send({ type: 'user.openReport' })}
          >
            Hata bildir
          </Button>
        </div>
      )}
      <OtpDialog
        otp={otp}
        title={decision === 'REJECT' ? 'Reddi SMS koduyla onaylayın' : 'Onayı SMS koduyla tamamlayın'}
      />
    </section>
  );
}
