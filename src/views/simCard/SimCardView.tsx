import { useSelector } from '@xstate/react';
import { simCardPageMachine } from '../../machines/simCard/simCardPageMachine';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { DoneStep } from './DoneStep';
import { LimitPanel } from './LimitPanel';
import { LinesStep } from './LinesStep';

/** The second step, with its form and react-hook-form: after the first paint (issue 42). */
const ConfirmStep = deferredPart(async () => {
  const { ConfirmStep } = await import('./ConfirmStep');
  return { default: ConfirmStep };
});

type Step = 'lines' | 'confirm' | 'done' | 'loading' | 'loadFailed';

/** /sim-card: SIM cards for company lines, within the month's limit, confirmed and ordered. */
export default function SimCardView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(simCardPageMachine, { rights });
  usePreloadAfterPaint(ConfirmStep);
  // The order lives as long as the page: its ref never changes.
  const order = useSelector(page, (s) => s.children.order)!;
  const step = useSelector(order, (s): Step => {
    if (s.hasTag('step:lines')) return 'lines';
    if (s.hasTag('step:confirm')) return 'confirm';
    if (s.hasTag('step:done')) return 'done';
    return s.matches('loadFailed') ? 'loadFailed' : 'loading';
  });
  const otp = useSelector(order, (s) => s.children.otp as OtpRef | undefined);
  const send = order.send;

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">SIM Kart Siparişi</h1>
        <p className="mt-1 text-sm text-slate-700">
          Kayıp, çalıntı ya da arızalı SIM kartların yerine ya da eSIM’e geçiş için şirket hatlarınıza yeni
          SIM kart sipariş edin. Hatları tek tek seçebilir ya da bir Excel/CSV dosyasıyla yükleyebilirsiniz.
        </p>
      </header>
      {step === 'loading' && <Spinner label="SIM kart bilgileri yükleniyor…" />}
      {step === 'loadFailed' && (
        <RetryPanel onRetry={() => send({ type: 'user.retry' })}>
          SIM kart limiti, ürünler ve değişiklik nedenleri yüklenemedi.
        </RetryPanel>
      )}
      {(step === 'lines' || step === 'confirm') && <LimitPanel order={order} />}
      {step === 'lines' && <LinesStep order={order} />}
      {step === 'confirm' && <ConfirmStep order={order} />}
      {step === 'done' && <DoneStep order={order} />}
      <OtpDialog otp={otp} title="SIM kart siparişini onaylayın" />
    </div>
  );
}
