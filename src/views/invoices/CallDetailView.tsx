import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPeriod } from '../../lib/format';
import { formatMsisdn, msisdnProblem, normalizeMsisdn } from '../../lib/msisdn';
import { CONFIRMATION_GONE, callDetailMachine } from '../../machines/invoices/callDetailMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { DataTable } from '../../ui/table';
import { FullAuthorityGate } from '../shared/FullAuthority';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { CALL_COLUMNS } from './callColumns';
import { duration, tl, volume } from './texts';

const recordId = (r: { at: string; kind: string; counterpart: string }) =>
  `${r.at}|${r.kind}|${r.counterpart}`;

/**
 * /invoice-detail-confirm: the call detail of one line for a period. Personal data under KVKK,
 * so the number is checked and an SMS code confirms opening it; the confirmation then holds for
 * every billed period of that line for 15 minutes.
 */
export default function CallDetailView() {
  // Only full authority opens a line's call detail (the sandbox refuses the code otherwise).
  return (
    <FullAuthorityGate title="Görüşme Detayı">
      <CallDetailPage />
    </FullAuthorityGate>
  );
}

function CallDetailPage() {
  const [params] = useSearchParams();
  const flow = useActorRef(callDetailMachine, {
    input: { msisdn: params.get('msisdn') ?? '', period: params.get('period') ?? '' },
  });
  const onNumber = useSelector(flow, (s) => s.hasTag('step:number'));
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Görüşme Detayı</h1>
        <p className="mt-1 text-sm text-slate-700">
          Bir hattın aramaları, SMS’leri ve internet kullanımı kişisel veridir (KVKK). Görmek için hattı yazın
          ve telefonunuza gelen SMS koduyla onaylayın. Onay, o hat için 15 dakika geçerlidir.
        </p>
        <p className="mt-2 text-sm">
          <Link to="/invoices" className="font-semibold text-brand-800 underline">
            Fatura Bilgilerim’e dön
          </Link>
        </p>
      </header>
      {onNumber ? <NumberStep flow={flow} /> : <DetailStep flow={flow} />}
      <OtpDialog otp={otp} title="Görüşme detayını onaylayın" />
    </div>
  );
}

type Flow = ReturnType<typeof useActorRef<typeof callDetailMachine>>;

function NumberStep({ flow }: { flow: Flow }) {
  const initial = useSelector(flow, (s) => s.context.msisdn);
  const serverError = useSelector(flow, (s) => s.context.error?.message);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const [text, setText] = useState(initial ? formatMsisdn(initial) : '');
  const [problem, setProblem] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const msisdn = normalizeMsisdn(text);
    if (!msisdn) {
      setProblem(msisdnProblem('Hat numarası'));
      return;
    }
    setProblem(undefined);
    flow.send({ type: 'user.check', msisdn });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-md space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <TextField
        label="Hat numarası"
        inputMode="tel"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={problem ?? serverError}
      />
      <Button type="submit" busy={busy}>
        SMS ile onayla
      </Button>
    </form>
  );
}

function DetailStep({ flow }: { flow: Flow }) {
  const checked = useSelector(flow, (s) => s.context.checked);
  const period = useSelector(flow, (s) => s.context.period);
  const detail = useSelector(flow, (s) => s.context.detail);
  const error = useSelector(flow, (s) => s.context.error);
  const loading = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, (s) => s.hasTag('failed'));
  if (!checked) return null;
  const shown = detail && detail.period === period && !failed ? detail : undefined;
  return (
    <section
      aria-labelledby="detail-heading"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="detail-heading" className="text-lg font-semibold text-slate-900">
            {formatMsisdn(checked.msisdn)} · {formatPeriod(period)}
          </h2>
          <p className="text-sm text-slate-700">
            {checked.userName} · Dönemin tarifesi: {shown?.tariffName ?? '…'}
            {shown && shown.tariffName !== checked.tariffName ? ` (bugün: ${checked.tariffName})` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-48">
            <SelectField
              label="Fatura dönemi"
              allLabel="Dönem seçin"
              value={period}
              disabled={loading}
              onChange={(e) =>
                e.currentTarget.value && flow.send({ type: 'user.period', period: e.currentTarget.value })
              }
              options={checked.periods.map((p) => ({ value: p, label: formatPeriod(p) }))}
            />
          </div>
          <Button variant="secondary" onClick={() => flow.send({ type: 'user.otherLine' })}>
            Başka hat
          </Button>
        </div>
      </div>
      {failed && error ? (
        <div className="space-y-3">
          <Alert>{error.message || 'Görüşme detayı yüklenemedi.'}</Alert>
          {error.code === CONFIRMATION_GONE ? (
            <Button onClick={() => flow.send({ type: 'user.reconfirm' })}>Yeniden SMS ile onayla</Button>
          ) : (
            <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
              Tekrar dene
            </Button>
          )}
        </div>
      ) : !shown ? (
        <Spinner label="Görüşme detayı yükleniyor" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-700">Arama</dt>
              <dd className="font-semibold">
                {shown.totals.calls} · {duration(shown.totals.callSeconds)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">SMS</dt>
              <dd className="font-semibold">{shown.totals.sms}</dd>
            </div>
            <div>
              <dt className="text-slate-700">İnternet</dt>
              <dd className="font-semibold">{volume(shown.totals.dataKb)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Paket dışı ücret</dt>
              <dd className="font-semibold">{tl(shown.totals.chargeKurus)}</dd>
            </div>
          </dl>
          <DataTable
            caption="Görüşme kayıtları"
            columns={CALL_COLUMNS}
            rows={shown.records}
            rowId={recordId}
            emptyText="Bu dönemde kayıt yok."
            regionLabel="Görüşme kayıtları listesi"
            searchLabel="Açıklama veya numarada ara"
            maxHeight="60vh"
          />
        </>
      )}
    </section>
  );
}
