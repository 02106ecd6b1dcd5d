import { spendAnalysisPageMachine } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { usePageActor } from '../shared/usePageActor';
import { AlertsSection } from './AlertsSection';
import { LinesSection } from './LinesSection';
import { SpendSection } from './SpendSection';

/** /harcama-analizi: where the company's money goes, and the lines that need a look. */
export default function SpendAnalysisView() {
  const page = usePageActor(spendAnalysisPageMachine, undefined);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Harcama Analizi</h1>
        <p className="mt-1 text-sm text-slate-700">
          Son 16 dönemin harcaması ürün tipine, fatura hesabına ve masraf merkezine göre; hatların son 12
          aylık kullanımı ve dikkat isteyen hatlar. Tutarlar faturadaki hat ücretleridir, vergiler hariçtir.
        </p>
      </header>
      <AlertsSection page={page} />
      <SpendSection page={page} />
      <LinesSection page={page} />
    </div>
  );
}
