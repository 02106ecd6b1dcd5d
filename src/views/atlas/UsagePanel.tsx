import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ATLAS_PERIOD_LABELS, ATLAS_PERIODS, periodRange } from '../../lib/atlasPeriod';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { formatShare } from '../../lib/formatDuration';
import { coverageOverlay, edgeUsage, pathWithAncestors, stateUsage } from '../../lib/statechart/overlay';
import type { ChartEdge, ChartNode } from '../../lib/statechart/types';
import type { AtlasLayer, atlasPageMachine } from '../../machines/atlas/atlasPageMachine';
import type { AtlasChart } from '../../machines/atlas/chartQueue';
import { FunnelTable } from './FunnelTable';
import { SessionList, StepControls } from './ReplayControls';
import { type ChartOverlay, StatechartSvg } from './StatechartSvg';
import { StateTable, TopExits } from './StateTable';
import { useWhenNearView } from './useWhenNearView';

export type AtlasPageRef = ActorRefFrom<typeof atlasPageMachine>;
type PageRef = AtlasPageRef;

const LAYERS: { layer: AtlasLayer; label: string }[] = [
  { layer: 'usage', label: 'Kullanım' },
  { layer: 'coverage', label: 'Test kapsamı' },
];
const NO_PATHS: ReadonlySet<string> = new Set();
const linkButton = 'rounded px-2 py-1 text-sm text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50';

function Legend({ layer }: { layer: AtlasLayer }) {
  const swatch = (color: string, dashed = false) => (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-5 rounded-sm border-2 align-middle"
      style={{ borderColor: color, borderStyle: dashed ? 'dashed' : 'solid' }}
    />
  );
  return (
    <ul aria-label="Gösterge" className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs">
      {layer === 'usage' ? (
        <>
          <li>
            <span className="rounded-full bg-blue-900 px-1.5 text-white">40</span> durumun ziyaret sayısı
          </li>
          <li>
            <span className="rounded-full bg-slate-700 px-1.5 text-white">30 · %75</span> geçişin sayısı ve
            kaynağından çıkışlar içindeki payı
          </li>
        </>
      ) : (
        <>
          <li>{swatch('#15803d')} model testlerinin yürüdüğü durum ve geçişler</li>
          <li>{swatch('#b45309', true)} yürünmeyenler</li>
        </>
      )}
      <li>{swatch('#1d4ed8')} oynatılan adımın durumu</li>
      <li>{swatch('#7c3aed')} çıkışları listelenen durum</li>
    </ul>
  );
}

/** A part of the panel that loads: its loading line, or its error with a retry, or what it shows. */
function PartStatus({
  state,
  loading,
  error,
  retry,
  onRetry,
  children,
}: {
  state: 'loading' | 'failed' | 'shown';
  loading: string;
  error: string | undefined;
  retry: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state === 'loading')
    return (
      <p role="status" className="text-slate-700 text-sm">
        {loading}
      </p>
    );
  if (state === 'failed')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-red-800 text-sm">
          {error}
        </p>
        <button type="button" className={linkButton} onClick={onRetry}>
          {retry}
        </button>
      </div>
    );
  return children;
}

function UsageStatus({ actor }: { actor: PageRef }) {
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
function CoverageStatus({
  actor,
  nodes,
  edges,
}: {
  actor: PageRef;
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

function Replay({ actor }: { actor: PageRef }) {
  const phase = useSelector(actor, (s) => {
    const replay = (s.value as { analysing?: { replay?: string } }).analysing?.replay;
    return replay ?? 'closed';
  });
  const sessions = useSelector(actor, (s) => s.context.sessions);
  const current = useSelector(actor, (s) => s.context.session);
  const steps = useSelector(actor, (s) => s.context.steps);
  const step = useSelector(actor, (s) => s.context.step);
  const error = useSelector(actor, (s) => s.context.replayError);
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'user.stepPrevious' }));
  const canNext = useSelector(actor, (s) => s.can({ type: 'user.stepNext' }));
  const pick = (session: string) => actor.send({ type: 'user.pickSession', session });
  return (
    <section
      aria-labelledby="atlas-replay"
      className="space-y-2 rounded-md bg-white p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="atlas-replay" className="font-semibold text-slate-900">
          Oturum oynatma
        </h3>
        {phase === 'closed' ? (
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.openReplay' })}
          >
            Oturumları listele
          </button>
        ) : (
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.closeReplay' })}
          >
            Oynatmayı kapat
          </button>
        )}
      </div>
      {phase === 'closed' && (
        <p className="text-slate-700 text-sm">Kayıtlı anonim bir oturumu seçip yolunu adım adım izleyin.</p>
      )}
      {(phase === 'listing' || phase === 'loadingPath') && (
        <p role="status" className="text-slate-700 text-sm">
          Yükleniyor…
        </p>
      )}
      {phase === 'failed' && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-red-800 text-sm">
            {error}
          </p>
          <button
            type="button"
            className={linkButton}
            onClick={() => actor.send({ type: 'user.openReplay' })}
          >
            Oturumları tekrar yükle
          </button>
        </div>
      )}
      {(phase === 'choosing' || phase === 'playing') && (
        <SessionList sessions={sessions} current={current} onPick={pick} />
      )}
      {phase === 'playing' && (
        <StepControls
          steps={steps}
          step={step}
          canPrevious={canPrevious}
          canNext={canNext}
          onPrevious={() => actor.send({ type: 'user.stepPrevious' })}
          onNext={() => actor.send({ type: 'user.stepNext' })}
        />
      )}
    </section>
  );
}

const ignore = () => {};

function Analysis({
  actor,
  chart,
  today,
  onChartNeeded,
}: {
  actor: PageRef;
  chart: AtlasChart | undefined;
  today: string;
  onChartNeeded: (id: string) => void;
}) {
  const flow = useSelector(actor, (s) => s.context.flow)!;
  const period = useSelector(actor, (s) => s.context.period);
  const layer = useSelector(actor, (s) => s.context.layer);
  const usage = useSelector(actor, (s) => s.context.usage);
  const coverage = useSelector(actor, (s) => s.context.coverage);
  const selected = useSelector(actor, (s) => s.context.selected);
  const replayed = useSelector(actor, (s) =>
    s.hasTag('replay:playing') ? s.context.steps[s.context.step]?.state : undefined,
  );
  const range = periodRange(period, today);
  const nodes = useMemo(
    () => chart?.layout.nodes.filter((n) => n.depth > 0).map((n) => n.node) ?? [],
    [chart],
  );
  const edges = useMemo(() => chart?.layout.edges.map((e) => e.edge) ?? [], [chart]);
  const overlay = useMemo((): ChartOverlay => {
    const select = (path: string) => actor.send({ type: 'user.selectState', state: path });
    const visits = usage ? stateUsage(usage) : new Map<string, { visits: number }>();
    const base = {
      selected,
      onSelect: select,
      describeState: (path: string) =>
        `${path} durumu, ${formatNumber(visits.get(path)?.visits ?? 0)} ziyaret: çıkışlarını listele`,
    };
    if (layer === 'coverage')
      return {
        ...base,
        stateFigures: new Map(),
        edgeFigures: new Map(),
        marked: coverage?.tested ? coverageOverlay(nodes, edges, coverage) : undefined,
      };
    if (!usage) return { ...base, stateFigures: new Map(), edgeFigures: new Map() };
    return {
      ...base,
      stateFigures: new Map([...visits].map(([path, f]) => [path, formatNumber(f.visits)])),
      edgeFigures: new Map(
        [...edgeUsage(nodes, edges, usage)].map(([id, f]) => [
          id,
          `${formatNumber(f.count)} · ${formatShare(f.share)}`,
        ]),
      ),
    };
  }, [actor, layer, usage, coverage, selected, nodes, edges]);
  const active = useMemo(() => (replayed ? pathWithAncestors(replayed) : NO_PATHS), [replayed]);
  const near = useWhenNearView<HTMLParagraphElement>(chart ? undefined : flow, onChartNeeded);

  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap gap-x-8 gap-y-2">
        <fieldset>
          <legend className="font-medium text-slate-900 text-sm">Dönem</legend>
          <div className="flex flex-wrap gap-3">
            {ATLAS_PERIODS.map((p) => (
              <label key={p} className="flex items-center gap-1 text-sm">
                <input
                  type="radio"
                  name="atlas-period"
                  checked={period === p}
                  onChange={() => actor.send({ type: 'user.pickPeriod', period: p })}
                />
                {ATLAS_PERIOD_LABELS[p]}
              </label>
            ))}
          </div>
          <p className="text-slate-700 text-xs" data-testid="donem">
            {formatDate(range.from)} – {formatDate(range.to)}
          </p>
        </fieldset>
        <fieldset>
          <legend className="font-medium text-slate-900 text-sm">Katman</legend>
          <div className="flex flex-wrap gap-3">
            {LAYERS.map((l) => (
              <label key={l.layer} className="flex items-center gap-1 text-sm">
                <input
                  type="radio"
                  name="atlas-layer"
                  checked={layer === l.layer}
                  onChange={() => actor.send({ type: 'user.pickLayer', layer: l.layer })}
                />
                {l.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {/* Both parts say how they are, whichever layer is drawn: each loads and fails on its own. */}
      <UsageStatus actor={actor} />
      <CoverageStatus actor={actor} nodes={nodes} edges={edges} />
      <Legend layer={layer} />
      {chart ? (
        <div className="overflow-auto rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
          <StatechartSvg
            layout={chart.layout}
            title={`${flow} kullanım diyagramı`}
            activePaths={active}
            overlay={overlay}
          />
        </div>
      ) : (
        <p ref={near} role="status" className="text-slate-700 text-sm">
          Akış çiziliyor…
        </p>
      )}
      {usage && (
        <div className="grid gap-4 lg:grid-cols-2">
          <StateTable
            paths={nodes.map((n) => n.path)}
            usage={usage}
            selected={selected}
            onSelect={(path) => actor.send({ type: 'user.selectState', state: path })}
          />
          {/* min-w-0: a grid item is as wide as its widest table otherwise, and the page scrolls sideways. */}
          <div className="min-w-0 space-y-4">
            {selected && <TopExits state={selected} usage={usage} />}
            {usage.funnel.length > 0 && <FunnelTable funnel={usage.funnel} />}
          </div>
        </div>
      )}
      <Replay actor={actor} />
    </div>
  );
}

/**
 * The atlas's analysis of one flow (issue 41): the page machine (started by the atlas's view)
 * owns what is loaded and picked; this renders it and sends one event per choice.
 */
export function UsagePanel({
  actor,
  charts,
  ids = charts.map((c) => c.id),
  onChartNeeded = ignore,
}: {
  actor: PageRef;
  /** The charts laid out so far. */
  charts: readonly AtlasChart[];
  /** Every flow the picker offers (default: the charts'). */
  ids?: readonly string[];
  /** Asks for a flow's chart when its place in the panel comes near the window. */
  onChartNeeded?: (id: string) => void;
}) {
  const today = useSelector(actor, (s) => s.context.today);
  const flow = useSelector(actor, (s) => s.context.flow);
  const chart = charts.find((c) => c.id === flow);
  return (
    <section
      aria-labelledby="atlas-usage"
      className="space-y-3 rounded-md bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="atlas-usage" className="font-semibold text-lg text-slate-900">
        Kullanım, test kapsamı ve oynatma
      </h2>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">İncelenecek akış</span>
        <select
          className="rounded border border-slate-400 px-2 py-1"
          value={flow ?? ''}
          onChange={(e) => e.target.value && actor.send({ type: 'user.pickFlow', flow: e.target.value })}
        >
          <option value="">Akış seçin</option>
          {ids.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      {flow ? (
        <Analysis actor={actor} chart={chart} today={today} onChartNeeded={onChartNeeded} />
      ) : (
        <p className="text-slate-700 text-sm">
          Bir akış seçin: durumların ziyaretleri, geçişlerin sayıları, sihirbazların hunisi, model testlerinin
          kapsamı ve kayıtlı oturumların yolu o akışın diyagramında gösterilir.
        </p>
      )}
    </section>
  );
}
