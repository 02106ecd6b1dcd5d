import { useActorRef, useSelector } from '@xstate/react';
import { appInspector } from '../../lib/inspection';
import { newLineDrafts } from '../../machines/newLine/newLineDraft';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { formatCountdown, type WizardNotice } from '../../machines/newLine/newLineRules';
import { newLineWizard } from '../../machines/newLine/newLineWizard';
import { RESUME_TAG } from '../../machines/shared/wizard/wizardResume';
import { currentStep } from '../../machines/shared/wizard/wizardSteps';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Stepper } from '../../ui/Stepper';
import { usePersonRights } from '../shared/rights';
import { ResumeOffer } from '../shared/wizard/ResumeOffer';
import { StepStatus } from '../shared/wizard/StepStatus';
import { DRAFT_DROPPED_NOTICE, useWizardInput } from '../shared/wizard/wizardInput';
import { DetailsStep } from './DetailsStep';
import { DoneStep } from './DoneStep';
import intros from './intro.json';
import { NumbersStep } from './NumbersStep';
import { ProductIntro, ProductStep } from './ProductStep';
import { SimsStep } from './SimsStep';
import { SummaryStep } from './SummaryStep';

const INTRO = intros['/new-line/*'];

const STEPS = [
  { id: 'product', label: 'Ürün ve tarife' },
  { id: 'numbers', label: 'Numaralar' },
  { id: 'sims', label: 'SIM kartlar' },
  { id: 'details', label: 'Bilgiler' },
  { id: 'summary', label: 'Özet ve onay' },
  { id: 'done', label: 'Tamamlandı' },
] as const;

const STEP_IDS = STEPS.map((s) => s.id);

const STEP_VIEWS = {
  product: ProductStep,
  numbers: NumbersStep,
  sims: SimsStep,
  details: DetailsStep,
  summary: SummaryStep,
  done: DoneStep,
} as const;

const NOTICES: Record<Exclude<WizardNotice, ''>, string> = {
  draftDropped: DRAFT_DROPPED_NOTICE,
  reservationExpired:
    'Numara rezervasyonunuzun süresi doldu ve numaralar serbest bırakıldı. Lütfen numaralarınızı yeniden seçin.',
};

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

/** /new-line: the wizard, one step at a time, picked by the machine's `step:*` tag. */
export default function NewLineView() {
  // The draft offered is the one stored when the page opened; the wizard starts at that time.
  const input = useWizardInput(newLineDrafts);
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const wizard = useActorRef(newLineWizard, { input: { ...input, rights }, inspect: appInspector() });
  const step = useSelector(wizard, (s) => currentStep(s, STEP_IDS));
  const resume = useSelector(wizard, (s) => s.hasTag(RESUME_TAG));
  const notice = useSelector(wizard, (s) => s.context.notice);
  const options = useSelector(wizard, (s) => Object.keys(s.context.options).length > 0);
  const current = STEPS.find((x) => x.id === step);
  const StepView = step ? STEP_VIEWS[step] : null;

  return (
    <div className="space-y-6">
      <div>
        {/* The same words the splash paints before the code arrives (intro.json, src/app/bootIntro.ts). */}
        <h1 className="text-2xl font-bold text-slate-900">{INTRO.title}</h1>
        <p className="text-sm text-slate-700">{INTRO.lead}</p>
      </div>
      {resume ? (
        <Card title="Siparişinize devam edin">
          <ResumeOffer wizard={wizard} text="Tamamlanmamış bir yeni hat siparişiniz var." />
        </Card>
      ) : (
        <>
          <Stepper steps={STEPS} current={step ?? 'product'} />
          <Countdown wizard={wizard} />
          {notice && <Alert tone="info">{NOTICES[notice]}</Alert>}
          <Card title={current?.label}>
            {step === 'product' ? (
              // One element for what the step asks, loading or loaded: painted once, not again
              // when the choices arrive (ProductStep.tsx).
              <div className="space-y-6">
                <ProductIntro />
                {options ? <ProductStep wizard={wizard} /> : <StepStatus wizard={wizard} />}
              </div>
            ) : (
              StepView && <StepView wizard={wizard} />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
