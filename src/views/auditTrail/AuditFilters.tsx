import { type FormEvent, useId, useState } from 'react';
import { AUDIT_RESULT_LABELS, AUDIT_RESULTS, type AuditOperationOption } from '../../api/auditTrail/types';
import type { AuditBarFilter } from '../../machines/auditTrail/auditQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { AUDIT_TEXTS } from './texts';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';
const RESULT_OPTIONS = AUDIT_RESULTS.map((value) => ({ value, label: AUDIT_RESULT_LABELS[value] }));

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

type FieldError = { field: 'period' | 'msisdn'; message: string } | null;

/**
 * İşlemi yapan, İşlem, Sonuç, Hat numarası and the period. Uncontrolled, read when sent; a wrong
 * period or number is said next to its field before anything is sent (the sandbox says the same).
 */
export function AuditFilters({
  value,
  operations,
  onApply,
  onRetryOperations,
}: {
  value: AuditBarFilter;
  operations: readonly AuditOperationOption[];
  onApply(filter: AuditBarFilter): void;
  /** Given when the operation choices failed to load: their retry. */
  onRetryOperations?: (() => void) | undefined;
}) {
  const id = useId();
  const [error, setError] = useState<FieldError>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = text(data, 'from');
    const to = text(data, 'to');
    const msisdn = text(data, 'msisdn');
    if (from && to && from > to) return setError({ field: 'period', message: AUDIT_TEXTS.periodOrder });
    if (/[^\d\s+()-]/.test(msisdn)) return setError({ field: 'msisdn', message: AUDIT_TEXTS.badNumber });
    setError(null);
    const result = text(data, 'result');
    onApply({
      person: text(data, 'person') || undefined,
      operation: text(data, 'operation') || undefined,
      result: (AUDIT_RESULTS as readonly string[]).includes(result)
        ? (result as 'SUCCESS' | 'ERROR')
        : undefined,
      msisdn: msisdn || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }

  const invalid = (field: 'period' | 'msisdn') =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      onSubmit={submit}
      onReset={() => {
        setError(null);
        onApply({});
      }}
      aria-label={AUDIT_TEXTS.filters}
      noValidate
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div>
        <label htmlFor={`${id}-person`} className="mb-1 block font-medium text-slate-800 text-sm">
          İşlemi yapan
        </label>
        <input
          id={`${id}-person`}
          name="person"
          maxLength={100}
          defaultValue={value.person ?? ''}
          className={FIELD}
        />
      </div>
      <div>
        <SelectField
          label="İşlem"
          name="operation"
          defaultValue={value.operation ?? ''}
          options={operations.map((o) => ({ value: o.name, label: o.title }))}
        />
        {onRetryOperations && (
          <p className="mt-1 text-red-700 text-sm" role="alert">
            İşlem seçenekleri yüklenemedi.{' '}
            <button
              type="button"
              onClick={onRetryOperations}
              className="font-semibold underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              Tekrar dene
            </button>
          </p>
        )}
      </div>
      <SelectField label="Sonuç" name="result" defaultValue={value.result ?? ''} options={RESULT_OPTIONS} />
      <div>
        <label htmlFor={`${id}-msisdn`} className="mb-1 block font-medium text-slate-800 text-sm">
          Hat numarası
        </label>
        <input
          id={`${id}-msisdn`}
          name="msisdn"
          inputMode="tel"
          maxLength={40}
          defaultValue={value.msisdn ?? ''}
          className={FIELD}
          {...invalid('msisdn')}
        />
        {error?.field === 'msisdn' && (
          <p id={`${id}-msisdn-error`} className="mt-1 text-red-700 text-sm">
            {error.message}
          </p>
        )}
      </div>
      {(['from', 'to'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium text-slate-800 text-sm">
            {name === 'from' ? 'Başlangıç tarihi' : 'Bitiş tarihi'}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="date"
            defaultValue={value[name] ?? ''}
            className={FIELD}
            {...invalid('period')}
          />
        </div>
      ))}
      {error?.field === 'period' && (
        <p id={`${id}-period-error`} className="text-red-700 text-sm sm:col-span-2 lg:col-span-6">
          {error.message}
        </p>
      )}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">Filtrele</Button>
        <Button type="reset" variant="ghost">
          Temizle
        </Button>
      </div>
    </form>
  );
}
