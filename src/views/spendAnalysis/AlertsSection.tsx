import { useSelector } from '@xstate/react';
import { SPEND_ALERT_IDS, type SpendAlert, type SpendAlertLine } from '../../api/spendAnalysis/types';
import { formatDate, formatNumber, formatPeriod } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { SpendAnalysisPageRef } from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { RetryPanel } from '../../ui/RetryPanel';
import { ExportButtons } from './ExportButtons';
import { TABLE_NAMES, tl } from './texts';

/** What a line's figures say under its rule. */
function lineFigure(line: SpendAlertLine): string {
  const parts: string[] = [];
  if (line.amountKurus !== null) parts.push(`bu dönem ${tl(line.amountKurus)}`);
  if (line.averageKurus !== null) parts.push(`önceki ortalama ${tl(line.averageKurus)}`);
  if (line.endsOn !== null) parts.push(`bitiş ${formatDate(line.endsOn)}`);
  return parts.join(', ');
}

function AlertLines({ alert, page }: { alert: SpendAlert; page: SpendAnalysisPageRef }) {
  return (
    <div className="mt-4 rounded-md bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{alert.title}</h3>
      <p className="mt-1 text-sm text-slate-800">
        <span className="font-medium">Kural: </span>
        {alert.statement}
      </p>
      {alert.lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Bu kurala uyan hat yok.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label={`${alert.title}: hatlar`}>
          {alert.lines.map((line) => (
            <li key={line.msisdn} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-mono">{formatMsisdn(line.msisdn)}</span>{' '}
                <span className="text-slate-800">{line.userName}</span>
                {lineFigure(line) && <span className="block text-slate-700">{lineFigure(line)}</span>}
              </span>
              <button
                type="button"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
                aria-label={`Hattı aç: ${formatMsisdn(line.msisdn)}`}
                onClick={() => page.send({ type: 'user.openLine', msisdn: line.msisdn })}
              >
                Hattı aç
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CARDS = 'mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4';
const CARD = 'flex h-full w-full flex-col rounded-md p-3 text-left ring-1 ring-slate-300';

/**
 * While the alerts load, their place as they will stand: the sentence, one card per rule and the
 * export buttons, so the sections below do not move down when the counts arrive (a spinner here
 * shifted the whole page by the cards' height: Lighthouse CLS 0.29 at 390 px).
 */
export function AlertsLoading() {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700" role="status">
        Uyarılar yükleniyor. Bir uyarıyı seçin; kuralı ve hatları listelenir.
      </p>
      <ul className={CARDS} aria-hidden="true">
        {SPEND_ALERT_IDS.map((id) => (
          <li key={id}>
            <span className={CARD}>
              <span className="text-2xl font-bold text-slate-300">–</span>
              <span className="text-sm font-medium text-slate-500">Yükleniyor…</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <ExportButtons
          name={TABLE_NAMES.ALERTS}
          enabled={false}
          busy={null}
          error={null}
          onExport={() => {}}
        />
      </div>
    </>
  );
}

/** The alerts with their counts; a chosen one lists its rule and its lines, each opening the line. */
export function AlertsSection({ page }: { page: SpendAnalysisPageRef }) {
  const alertsRef = useSelector(page, (s) => s.children.alerts)!;
  const data = useSelector(alertsRef, (s) => s.context.data);
  const loading = useSelector(alertsRef, (s) => s.hasTag('loading'));
  const failed = useSelector(alertsRef, (s) => s.hasTag('failed'));
  const error = useSelector(alertsRef, (s) => s.context.error);
  const chosen = useSelector(page, (s) => s.context.alert);
  const exporting = useSelector(page, (s) =>
    s.context.exporting?.table === 'ALERTS' ? s.context.exporting.format : null,
  );
  const exportError = useSelector(page, (s) =>
    s.context.exportError?.table === 'ALERTS' ? s.context.exportError.message : null,
  );
  const canExport = useSelector(page, (s) => s.can({ type: 'user.export', table: 'ALERTS', format: 'csv' }));
  const open = data?.alerts.find((a) => a.id === chosen);

  return (
    <section
      aria-labelledby="spend-alerts"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="spend-alerts" className="text-lg font-semibold text-slate-900">
        Uyarılar
      </h2>
      {loading && !data && <AlertsLoading />}
      {failed && (
        <RetryPanel onRetry={() => alertsRef.send({ type: 'user.retry' })}>
          {error ?? 'Uyarılar alınamadı.'}
        </RetryPanel>
      )}
      {data && (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {data.period ? `Bu dönem: ${formatPeriod(data.period)}. ` : ''}Bir uyarıyı seçin; kuralı ve
            hatları listelenir.
          </p>
          <ul className={CARDS}>
            {data.alerts.map((alert) => (
              <li key={alert.id}>
                <button
                  type="button"
                  aria-pressed={alert.id === chosen}
                  onClick={() =>
                    page.send({ type: 'user.alert', alert: alert.id === chosen ? null : alert.id })
                  }
                  className={`${CARD} hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 aria-pressed:bg-brand-50 aria-pressed:ring-brand-700`}
                >
                  <span className="text-2xl font-bold text-brand-900">
                    {formatNumber(alert.lines.length)}
                  </span>
                  <span className="text-sm font-medium text-slate-900">{alert.title}</span>
                </button>
              </li>
            ))}
          </ul>
          {open && <AlertLines alert={open} page={page} />}
          <div className="mt-4">
            <ExportButtons
              name={TABLE_NAMES.ALERTS}
              enabled={canExport}
              busy={exporting}
              error={exportError}
              onExport={(format) => page.send({ type: 'user.export', table: 'ALERTS', format })}
            />
          </div>
        </>
      )}
    </section>
  );
}
