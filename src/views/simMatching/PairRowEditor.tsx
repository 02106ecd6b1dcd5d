import { memo } from 'react';
import type { SimPairResult } from '../../api/simMatching/types';
import { isBlank, type PairRow, rowProblems } from '../../machines/simMatching/pairRows';

const INPUT =
  'block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

interface Props {
  row: PairRow;
  position: number;
  result: SimPairResult | undefined;
  disabled: boolean;
  onEdit(id: number, iccid: string, msisdn: string): void;
  onRemove(id: number): void;
}

/**
 * One pair of the list: its two fields (with what is wrong as written under each) and the server's
 * answer once checked. On a phone the labels show above the fields; on a wide screen the list's
 * column headings say it, and the labels stay for screen readers.
 */
export const PairRowEditor = memo(function PairRowEditor({
  row,
  position,
  result,
  disabled,
  onEdit,
  onRemove,
}: Props) {
  const problems = rowProblems(row);
  // A malformed field is said under it already; the server's same sentence is not repeated.
  const shownResult =
    result && !result.valid && (problems.iccid || problems.msisdn) && result.problem?.endsWith('_MALFORMED')
      ? undefined
      : result;
  const base = `pair-${row.id}`;
  const resultId = `${base}-result`;
  const describedBy = (field: 'iccid' | 'msisdn') =>
    [problems[field] ? `${base}-${field}-error` : '', shownResult ? resultId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <li className="grid grid-cols-1 gap-2 border-b border-slate-200 py-3 sm:grid-cols-[2rem_minmax(0,14rem)_minmax(0,11rem)_minmax(0,1fr)_auto] sm:items-start sm:gap-3">
      <span className="text-sm font-medium text-slate-700 sm:pt-2">{position}.</span>
      <div>
        <label htmlFor={`${base}-iccid`} className="mb-1 block text-xs font-medium text-slate-800 sm:sr-only">
          SIM kart numarası (ICCID)<span className="sr-only">, {position}. satır</span>
        </label>
        <input
          id={`${base}-iccid`}
          value={row.iccid}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={problems.iccid || result?.valid === false ? true : undefined}
          aria-describedby={describedBy('iccid')}
          onChange={(e) => onEdit(row.id, e.currentTarget.value, row.msisdn)}
          className={`${INPUT} ${problems.iccid ? 'border-red-600' : 'border-slate-300'}`}
        />
        {problems.iccid && (
          <p id={`${base}-iccid-error`} className="mt-1 text-sm text-red-700">
            {problems.iccid}
          </p>
        )}
      </div>
      <div>
        <label
          htmlFor={`${base}-msisdn`}
          className="mb-1 block text-xs font-medium text-slate-800 sm:sr-only"
        >
          Hat numarası<span className="sr-only">, {position}. satır</span>
        </label>
        <input
          id={`${base}-msisdn`}
          value={row.msisdn}
          inputMode="tel"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={problems.msisdn || result?.valid === false ? true : undefined}
          aria-describedby={describedBy('msisdn')}
          onChange={(e) => onEdit(row.id, row.iccid, e.currentTarget.value)}
          className={`${INPUT} ${problems.msisdn ? 'border-red-600' : 'border-slate-300'}`}
        />
        {problems.msisdn && (
          <p id={`${base}-msisdn-error`} className="mt-1 text-sm text-red-700">
            {problems.msisdn}
          </p>
        )}
      </div>
      <p id={resultId} className="text-sm sm:pt-2">
        {result?.valid === true && (
          <span className="font-medium text-green-800">Uygun: eşleştirilebilir.</span>
        )}
        {shownResult?.valid === false && <span className="text-red-700">{shownResult.reason}</span>}
        {!result && !isBlank(row) && <span className="text-slate-600 sm:sr-only">Kontrol edilmedi.</span>}
      </p>
      <button
        type="button"
        disabled={disabled}
        aria-label={`Kaldır: ${position}. satır`}
        onClick={() => onRemove(row.id)}
        className="justify-self-start rounded-md px-2 py-2 text-sm font-medium text-red-700 underline hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 disabled:text-slate-500"
      >
        Kaldır
      </button>
    </li>
  );
});
