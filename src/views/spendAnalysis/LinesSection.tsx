import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SpendAnalysisPageRef } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { Spinner } from '../../ui/Spinner';
import { useNearView } from '../../ui/useNearView';
import { deferredPart } from '../shared/deferredPart';

/**
 * The table and the list kit behind it (~38 kB gzip) load when the section nears the screen, and
 * the page machine asks for the first page of rows then: the section stands below the alerts and
 * the spend, so the first paint waits for neither.
 */
const LinesTable = deferredPart(() => import('./LinesTable'), TablePlace);

/**
 * About the table's height (704 px at 1366, 800–840 px on a phone), held until its rows and code
 * arrive. A style, not a utility class: a new class grows the one stylesheet every page loads,
 * the login page's first visit included (issue 42's budget).
 */
const TABLE_PLACE = { minHeight: '44rem' };

/** While the rows or the table's code are on their way: the table's place, saying so. */
function TablePlace() {
  return (
    <div style={TABLE_PLACE}>
      <Spinner label="Hat listesi yükleniyor" />
    </div>
  );
}

/** Each line's usage (voice, SMS, data) and charge over the last twelve periods, dearest first. */
export function LinesSection({ page }: { page: SpendAnalysisPageRef }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const linesRef = useSelector(page, (s) => s.children.lines);
  useEffect(() => {
    if (near) page.send({ type: 'user.reachLines' });
  }, [near, page]);
  return (
    <section aria-labelledby="spend-lines" className="space-y-3">
      <h2 id="spend-lines" className="text-lg font-semibold text-slate-900">
        Hatların son 12 aylık kullanımı ve ücreti
      </h2>
      {/* Watched from the first paint. */}
      <div ref={box}>
        {near && linesRef ? <LinesTable page={page} linesRef={linesRef} /> : <TablePlace />}
      </div>
    </section>
  );
}
