import { useSelector } from '@xstate/react';
import { lineDeactivationPageMachine } from '../../machines/lineDeactivation/lineDeactivationPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { HistorySection } from './HistorySection';
import { LinesStep } from './LinesStep';
import { STEPS } from './texts';
import type { DeactivationRef } from './types';

/* The steps after the first: no part of the page's first visit (issue 42). */
const DetailsStep = deferredPart(async () => {
  const { DetailsStep } = await import('./DetailsStep');
  return { default: DetailsStep };
});
const SummaryStep = deferredPart(async () => {
  const { SummaryStep } = await import('./SummaryStep');
  return { default: SummaryStep };
});
const DoneStep = deferredPart(async () => {
  const { DoneStep } = await import('./DoneStep');
  return { default: DoneStep };
});

/** /line-deactivation: close lines (lines, reason and documents, summary with the SMS code) and the history. */
export default function LineDeactivationView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(lineDeactivationPageMachine, { rights });
  usePreloadAfterPaint(DetailsStep, SummaryStep, DoneStep);
  // Children live as long as the page: their refs never change.
  const flow = useSelector(page, (s) => s.children.flow)!;
  const history = useSelector(page, (s) => s.children.history)!;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Hat Kapatma</h1>
        <p className="mt-1 text-sm text-slate-700">
          Şirketinize ait hatları kapatın. Taahhüdü süren hatlar için cayma bedeli onaydan önce gösterilir;
          kapatılan hat geri açılamaz.
        </p>
      </header>
      <Flow flow={flow} />
      <HistorySection page={page} history={history} />
    </div>
  );
}

function Flow({ flow }: { flow: DeactivationRef }) {
  const starting = useSelector(flow, (s) => s.matches('starting'));
  const startFailed = useSelector(flow, (s) => s.matches('startFailed'));
  const failure = useSelector(flow, (s) => s.context.failure);
  const step = useSelector(flow, (s) => STEPS.findIndex((st) => s.hasTag(st.tag)));

  if (starting)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner size="sm" /> Kapatma nedenleri yükleniyor…
      </p>
    );
  if (startFailed)
    return (
      <div className="space-y-3">
        <Alert>Kapatma nedenleri yüklenemedi. {failure}</Alert>
        <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
          Tekrar dene
        </Button>
      </div>
    );
  const current = STEPS[step];
  return (
    <section
      aria-labelledby="deactivation-step"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="deactivation-step" className="text-lg font-semibold text-slate-900">
        <span className="text-sm font-medium text-slate-600">
          Adım {step + 1} / {STEPS.length}:{' '}
        </span>
        {current?.label}
      </h2>
      {current?.tag === 'step:lines' && <LinesStep flow={flow} />}
      {current?.tag === 'step:details' && <DetailsStep flow={flow} />}
      {current?.tag === 'step:summary' && <SummaryStep flow={flow} />}
      {current?.tag === 'step:done' && <DoneStep flow={flow} />}
    </section>
  );
}
