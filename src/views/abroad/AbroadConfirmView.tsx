import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as v from 'valibot';
import { AbroadChangeAnswer, type AbroadService, AbroadValidation } from '../../api/usageAbroadTypes';
import { formatNumber } from '../../lib/format';
import { abroadConfirmActors } from '../../machines/abroad/abroadActors';
import { abroadConfirmMachine } from '../../machines/abroad/abroadConfirmMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/table';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { REVIEW_COLUMNS } from './abroadColumns';
import { RefusalList } from './ChangePanel';
import { ChangeResults } from './ChangeResults';
import { SummaryPanel } from './SummaryPanel';
import { SERVICE_TEXTS, serviceOfPath } from './texts';

const BACK_LINK =
  'inline-flex items-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** What the list page handed over in the history entry (it survives a reload), or what was applied. */
function pageState(state: unknown, service: AbroadService) {
  const record = (state ?? {}) as { validation?: unknown; result?: unknown };
  const result =
    v.is(AbroadChangeAnswer, record.result) && record.result.service === service ? record.result : undefined;
  const validation =
    v.is(AbroadValidation, record.validation) && record.validation.service === service
      ? record.validation
      : undefined;
  return { result, validation };
}

/** /roaming-confirm and /international-call-confirm: what will change, the SMS code, each line's result. */
export default function AbroadConfirmView() {
  const location = useLocation();
  const service = serviceOfPath(location.pathname);
  const texts = SERVICE_TEXTS[service];
  const { result, validation } = pageState(location.state, service);
  // Read once: a validation past its time cannot be confirmed any more.
  const [now] = useState(() => Date.now());

  let body: React.ReactNode;
  if (result) body = <ChangeResults result={result} />;
  else if (!validation)
    body = <Notice text="Onaylanacak bir değişiklik yok. Hatları listeden seçip işlemi başlatın." />;
  else if (Date.parse(validation.expiresAt) <= now)
    body = <Notice text="Bu kontrolün süresi doldu. Hatları listeden yeniden seçin." />;
  else body = <Confirm validation={validation} />;

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

function Confirm({ validation }: { validation: AbroadValidation }) {
  const navigate = useNavigate();
  const texts = SERVICE_TEXTS[validation.service];
  const [logic] = useState(() =>
    abroadConfirmMachine.provide({
      actors: abroadConfirmActors,
      actions: {
        changeApplied: (_, result) => navigate(texts.confirmPath, { replace: true, state: { result } }),
      },
    }),
  );
  const confirm = useActorRef(logic, { input: { validation } });
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
      <SummaryPanel service={validation.service} pricesOnly />
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
