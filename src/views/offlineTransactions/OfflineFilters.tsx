import { type FormEvent, useId, useState } from 'react';
import type { Choice, OfflineStatus, OfflineType } from '../../api/offlineTransactions/types';
import { formatPeriod } from '../../lib/format';
import type { OfflineBarFilter } from '../../machines/offlineTransactions/offlineQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';
const MSISDN_MESSAGE = 'Hat numarası yalnızca rakam içermelidir.';

const options = (choices: readonly Choice[]) => choices.map((c) => ({ value: c.code, label: c.label }));
const read = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * Dönem, İşlem türü, Hat numarası and Durum, with the served choices. Uncontrolled, read when
 * sent; a line number with anything but digits is said next to the field before anything is sent
 * (the sandbox says the same sentence).
 */
export function OfflineFilters({
  types,
  statuses,
  periods,
  onApply,
}: {
  types: readonly Choice[];
  statuses: readonly Choice[];
  periods: readonly string[];
  onApply(filter: OfflineBarFilter): void;
}) {
  const id = useId();
  const [msisdnError, setMsisdnError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // People type numbers with spaces or a leading 0: keep the digits, refuse anything else.
    const msisdn = read(data, 'msisdn').replace(/\s/g, '').replace(/^0/, '');
    if (msisdn && !/^\d{1,10}$/.test(msisdn)) return setMsisdnError(MSISDN_MESSAGE);
    setMsisdnError(null);
    onApply({
      period: read(data, 'period') || undefined,
      type: (read(data, 'type') || undefined) as OfflineType | undefined,
      msisdn: msisdn || undefined,
      status: (read(data, 'status') || undefined) as OfflineStatus | undefined,
    });
  }

  return (
    <form
      onSubmit={submit}
      onReset={() => {
        setMsisdnError(null);
        onApply({});
      }}
      aria-label="Çevrim dışı işlem filtreleri"
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <SelectField
        label="Dönem"
        name="period"
        options={periods.map((p) => ({ value: p, label: formatPeriod(p) }))}
        allLabel="Tüm dönemler"
      />
      <SelectField label="İşlem türü" name="type" options={options(types)} allLabel="Tüm işlemler" />
      <div>
        <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
          Hat numarası
        </label>
        <input
          id={`${id}-msisdn`}
          name="msisdn"
          inputMode="tel"
          maxLength={14}
          aria-invalid={msisdnError ? true : undefined}
          aria-describedby={msisdnError ? `${id}-msisdn-error` : undefined}
          className={FIELD}
        />
        {msisdnError && (
          <p id={`${id}-msisdn-error`} className="mt-1 text-sm text-red-700">
            {msisdnError}
          </p>
        )}
      </div>
      <SelectField label="Durum" name="status" options={options(statuses)} allLabel="Tüm durumlar" />
      <div className="flex items-end gap-2">
        <Button type="submit">Filtrele</Button>
        <Button type="reset" variant="ghost">
          Temizle
        </Button>
      </div>
    </form>
  );
}
