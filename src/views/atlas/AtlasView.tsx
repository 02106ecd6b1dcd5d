import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { flowAtlasEnabled } from '../../lib/atlasFlag';
import { createAtlasLiveStore, currentActor, type LiveActor } from '../../lib/atlasLive';
import { config } from '../../lib/config';
import { formatNumber } from '../../lib/format';
import { activePaths } from '../../lib/statechart/types';
import { atlasPageMachine } from '../../machines/atlas/atlasPageMachine';
import { type AtlasChart, createChartQueue } from '../../machines/atlas/chartQueue';
import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { usePageActor } from '../shared/usePageActor';
import { EventLog } from './EventLog';
import { StatechartSvg } from './StatechartSvg';
import { UsagePanel } from './UsagePanel';

/** Each machine with its chart, layout and exports, laid out once per page, one at a time. */
const charts = createChartQueue();
const live = createAtlasLiveStore();

function progressText(total: number | null, done: number): string {
  if (total === null) return 'Akışlar yükleniyor…';
  if (done < total) return `Akışlar çiziliyor: ${formatNumber(done)} / ${formatNumber(total)}`;
  return `${formatNumber(total)} akış çizildi.`;
}

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function ExportButtons({ id, mermaid, json }: { id: string; mermaid: string; json: string }) {
  const [copied, setCopied] = useState('');
  const copy = (what: string, text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => setCopied(what),
      () => setCopied(''),
    );
  const button = 'rounded px-2 py-1 text-sm text-blue-800 ring-1 ring-blue-200 hover:bg-blue-50';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={button} onClick={() => copy('Mermaid', mermaid)}>
        Mermaid kopyala
      </button>
      <button type="button" className={button} onClick={() => download(`${id}.mmd`, mermaid, 'text/plain')}>
        Mermaid indir
      </button>
      <button type="button" className={button} onClick={() => copy('JSON', json)}>
        JSON kopyala
      </button>
      <button
        type="button"
        className={button}
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

/**
 * One machine's chart. Memoised on the chart and its live actor (the live store keeps an actor's
 * record until that actor changes), so a new chart or one actor's step re-renders one section,
 * not the hundred already drawn; offscreen sections skip layout and paint (content-visibility).
 */
const ChartSection = memo(function ChartSection({ chart, actor }: { chart: AtlasChart; actor?: LiveActor }) {
  const paths = useMemo(() => new Set(actor ? activePaths(actor.value) : []), [actor]);
  return (
    <section
      id={`akis-${chart.id}`}
      aria-labelledby={`baslik-${chart.id}`}
      className="space-y-2 [contain-intrinsic-size:auto_480px] [content-visibility:auto]"
    >
      <h2 id={`baslik-${chart.id}`} className="font-semibold text-lg text-slate-900">
        Akış: {chart.id}
      </h2>
      <p className="text-sm text-slate-700" data-testid={`durum-${chart.id}`}>
        {actor ? `Şu anki durum: ${JSON.stringify(actor.value)}` : 'Bu akışı çalıştıran bir aktör görülmedi.'}
      </p>
      <ExportButtons id={chart.id} mermaid={chart.mermaid} json={chart.json} />
      <div className="overflow-auto rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
        <StatechartSvg layout={chart.layout} title={`${chart.id} durum diyagramı`} activePaths={paths} />
      </div>
    </section>
  );
});

function Atlas() {
  const { total, charts: machines, ids } = useSyncExternalStore(charts.subscribe, charts.getSnapshot);
  const busy = total === null || machines.length < total;
  const state = useSyncExternalStore(live.subscribe, live.getSnapshot);
  // The periods count back from the day the page opened, a UTC day as the sandbox sums steps by.
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const page = usePageActor(atlasPageMachine, { today });
  return (
    <main className="mx-auto max-w-none space-y-6 p-6">
      <header className="space-y-1">
        <h1 className="font-bold text-2xl text-slate-900">Akış Atlası</h1>
        <p className="text-slate-700">
          Portalın her akışı, makine tanımlarından çizilir. Portalı bu ya da başka bir sekmede kullanırken
          çalışan akışların şu anki durumu mavi ile işaretlenir. Seçilen bir akışın gerçek kullanımı, model
          testlerinin kapsamı ve kayıtlı oturumları aşağıdaki bölümde gösterilir.
        </p>
        <nav aria-label="Akışlar">
          <ul className="flex flex-wrap gap-3">
            {/* All at once from the catalogue, not one by one as drawn: the list would push the page down. */}
            {ids.map((id) => (
              <li key={id}>
                <a className="text-blue-700 underline" href={`#akis-${id}`}>
                  {id}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p role="status" className="text-sm text-slate-700">
          {progressText(total, machines.length)}
        </p>
      </header>
      <UsagePanel actor={page} charts={machines} />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8" aria-busy={busy}>
          {machines.map((m) => (
            <ChartSection key={m.id} chart={m} actor={currentActor(state, m.id)} />
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
