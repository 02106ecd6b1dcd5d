import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import type { licenceListMachine } from '../../machines/content/licenceList';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';

/**
 * Every package shipped in the portal's bundle with its version, licence and licence text, as the
 * build listed them. The texts fold away: the names are what a reader scans. The screen starts
 * the list's machine and hands it here.
 */
export function OpenSourceList({ list }: { list: ActorRefFrom<typeof licenceListMachine> }) {
  const packages = useSelector(list, (s) => s.context.data);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const error = useSelector(list, (s) => s.context.error);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Açık Kaynak Lisansları</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Kurumsal Portal aşağıdaki açık kaynak yazılımları kullanır. Liste, portal her derlendiğinde pakete
          giren yazılımlardan kendiliğinden oluşturulur.
        </p>
      </header>
      {loading && <Spinner label="Lisanslar yükleniyor" />}
      {failed && <RetryPanel onRetry={() => list.send({ type: 'user.retry' })}>{error}</RetryPanel>}
      {packages && (
        <>
          <p role="status" className="text-sm text-slate-700">
            {formatNumber(packages.length)} paket
          </p>
          <ul
            aria-label="Açık kaynak paketleri"
            className="divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200"
          >
            {packages.map((p) => (
              <li key={`${p.name}@${p.version}`} className="px-4 py-3">
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400">
                    <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{p.name}</span>
                    <span className="text-sm text-slate-700">sürüm {p.version}</span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      {p.license}
                    </span>
                  </summary>
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                    tabIndex={0}
                    aria-label={`${p.name} lisans metni`}
                    className="mt-3 max-h-80 overflow-auto rounded bg-slate-50 p-3"
                  >
                    <pre className="text-xs whitespace-pre-wrap text-slate-800">{p.licenseText}</pre>
                  </section>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
