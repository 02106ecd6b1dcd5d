import { lazy, Suspense, useRef } from 'react';
import type { SpendAnalysisPageRef } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { Spinner } from '../../ui/Spinner';
import { useNearView } from '../../ui/useNearView';

/**
 * The table and the list kit behind it (~38 kB gzip) load when the section nears the screen: it
 * stands below the alerts and the spend, so the page's first paint does not wait for it.
 */
const LinesTable = lazy(() => import('./LinesTable'));

/** Each line's usage (voice, SMS, data) and charge over the last twelve periods, dearest first. */
export function LinesSection({ page }: { page: SpendAnalysisPageRef }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const waiting = <Spinner label="Hat listesi yükleniyor" />;
  return (
    <section aria-labelledby="spend-lines" className="space-y-3">
      <h2 id="spend-lines" className="text-lg font-semibold text-slate-900">
        Hatların son 12 aylık kullanımı ve ücreti
      </h2>
      {/* Watched from the first paint; about the table's height (704 px at 1366, 800–840 on a phone) is held until its code arrives. */}
      <div ref={box} className={near ? undefined : 'min-h-176'}>
        {near ? (
          <Suspense fallback={<div className="min-h-176">{waiting}</div>}>
            <LinesTable page={page} />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
    </section>
  );
}
