import { useSelector } from '@xstate/react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import type { LineFilters, Option } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { PRODUCT_TYPE_OPTIONS, STATUS_OPTIONS } from './labels';
import { ResultList } from './ResultList';

const ROAMING_OPTIONS: Option[] = [
  { value: 'true', label: 'Açık' },
  { value: 'false', label: 'Kapalı' },
];

/** The picker's selects are controlled: an empty choice is no filter. */
function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

/** "Filtrele": the product group filters' choices; a failed load still leaves the fixed ones. */
export function FilterPanel({ actorRef }: { actorRef: LinePickerRef }) {
  const filters = useSelector(actorRef, (s) => s.context.search.filters);
  const choices = useSelector(actorRef, (s) => s.context.choices);
  const choicesFailed = useSelector(actorRef, (s) => s.hasTag('choicesFailed'));
  const set = (patch: LineFilters) =>
    actorRef.send({ type: 'user.filter', filters: { ...filters, ...patch } });
  const productTypes = choices?.productTypes.length ? choices.productTypes : PRODUCT_TYPE_OPTIONS;
  const statuses = choices?.statuses.length ? choices.statuses : STATUS_OPTIONS;
  return (
    <div className="space-y-3">
      {choicesFailed && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          <span>Tarife seçenekleri yüklenemedi.</span>
          <Button variant="ghost" onClick={() => actorRef.send({ type: 'user.retryChoices' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Select
          label="Ürün tipi"
          value={filters.productType ?? ''}
          options={productTypes}
          onChange={(productType) => set({ productType })}
        />
        <Select
          label="Tarife"
          value={filters.tariffName ?? ''}
          options={choices?.tariffs ?? []}
          onChange={(tariffName) => set({ tariffName })}
        />
        <Select
          label="Durum"
          value={filters.status ?? ''}
          options={statuses}
          onChange={(status) => set({ status })}
        />
        <Select
          label="Yurt dışı kullanımı"
          value={filters.roaming === undefined ? '' : String(filters.roaming)}
          options={ROAMING_OPTIONS}
          onChange={(v) => set({ roaming: v === undefined ? undefined : v === 'true' })}
        />
        <TextField
          label="Kullanıcı adı"
          autoComplete="off"
          value={filters.userName ?? ''}
          onChange={(e) => set({ userName: e.target.value === '' ? undefined : e.target.value })}
        />
      </div>
      <ResultList actorRef={actorRef} />
    </div>
  );
}
