import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { LINE_PRODUCT_TYPES, LINE_STATUSES, type ProductGroupFilters } from '../../api/lineUser/types';
import type { RequestMachine } from '../../machines/shared/requestMachine';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';

/** A line list's filter bar values; `state` is the page's on/off service (roaming, calling …). */
export interface LineFilterValues {
  productType?: (typeof LINE_PRODUCT_TYPES)[number] | undefined;
  tariffName?: string | undefined;
  status?: (typeof LINE_STATUSES)[number] | undefined;
  state?: boolean | undefined;
  userName?: string | undefined;
}

const STATE_LABELS = { on: 'Açık', off: 'Kapalı' } as const;

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

/**
 * Ürün tipi, Tarife, Durum, the page's on/off service and Kullanıcı adı over a list of company
 * lines; the choices come from productGroupFilters (a request machine the page runs).
 */
export function LineFiltersForm({
  choicesRef,
  value,
  stateLabel,
  onApply,
}: {
  choicesRef: ActorRefFrom<RequestMachine<ProductGroupFilters, undefined>>;
  value: LineFilterValues;
  /** The on/off select's label ("Yurt dışı kullanımı"). */
  stateLabel: string;
  onApply(filter: LineFilterValues): void;
}) {
  const choices: ProductGroupFilters | undefined = useSelector(choicesRef, (s) => s.context.data);
  const loading = useSelector(choicesRef, (s) => s.hasTag('loading'));
  const failed = useSelector(choicesRef, (s) => s.hasTag('failed'));
  const userNameId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const state = text(data, 'state');
    onApply({
      productType: oneOf(text(data, 'productType'), LINE_PRODUCT_TYPES),
      tariffName: text(data, 'tariffName') || undefined,
      status: oneOf(text(data, 'status'), LINE_STATUSES),
      state: state === 'on' ? true : state === 'off' ? false : undefined,
      userName: text(data, 'userName') || undefined,
    });
  }

  const stateValue = value.state === undefined ? undefined : value.state ? 'on' : 'off';
  return (
    <form
      onSubmit={submit}
      onReset={() => onApply({})}
      aria-label="Hat filtreleri"
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
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
        label={stateLabel}
        name="state"
        value={stateValue}
        options={[
          { value: 'on', label: STATE_LABELS.on },
          { value: 'off', label: STATE_LABELS.off },
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
