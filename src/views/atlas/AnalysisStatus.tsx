import { useSelector } from '@xstate/react';
import { formatDateTime, formatNumber } from '../../lib/format';
import { coverageOverlay } from '../../lib/statechart/overlay';
import type { ChartEdge, ChartNode } from '../../lib/statechart/types';
import type { AtlasPageRef } from './atlasPageRef';
import { PartStatus } from './PartStatus';

/** How many sessions used the flow in the period, or why that is not known yet. */
export function UsageStatus({ actor }: { actor: AtlasPageRef }) {
  const state = useSelector(actor, (s) =>
    s.hasTag('usage:loading') ? 'loading' : s.hasTag('usage:failed') ? 'failed' : 'shown',
  );
  const error = useSelector(actor, (s) => s.context.usageError);
  const sessions = useSelector(actor, (s) => s.context.usage?.sessions ?? 0);
  return (
    <PartStatus
      state={state}
      loading="Kullanım: yükleniyor…"
      error={error}
      retry="Kullanımı tekrar yükle"
      onRetry={() => actor.send({ type: 'user.retry' })}
    >
      <p role="status" className="text-slate-800 text-sm" data-testid="kullanim-ozeti">
        {sessions
          ? `Kullanım: bu dönemde ${formatNumber(sessions)} oturum bu akışı kullandı.`
          : 'Kullanım: bu dönemde bu akış için kayıtlı kullanım yok.'}
      </p>
    </PartStatus>
  );
}

/**
 * The coverage sentence counts what the chart marks (coverageOverlay): the model report also names
 * states the chart does not draw (a parallel region's or an invoked child's), which made the line
 * read "27 durumun 28 tanesini" on the new-line wizard.
 */
export function CoverageStatus({
  actor,
  nodes,
  edges,
}: {
  actor: AtlasPageRef;
  nodes: readonly ChartNode[];
  edges: readonly ChartEdge[];
}) {
  const state = useSelector(actor, (s) =>
    s.hasTag('coverage:loading') ? 'loading' : s.hasTag('coverage:failed') ? 'failed' : 'shown',
  );
  const coverage = useSelector(actor, (s) => s.context.coverage);
  const error = useSelector(actor, (s) => s.context.coverageError);
  let text: string;
  if (!coverage || coverage.generatedAt === null)
    text =
      'Test kapsamı: henüz veri yok; model testleri (npm run test:model) bir kez çalışınca burada görünür.';
  else if (!coverage.tested)
    text = `Test kapsamı: model testleri bu akışı yürümedi (${formatDateTime(coverage.generatedAt)} çalıştırması).`;
  else {
    const walked = coverageOverlay(nodes, edges, coverage);
    text =
      `Test kapsamı: model testleri çizilen ${formatNumber(nodes.length)} durumun ${formatNumber(walked.states.size)} ` +
      `tanesini ve geçişlerin ${formatNumber(walked.edges.size)} tanesini yürüdü ` +
      `(${formatDateTime(coverage.generatedAt)} çalıştırması).`;
  }
  return (
    <PartStatus
      state={state}
      loading="Test kapsamı: yükleniyor…"
      error={error}
      retry="Kapsamı tekrar yükle"
      onRetry={() => actor.send({ type: 'user.retryCoverage' })}
    >
      <p role="status" className="text-slate-800 text-sm" data-testid="kapsam-ozeti">
        {text}
      </p>
    </PartStatus>
  );
}
