import { type FormEvent, useId, useState } from 'react';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  OPEN_FILTER_LABEL,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  STATUS_FILTERS,
} from '../../api/orderTransactions/types';
import type { HistoryBarFilter } from '../../machines/orderTransactions/historyQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

const TYPE_OPTIONS = DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }));
const STATUS_OPTIONS = [
  { value: 'OPEN', label: OPEN_FILTER_LABEL },
  ...REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] })),
];
const PERIOD_ORDER = 'Başlangıç tarihi bitiş tarihinden sonra olamaz.';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * Talep türü, Durum, Hat numarası and the period. Uncontrolled, read when sent; the key the page
 * gives it remounts it when the filter changes elsewhere (the counts' link), so it shows the query.
 */
export function HistoryFilters({
  value,
  onApply,
}: {
  value: HistoryBarFilter;
  onApply(filter: HistoryBarFilter): void;
}) {
  const id = useId();
  const [periodError, setPeriodError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = text(data, 'from');
    const to = text(data, 'to');
    // Said next to the dates before anything is sent; the sandbox says the same sentence.
    if (from && to && from > to) return setPeriodError(PERIOD_ORDER);
    setPeriodError(null);
    onApply({
      documentType: oneOf(text(data, 'documentType'), DOCUMENT_TYPES),
      status: oneOf(text(data, 'status'), STATUS_FILTERS),
      msisdn: text(data, 'msisdn') || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }

  return (
    <form
      onSubmit={submit}
      onReset={() => {
        setPeriodError(null);
        onApply({});
      }}
      aria-label="Talep filtreleri"
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <SelectField
        label="Talep türü"
        name="documentType"
        defaultValue={value.documentType ?? ''}
        options={TYPE_OPTIONS}
      />
      <SelectField label="Durum" name="status" defaultValue={value.status ?? ''} options={STATUS_OPTIONS} />
      <div>
        <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
          Hat numarası
        </label>
        <input
          id={`${id}-msisdn`}
          name="msisdn"
          inputMode="tel"
          maxLength={40}
          defaultValue={value.msisdn ?? ''}
          className={FIELD}
        />
      </div>
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
            {name === 'from' ? 'Başlangıç tarihi' : 'Bitiş tarihi'}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="date"
            defaultValue={value[name] ?? ''}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? `${id}-period` : undefined}
            className={FIELD}
          />
        </div>
      ))}
      <div className="flex items-end gap-2">
        <Button type="submit">Filtrele</Button>
        <Button type="reset" variant="ghost">
          Temizle
        </Button>
      </div>
      {periodError && (
        <p id={`${id}-period`} className="text-sm text-red-700 sm:col-span-2 lg:col-span-6">
          {periodError}
        </p>
      )}
    </form>
  );
}
