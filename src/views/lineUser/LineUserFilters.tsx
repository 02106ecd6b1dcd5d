import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { Actor } from 'xstate';
import { LINE_PRODUCT_TYPES, LINE_STATUSES, type ProductGroupFilters } from '../../api/lineUserTypes';
import type { lineUserFilterChoicesMachine } from '../../machines/lineUser/lineUserListMachine';
import type { LineUserBarFilter } from '../../machines/lineUser/lineUserQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { ROAMING_LABELS } from './labels';

const FIELD_CLASS =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The bar's selects are read from the form when it is sent (uncontrolled). */
function Select({
  label,
  name,
  value,
  options,
  loading,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  loading: boolean;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value ?? ''}
      options={options}
      aria-busy={loading || undefined}
    />
  );
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** Ürün tipi, Tarife, Durum, Yurt dışı and Kullanıcı adı; choices from productGroupFilters. */
export function LineUserFilters({
  choicesRef,
  value,
  onApply,
}: {
  choicesRef: Actor<typeof lineUserFilterChoicesMachine>;
  value: LineUserBarFilter;
  onApply(filter: LineUserBarFilter): void;
}) {
  const choices: ProductGroupFilters | undefined = useSelector(choicesRef, (s) => s.context.data);
  const loading = useSelector(choicesRef, (s) => s.hasTag('loading'));
  const failed = useSelector(choicesRef, (s) => s.hasTag('failed'));
  const userNameId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const roaming = text(data, 'roaming');
    onApply({
      productType: oneOf(text(data, 'productType'), LINE_PRODUCT_TYPES),
      tariffName: text(data, 'tariffName') || undefined,
      status: oneOf(text(data, 'status'), LINE_STATUSES),
      roaming: roaming === 'on' ? true : roaming === 'off' ? false : undefined,
      userName: text(data, 'userName') || undefined,
    });
  }

  const roamingValue = value.roaming === undefined ? undefined : value.roaming ? 'on' : 'off';
  return (
    <form
      onSubmit={submit}
      onReset={() => onApply({})}
      aria-label="Hat filtreleri"
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <Select
        label="Ürün tipi"
        name="productType"
        value={value.productType}
        options={choices?.productTypes ?? []}
        loading={loading}
      />
      <Select
        label="Tarife"
        name="tariffName"
        value={value.tariffName}
        options={choices?.tariffs ?? []}
        loading={loading}
      />
      <Select
        label="Durum"
        name="status"
        value={value.status}
        options={choices?.statuses ?? []}
        loading={loading}
      />
      <Select
        label="Yurt dışı kullanımı"
        name="roaming"
        value={roamingValue}
        options={[
          { value: 'on', label: ROAMING_LABELS.on },
          { value: 'off', label: ROAMING_LABELS.off },
        ]}
        loading={false}
      />
      <div>
        <label htmlFor={userNameId} className="mb-1 block text-sm font-medium text-slate-800">
          Kullanıcı adı
        </label>
        <input
          id={userNameId}
          name="userName"
          defaultValue={value.userName ?? ''}
          maxLength={100}
          className={FIELD_CLASS}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">Filtrele</Button>
        <Button type="reset" variant="ghost">
          Temizle
        </Button>
      </div>
      {failed && (
        <p className="text-sm text-red-700 sm:col-span-2 lg:col-span-6">
          Filtre seçenekleri yüklenemedi.{' '}
          <button
            type="button"
            className="underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            onClick={() => choicesRef.send({ type: 'user.retry' })}
          >
            Tekrar dene
          </button>
        </p>
      )}
    </form>
  );
}
