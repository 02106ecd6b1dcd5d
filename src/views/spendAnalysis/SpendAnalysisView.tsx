import { spendAnalysisPageMachine } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { usePageActor } from '../shared/usePageActor';
import { AlertsSection } from './AlertsSection';
import intros from './intro.json';
import { LinesSection } from './LinesSection';
import { SpendSection } from './SpendSection';

const INTRO = intros['/harcama-analizi'];

/** /harcama-analizi: where the company's money goes, and the lines that need a look. */
export default function SpendAnalysisView() {
  const page = usePageActor(spendAnalysisPageMachine, undefined);
  return (
    <div className="space-y-6">
      <header>
        {/* The same words the splash paints before the code arrives (intro.json, src/app/bootIntro.ts). */}
        <h1 className="text-2xl font-bold text-slate-900">{INTRO.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{INTRO.lead}</p>
      </header>
      <AlertsSection page={page} />
      <SpendSection page={page} />
      <LinesSection page={page} />
    </div>
  );
}
