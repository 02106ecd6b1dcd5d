import type { FormEvent } from 'react';
import { COMMITMENT_STATUSES } from '../../api/reContract/types';
import type { ReContractFilter } from '../../machines/reContract/reContractQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { PRODUCT_TYPE_OPTIONS } from '../shared/linePicker/labels';
import { COMMITMENT_STATUS_NAMES } from './texts';

type BarValues = Omit<ReContractFilter, 'text'>;

const STATUS_OPTIONS = COMMITMENT_STATUSES.map((value) => ({ value, label: COMMITMENT_STATUS_NAMES[value] }));

/**
 * The line list's filter bar: product type, commitment status and whether to list the lines
 * that cannot be re-contracted now (with their reason). Read from the form when it is sent.
 */
export function LineFilters({ value, onApply }: { value: BarValues; onApply: (bar: BarValues) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' && v !== '' ? v : undefined;
    };
    onApply({
      productType: text('productType') as BarValues['productType'],
      commitmentStatus: text('commitmentStatus') as BarValues['commitmentStatus'],
      refused: form.get('refused') === 'on' ? true : undefined,
    });
  };
  return (
    <form
      aria-label="Hat filtreleri"
      onSubmit={submit}
      // The key remounts the uncontrolled fields when the query changes elsewhere.
      key={JSON.stringify(value)}
      className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <SelectField
        label="Ürün tipi"
        name="productType"
        options={PRODUCT_TYPE_OPTIONS}
        defaultValue={value.productType ?? ''}
      />
      <SelectField
        label="Taahhüt durumu"
        name="commitmentStatus"
        options={STATUS_OPTIONS}
        defaultValue={value.commitmentStatus ?? ''}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="refused"
          defaultChecked={value.refused === true}
          className="h-4 w-4 rounded border-slate-400"
        />
        Yeniden taahhüde uygun olmayan hatları göster
      </label>
      <div>
        <Button type="submit" variant="secondary">
          Filtrele
        </Button>
      </div>
    </form>
  );
}
