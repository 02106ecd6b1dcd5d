import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { newLineDrafts } from '../../machines/newLine/newLineDraft';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { formatCountdown, type WizardNotice } from '../../machines/newLine/newLineRules';
import { newLineWizard } from '../../machines/newLine/newLineWizard';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Stepper } from '../../ui/Stepper';
import { useSavedDraft } from '../shared/drafts';
import { DetailsStep } from './DetailsStep';
import { DoneStep } from './DoneStep';
import { NumbersStep } from './NumbersStep';
import { ProductStep } from './ProductStep';
import { SimsStep } from './SimsStep';
import { SummaryStep } from './SummaryStep';
import { StepStatus } from './shared';

const STEPS = [
  { id: 'product', label: 'Ürün ve tarife' },
  { id: 'numbers', label: 'Numaralar' },
  { id: 'sims', label: 'SIM kartlar' },
  { id: 'details', label: 'Bilgiler' },
  { id: 'summary', label: 'Özet ve onay' },
  { id: 'done', label: 'Tamamlandı' },
] as const;

const STEP_VIEWS = {
  product: ProductStep,
  numbers: NumbersStep,
  sims: SimsStep,
  details: DetailsStep,
  summary: SummaryStep,
  done: DoneStep,
} as const;

const NOTICES: Record<Exclude<WizardNotice, ''>, string> = {
  reservationExpired:
    'Numara rezervasyonunuzun süresi doldu ve numaralar serbest bırakıldı. Lütfen numaralarınızı yeniden seçiniz.',
};

const newDraftId = () => crypto.randomUUID();

function Countdown({ wizard }: { wizard: NewLineRef }) {
  const left = useSelector(wizard, (s) =>
    s.matches('afterNumbers') && s.context.reservation
      ? s.context.reservation.expiresAt - s.context.now
      : null,
  );
  if (left === null) return null;
  return (
    <p className="text-sm text-slate-800">
      Numaralarınız için kalan süre:{' '}
      <span role="timer" aria-label="Numara rezervasyonu için kalan süre" className="font-mono font-semibold">
        {formatCountdown(left)}
      </span>
    </p>
  );
}

function ResumeOffer({ wizard }: { wizard: NewLineRef }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">Tamamlanmamış bir yeni hat siparişiniz var.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => wizard.send({ type: 'user.resume' })}>Kaldığınız yerden devam edin</Button>
        <Button
          variant="secondary"
          onClick={() => wizard.send({ type: 'user.startOver', draftId: newDraftId() })}
        >
          Yeni sipariş başlat
        </Button>
      </div>
    </div>
  );
}

/** /new-line: the wizard, one step at a time, picked by the machine's `step:*` tag. */
export default function NewLineView() {
  // The draft offered is the one stored when the page opened; the wizard starts at that time.
  const saved = useSavedDraft(newLineDrafts);
  const [input] = useState(() => ({ ...saved, draftId: newDraftId(), now: Date.now() }));
  const wizard = useActorRef(newLineWizard, { input });
  const step = useSelector(wizard, (s) => STEPS.find((x) => s.hasTag(`step:${x.id}`))?.id ?? null);
  const resume = useSelector(wizard, (s) => s.hasTag('step:resume'));
  const notice = useSelector(wizard, (s) => s.context.notice);
  const options = useSelector(wizard, (s) => Object.keys(s.context.options).length > 0);
  const current = STEPS.find((x) => x.id === step);
  const StepView = step ? STEP_VIEWS[step] : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Yeni hat siparişi</h1>
        <p className="text-sm text-slate-700">
          Şirketiniz için ses, data ve M2M hatlarını tek siparişte isteyebilirsiniz.
        </p>
      </div>
      {resume ? (
        <Card title="Siparişinize devam edin">
          <ResumeOffer wizard={wizard} />
        </Card>
      ) : (
        <>
          <Stepper steps={STEPS} current={step ?? 'product'} />
          <Countdown wizard={wizard} />
          {notice && <Alert tone="info">{NOTICES[notice]}</Alert>}
          <Card title={current?.label}>
            {step === 'product' && !options ? (
              <StepStatus wizard={wizard} />
            ) : (
              StepView && <StepView wizard={wizard} />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
