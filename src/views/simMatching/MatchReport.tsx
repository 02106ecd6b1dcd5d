import type { SimMatchReport } from '../../api/simMatching/types';
import { formatDateTime, formatNumber } from '../../lib/format';
import { formatIccid } from '../../lib/iccid';
import { formatMsisdn } from '../../lib/msisdn';
import { downloadSheet } from '../../lib/sheets/download';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { REPORT_COLUMNS, resultText } from './reportColumns';

/** The match's report: the three counts (the §3 payload's), then every pair with its result. */
export function MatchReport({ report, onRestart }: { report: SimMatchReport; onRestart(): void }) {
  const failed = report.results.filter((r) => !r.matched);
  const figures = [
    { label: 'Toplam', value: report.totalcountMatches, tone: 'text-slate-900' },
    { label: 'Başarılı', value: report.successfulMatches, tone: 'text-green-800' },
    { label: 'Başarısız', value: report.unSuccessfulMatches, tone: 'text-red-700' },
  ];
  return (
    <section
      aria-labelledby="report-title"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="report-title" className="text-lg font-semibold text-slate-900">
          Eşleştirme raporu
        </h2>
        <p className="text-sm text-slate-700">{formatDateTime(report.matchedAt)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
        {figures.map((f) => (
          <div key={f.label} className="rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{f.label}</dt>
            <dd className={`text-2xl font-bold ${f.tone}`}>{formatNumber(f.value)}</dd>
          </div>
        ))}
      </dl>
      {failed.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Eşleştirilemeyen SIM kartlar</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {failed.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report never reorders, and one pair may be listed twice (a duplicate)
              <li key={`${r.iccid}-${i}`}>
                <span className="font-mono">{formatIccid(r.iccid)}</span> →{' '}
                <span className="whitespace-nowrap">{formatMsisdn(r.msisdn)}</span>:{' '}
                <span className="text-red-700">{r.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <section
        className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (390 px)
        tabIndex={0}
        aria-label="Sonuç tablosu"
      >
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Eşleştirme sonuçları</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2">
                Sıra
              </th>
              {REPORT_COLUMNS.map((c) => (
                <th key={c.id} scope="col" className="px-2 py-2">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.results.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report never reorders, and one pair may be listed twice (a duplicate)
              <tr key={`${r.iccid}-${i}`} className="border-t border-slate-200">
                <td className="px-2 py-2">{i + 1}</td>
                <td className="px-2 py-2 font-mono whitespace-nowrap">{formatIccid(r.iccid)}</td>
                <td className="px-2 py-2 whitespace-nowrap">{formatMsisdn(r.msisdn)}</td>
                <td className={`px-2 py-2 ${r.matched ? 'text-green-800' : 'text-red-700'}`}>
                  {resultText(r)}
                </td>
                <td className="px-2 py-2 font-mono whitespace-nowrap">
                  {r.previousIccid ? formatIccid(r.previousIccid) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="flex flex-wrap items-start gap-2">
        <ExportMenu
          label="Raporu dışa aktar"
          onExport={(format) =>
            downloadSheet(format, 'sim-eslestirme-raporu', REPORT_COLUMNS, report.results)
          }
        />
        <Button variant="secondary" onClick={onRestart}>
          Yeni eşleştirme
        </Button>
      </div>
    </section>
  );
}
