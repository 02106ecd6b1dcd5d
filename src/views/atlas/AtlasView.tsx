import { memo, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { flowAtlasEnabled } from '../../lib/atlasFlag';
import { createAtlasLiveStore, currentActor, type LiveActor } from '../../lib/atlasLive';
import { config } from '../../lib/config';
import { formatNumber } from '../../lib/format';
import { activePaths } from '../../lib/statechart/types';
import { atlasPageMachine } from '../../machines/atlas/atlasPageMachine';
import { chartHeight } from '../../machines/atlas/chartList';
import { type AtlasChart, createChartQueue } from '../../machines/atlas/chartQueue';
import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { usePageActor } from '../shared/usePageActor';
import { EventLog } from './EventLog';
import { StatechartSvg } from './StatechartSvg';
import { UsagePanel } from './UsagePanel';
import { useWhenNearView } from './useWhenNearView';

/** Each machine's chart, layout and exports, laid out once per page when first needed. */
const charts = createChartQueue();
const live = createAtlasLiveStore();

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/** Until the chart is drawn its exports are not made yet: the buttons wait, disabled. */
function ExportButtons({ id, chart }: { id: string; chart: AtlasChart | undefined }) {
  const mermaid = chart?.mermaid ?? '';
  const json = chart?.json ?? '';
  const disabled = !chart;
  const [copied, setCopied] = useState('');
  const copy = (what: string, text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => setCopied(what),
      () => setCopied(''),
    );
  const button =
    'rounded px-2 py-1 text-sm text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50 disabled:text-slate-500';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} disabled={disabled} onClick={() => copy('Mermaid', mermaid)}>
        Mermaid kopyala
      </button>
      <button
        type="button"
        className={button}
        disabled={disabled}
        onClick={() => download(`${id}.mmd`, mermaid, 'text/plain')}
      >
        Mermaid indir
      </button>
      <button type="button" className={button} disabled={disabled} onClick={() => copy('JSON', json)}>
        JSON kopyala
      </button>
      <button
        type="button"
        className={button}
        disabled={disabled}
        onClick={() => download(`${id}.json`, json, 'application/json')}
      >
        JSON indir
      </button>
      <span role="status" className="text-sm text-slate-700">
        {copied && `${copied} panoya kopyalandı.`}
      </span>
    </div>
  );
}

/** The SVG's margin around the laid-out chart (StatechartSvg). */
const SVG_MARGIN = 24;
/** A section's heading, state line, buttons, gaps and the chart box's padding (one row of buttons). */
const SECTION_CHROME = 142;

/**
 * One machine's section: its heading and state at once, its chart once the section comes near
 * the window (the chart queue lays it out then). Until drawn, the chart's box has the height the
 * chart will have, so drawing it moves nothing on the page. Memoised on the chart and its live
 * actor, so one actor's step re-renders one section, not the hundred listed.
 */
const ChartSection = memo(function ChartSection({
  id,
  chart,
  actor,
}: {
  id: string;
  chart: AtlasChart | undefined;
  actor?: LiveActor | undefined;
}) {
  const paths = useMemo(() => new Set(actor ? activePaths(actor.value) : []), [actor]);
  const near = useWhenNearView<HTMLElement>(chart ? undefined : id, charts.reveal);
  const reserved = chartHeight(id);
  return (
    // content-visibility: a section off screen is not laid out or painted (a hundred of them were
    // most of the page's blocking time), and keeps the size it will have, so the page's height and
    // the links' targets stay put; Chrome keeps its text in the accessibility tree and find-in-page.
    <section
      ref={near}
      id={`akis-${id}`}
      aria-labelledby={`baslik-${id}`}
      className="space-y-2 [content-visibility:auto]"
      style={{ containIntrinsicSize: `auto ${reserved + SVG_MARGIN + SECTION_CHROME}px` }}
    >
      <h2 id={`baslik-${id}`} className="font-semibold text-lg text-slate-900">
        Akış: {id}
      </h2>
      <p className="text-sm text-slate-700" data-testid={`durum-${id}`}>
        {actor ? `Şu anki durum: ${JSON.stringify(actor.value)}` : 'Bu akışı çalıştıran bir aktör görülmedi.'}
      </p>
      <ExportButtons id={id} chart={chart} />
      <div className="overflow-auto rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
        {chart ? (
          <StatechartSvg layout={chart.layout} title={`${id} durum diyagramı`} activePaths={paths} />
        ) : (
          <p className="text-slate-600 text-sm" style={{ height: reserved + SVG_MARGIN }}>
            Diyagram, bölüm ekrana yaklaşınca çizilir.
          </p>
        )}
      </div>
    </section>
  );
});

/**
 * The chart queue's state as a transition: listing a hundred sections (and drawing a chart) renders
 * in slices the browser can interrupt, not in one long task (useSyncExternalStore renders at once).
 */
function useCharts() {
  const [snapshot, setSnapshot] = useState(charts.getSnapshot);
  useEffect(() => {
    const unsubscribe = charts.subscribe(() => startTransition(() => setSnapshot(charts.getSnapshot())));
    // What changed between the first render and this subscription (a chart drawn meanwhile).
    setSnapshot(charts.getSnapshot());
    return unsubscribe;
  }, []);
  return snapshot;
}

/**
 * True from the render after the first paint on, rendered as a transition: the hundred sections
 * (a thousand elements) render in slices after the heading, the list and the panel are on screen.
 */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

function Atlas() {
  const { ids, charts: drawn } = useCharts();
  const sectionsShown = useAfterFirstPaint();
  const state = useSyncExternalStore(live.subscribe, live.getSnapshot);
  // The periods count back from the day the page opened, a UTC day as the sandbox sums steps by.
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const page = usePageActor(atlasPageMachine, { today });
  const drawnList = useMemo(() => [...drawn.values()], [drawn]);
  return (
    <main className="mx-auto max-w-none space-y-6 p-6">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl text-slate-900">Akış Atlası</h1>
        <p className="text-slate-700">
          Portalın her akışı, makine tanımlarından çizilir. Portalı bu ya da başka bir sekmede kullanırken
          çalışan akışların şu anki durumu mavi ile işaretlenir. Seçilen bir akışın gerçek kullanımı, model
          testlerinin kapsamı ve kayıtlı oturumları aşağıdaki bölümde gösterilir.
        </p>
        <p className="text-sm text-slate-700">
          {formatNumber(ids.length)} akış listelendi; her akışın diyagramı, bölümü ekrana yaklaşınca çizilir.
        </p>
        <nav aria-label="Akışlar">
          <ul className="flex flex-wrap gap-3">
            {ids.map((id) => (
              <li key={id}>
                <a className="text-blue-700 underline" href={`#akis-${id}`}>
                  {id}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <UsagePanel actor={page} ids={ids} charts={drawnList} onChartNeeded={charts.reveal} />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          {sectionsShown &&
            ids.map((id) => (
              <ChartSection key={id} id={id} chart={drawn.get(id)} actor={currentActor(state, id)} />
            ))}
        </div>
        <aside className="space-y-4 xl:sticky xl:top-4 xl:self-start">
          <EventLog log={state.log} onClear={live.clearLog} />
        </aside>
      </div>
    </main>
  );
}

/** The flow atlas page: only where the atlas is on (development or the analyst setting). */
export default function AtlasView() {
  const enabled = flowAtlasEnabled({ dev: Boolean(import.meta.env.DEV), inspector: config.inspector });
  if (!enabled)
    return (
      <main className="mx-auto max-w-xl p-8">
        <NotFoundMessage />
      </main>
    );
  return <Atlas />;
}
