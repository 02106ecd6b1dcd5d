import { useActorRef, useSelector } from '@xstate/react';
import { appInspector } from '../../lib/inspection';
import { RESUME_TAG } from '../../machines/shared/wizard/wizardResume';
import { currentStep } from '../../machines/shared/wizard/wizardSteps';
import { takeOverDrafts } from '../../machines/takeOver/takeOverDraft';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { takeOverWizard } from '../../machines/takeOver/takeOverWizard';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Stepper } from '../../ui/Stepper';
import { usePersonRights } from '../shared/rights';
import { ResumeOffer } from '../shared/wizard/ResumeOffer';
import { DRAFT_DROPPED_NOTICE, useWizardInput } from '../shared/wizard/wizardInput';
import { ApprovalStep } from './ApprovalStep';
import { DoneStep } from './DoneStep';
import { LinesStep } from './LinesStep';
import { PreferencesStep } from './PreferencesStep';
import { SubscriptionStep } from './SubscriptionStep';
import { SummaryStep } from './SummaryStep';
import { TariffStep } from './TariffStep';

const STEPS = [
  { id: 'lines', label: 'Hatlar' },
  { id: 'approval', label: 'Devreden onayı' },
  { id: 'subscription', label: 'Abonelik bilgileri' },
  { id: 'tariff', label: 'Tarifeler' },
  { id: 'preferences', label: 'Tercihler' },
  { id: 'summary', label: 'Özet ve onay' },
  { id: 'done', label: 'Tamamlandı' },
] as const;
const STEP_IDS = STEPS.map((s) => s.id);

const STEP_VIEWS: Record<(typeof STEP_IDS)[number], (props: { wizard: TakeOverRef }) => React.ReactNode> = {
  lines: LinesStep,
  approval: ApprovalStep,
  subscription: SubscriptionStep,
  tariff: TariffStep,
  preferences: PreferencesStep,
  summary: SummaryStep,
  done: DoneStep,
};

/** The take-over wizard, one step at a time, picked by the machine's `step:*` tag. */
export function TakeOverWizardView() {
  // The draft offered is the one stored when the page opened; the wizard starts at that time.
  const input = useWizardInput(takeOverDrafts);
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const wizard = useActorRef(takeOverWizard, { input: { ...input, rights }, inspect: appInspector() });
  const step = useSelector(wizard, (s) => currentStep(s, STEP_IDS));
  const resume = useSelector(wizard, (s) => s.hasTag(RESUME_TAG));
  const dropped = useSelector(wizard, (s) => s.context.notice === 'draftDropped');
  const current = STEPS.find((x) => x.id === step);
  const StepView = step ? STEP_VIEWS[step] : null;

  if (resume)
    return (
      <Card title="Devir siparişinize devam edin">
        <ResumeOffer wizard={wizard} text="Tamamlanmamış bir hat devralma siparişiniz var." />
      </Card>
    );
  return (
    <>
      <Stepper steps={STEPS} current={step ?? 'lines'} />
      {dropped && <Alert tone="info">{DRAFT_DROPPED_NOTICE}</Alert>}
      <Card title={current?.label}>{StepView && <StepView wizard={wizard} />}</Card>
    </>
  );
}
