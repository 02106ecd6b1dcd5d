import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { AbroadService, AbroadValidation } from '../../api/abroad/types';
import { formatNumber } from '../../lib/format';
import type { AbroadConfirmPageRef } from '../../machines/abroad/abroadConfirmPageMachine';
import { abroadConfirmPageMachine } from '../../machines/abroad/abroadConfirmPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { DataTable } from '../../ui/table';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { usePageActor } from '../shared/usePageActor';
import { REVIEW_COLUMNS } from './abroadColumns';
import { RefusalList } from './ChangePanel';
import { ChangeResults } from './ChangeResults';
import { SummaryPanel } from './SummaryPanel';
import { SERVICE_TEXTS, serviceOfPath } from './texts';

const BACK_LINK =
  'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** /roaming-confirm and /international-call-confirm: what will change, the SMS code, each line's result. */
export default function AbroadConfirmView() {
  const location = useLocation();
  const service = serviceOfPath(location.pathname);
  // The two routes share this module: a key per service gives each its own page actor.
  return <AbroadConfirm key={service} service={service} handed={location.state} />;
}

function AbroadConfirm({ service, handed }: { service: AbroadService; handed: unknown }) {
  const texts = SERVICE_TEXTS[service];
  // Read once at the edge: a validation past its time cannot be confirmed any more.
  const [now] = useState(() => Date.now());
  const page = usePageActor(abroadConfirmPageMachine, { service, handed, now });
  const summary = useSelector(page, (s) => s.children.summary);
  const shown = useSelector(page, (s) =>
    s.matches('applied')
      ? 'applied'
      : s.matches('confirming')
        ? 'confirming'
        : s.matches('expired')
          ? 'expired'
          : 'nothing',
  );
  const result = useSelector(page, (s) => s.context.result);
  const validation = useSelector(page, (s) => s.context.validation);

  let body: React.ReactNode;
  if (shown === 'applied' && result) body = <ChangeResults result={result} />;
  else if (shown === 'nothing')
    body = <Notice text="Onaylanacak bir değişiklik yok. Hatları listeden seçip işlemi başlatın." />;
  else if (shown === 'expired')
    body = <Notice text="Bu kontrolün süresi doldu. Hatları listeden yeniden seçin." />;
  else if (validation)
    body = (
      <Confirm
        page={page}
        validation={validation}
        summary={summary && <SummaryPanel summary={summary} service={service} pricesOnly />}
      />
    );

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{texts.confirmTitle}</h1>
      </header>
      {body}
      <Link to={texts.listPath} className={BACK_LINK}>
        {texts.column} listesine dön
      </Link>
    </div>
  );
}

const Notice = ({ text }: { text: string }) => <Alert tone="info">{text}</Alert>;

function Confirm({
  page,
  validation,
  summary,
}: {
  page: AbroadConfirmPageRef;
  validation: AbroadValidation;
  summary: React.ReactNode;
}) {
  const texts = SERVICE_TEXTS[validation.service];
  const confirm = useSelector(page, (s) => s.children.confirm)!;
  const otp = useSelector(confirm, (s) => s.children.otp as OtpRef | undefined);
  const busy = useSelector(confirm, (s) => s.hasTag('busy'));
  const applyFailed = useSelector(confirm, (s) => s.context.applyFailed);
  const canConfirm = useSelector(confirm, (s) => s.can({ type: 'user.confirm' }));
  const { allowed, refused, action } = validation;

  return (
    <>
      <section
        aria-label="Yapılacak değişiklik"
        className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
      >
        {/* The person's choice first, so the two counts below visibly add up to it. */}
        <p className="text-sm text-slate-700">
          Seçtiğiniz {formatNumber(allowed.length + refused.length)} hat kontrol edildi.
        </p>
        <p className="text-lg font-semibold text-slate-900">
          {texts.willChange(formatNumber(allowed.length), action)}
        </p>
        {refused.length > 0 && (
          <div className="space-y-1">
            <h2 className="text-sm font-semibold text-slate-900">
              Değiştirilemeyecek hatlar ({formatNumber(refused.length)})
            </h2>
            <RefusalList refused={refused} />
          </div>
        )}
        {applyFailed && (
          <Alert>
            Değişiklik uygulanamadı. Yeniden onaylayabilirsiniz; yeni bir doğrulama kodu gönderilir.
          </Alert>
        )}
        {busy && <p role="status">Değişiklik uygulanıyor…</p>}
        <Button disabled={!canConfirm} onClick={() => confirm.send({ type: 'user.confirm' })}>
          Onayla ve SMS kodu gönder
        </Button>
      </section>
      {summary}
      <DataTable
        caption="Değişecek hatlar"
        showCaption
        columns={REVIEW_COLUMNS}
        rows={allowed}
        rowId={(line) => line.msisdn}
        status="ready"
        emptyText="Değişecek hat yok."
        regionLabel="Değişecek hatlar"
        searchLabel="Numara veya kullanıcı adıyla ara"
      />
      <OtpDialog otp={otp} title={texts.otpTitle} />
    </>
  );
}
