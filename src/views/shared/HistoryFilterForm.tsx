import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/Button';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/** What a change history is filtered by: part of a line number and a period (ISO dates). */
export interface HistoryFilter {
  msisdn: string;
  from?: string;
  to?: string;
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * The filter bar of a change history (secure internet, extra packets, …): a line number, a
 * period and any fields of the feature's own (`children`, read back with `extra`). A period that
 * ends before it starts is said next to the dates before anything is sent; the sandbox says the
 * same sentence.
 */
export function HistoryFilterForm<T extends HistoryFilter>({
  canFilter,
  onFilter,
  extra = (filter) => filter as T,
  children,
  columns = 4,
}: {
  canFilter: boolean;
  onFilter: (filter: T) => void;
  /** The feature's own fields added to the filter, read from the form. */
  extra?: (filter: HistoryFilter, form: FormData) => T;
  children?: ReactNode;
  /** Columns of the bar on a wide screen: the number, the two dates, the button and the extras. */
  columns?: 4 | 5;
}) {
  const [periodError, setPeriodError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = text(form, 'from');
    const to = text(form, 'to');
    if (from && to && from > to) return setPeriodError('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    setPeriodError(null);
    onFilter(extra({ msisdn: text(form, 'msisdn'), ...(from ? { from } : {}), ...(to ? { to } : {}) }, form));
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Geçmiş filtreleri"
      className={`grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 ${columns === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
    >
      <div>
        <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
          Hat numarası
        </label>
        <input id={`${id}-msisdn`} name="msisdn" inputMode="tel" maxLength={40} className={FIELD} />
      </div>
      {children}
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
            {name === 'from' ? 'Başlangıç tarihi' : 'Bitiş tarihi'}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="date"
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? `${id}-period` : undefined}
            className={FIELD}
          />
        </div>
      ))}
      <div className="flex items-end">
        <Button type="submit" disabled={!canFilter}>
          Listele
        </Button>
      </div>
      {periodError && (
        <p id={`${id}-period`} className="text-sm text-red-700 sm:col-span-2 lg:col-span-full">
          {periodError}
        </p>
      )}
    </form>
  );
}
