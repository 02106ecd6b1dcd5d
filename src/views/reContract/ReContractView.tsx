import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { reContractDrafts } from '../../machines/reContract/reContractDraft';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { reContractWizard } from '../../machines/reContract/reContractWizard';
import { RESUME_TAG } from '../../machines/shared/wizard/wizardResume';
import { currentStep } from '../../machines/shared/wizard/wizardSteps';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Stepper } from '../../ui/Stepper';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { ResumeOffer } from '../shared/wizard/ResumeOffer';
import { DRAFT_DROPPED_NOTICE, useWizardInput } from '../shared/wizard/wizardInput';
import { DocumentStep } from './DocumentStep';
import { DoneStep } from './DoneStep';
import { LinesStep } from './LinesStep';
import { OffersStep } from './OffersStep';
import { SummaryStep } from './SummaryStep';

const STEPS = [
  { id: 'lines', label: 'Hatlar' },
  { id: 'offers', label: 'Teklifler' },
  { id: 'summary', label: 'Özet ve onay' },
  { id: 'document', label: 'Sözleşme' },
  { id: 'done', label: 'Tamamlandı' },
] as const;
const STEP_IDS = STEPS.map((s) => s.id);

const STEP_VIEWS: Record<(typeof STEP_IDS)[number], (props: { wizard: ReContractRef }) => React.ReactNode> = {
  lines: LinesStep,
  offers: OffersStep,
  summary: SummaryStep,
  document: DocumentStep,
  done: DoneStep,
};

/** /recontracts: the re-contract wizard, one step at a time, picked by the machine's `step:*` tag. */
export default function ReContractView() {
  // The draft offered is the one stored when the page opened; the wizard starts at that time.
  const input = useWizardInput(reContractDrafts);
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  // The wizard's drafts are bound in its folder; its §3 events are analytics effects.
  // The dashboard's cards open the lines filtered by ?commitmentStatus=.
  const [params] = useSearchParams();
  const wizard = usePageActor(reContractWizard, {
    ...input,
    rights,
    commitmentStatus: params.get('commitmentStatus'),
  });
  const step = useSelector(wizard, (s) => currentStep(s, STEP_IDS));
  const resume = useSelector(wizard, (s) => s.hasTag(RESUME_TAG));
  const dropped = useSelector(wizard, (s) => s.context.notice === 'draftDropped');
  const current = STEPS.find((x) => x.id === step);
  const StepView = step ? STEP_VIEWS[step] : null;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Yeniden Taahhüt</h1>
        <p className="mt-1 text-sm text-slate-700">
          Taahhüdü biten ya da bitmek üzere olan hatlarınıza güncel kampanya tekliflerinden birini seçin.
        </p>
      </header>
      {resume ? (
        <Card title="Yeniden taahhüt siparişinize devam edin">
          <ResumeOffer wizard={wizard} text="Tamamlanmamış bir yeniden taahhüt siparişiniz var." />
        </Card>
      ) : (
        <>
          <Stepper steps={STEPS} current={step ?? 'lines'} />
          {dropped && <Alert tone="info">{DRAFT_DROPPED_NOTICE}</Alert>}
          {/* Card's look without its <section>: the lines step's table has its own regions inside. */}
          <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">{current?.label}</h2>
            {StepView && <StepView wizard={wizard} />}
          </div>
        </>
      )}
    </div>
  );
}
