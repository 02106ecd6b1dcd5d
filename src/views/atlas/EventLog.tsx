import type { AtlasLiveState } from '../../lib/atlasLive';

const time = (at: number) =>
  new Date(at).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The newest inspection events of every running actor (type only, never the payload). */
export function EventLog({ log, onClear }: { log: AtlasLiveState['log']; onClear: () => void }) {
  return (
    <section aria-labelledby="atlas-log" className="rounded-md bg-white p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h2 id="atlas-log" className="font-semibold text-slate-900">
          Olay günlüğü
        </h2>
        <button type="button" className="text-sm text-blue-700 underline" onClick={onClear}>
          Temizle
        </button>
      </div>
      {log.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Henüz olay yok. Portalı bu ya da başka bir sekmede kullanın.
        </p>
      ) : (
        <ol className="mt-2 max-h-96 space-y-1 overflow-auto font-mono text-xs" aria-label="Olaylar">
          {log.map((r) => (
            <li key={r.seq} className="text-slate-800">
              <span className="text-slate-600">{time(r.at)}</span>{' '}
              <span className="font-semibold">{r.machineId}</span> ← {r.eventType}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
