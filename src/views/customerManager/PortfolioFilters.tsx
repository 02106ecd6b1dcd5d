import { useForm } from 'react-hook-form';
import type { PortfolioFilter } from '../../api/customerManager/types';
import { segmentWord } from '../../lib/segments';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

interface Fields {
  segment: string;
  city: string;
  text: string;
}

const toFilter = (values: Fields): PortfolioFilter => ({
  ...(values.segment ? { segment: values.segment } : {}),
  ...(values.city ? { city: values.city } : {}),
  ...(values.text.trim() ? { text: values.text.trim() } : {}),
});

/** Segment, city and a search by name or customer number; the server filters. */
export function PortfolioFilters({
  segments,
  cities,
  disabled,
  onFilter,
}: {
  segments: readonly string[];
  cities: readonly string[];
  disabled: boolean;
  onFilter: (filter: PortfolioFilter) => void;
}) {
  const { register, handleSubmit, reset } = useForm<Fields>({
    defaultValues: { segment: '', city: '', text: '' },
  });
  return (
    <form
      aria-label="Portföy filtreleri"
      className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onSubmit={handleSubmit((values) => onFilter(toFilter(values)))}
    >
      <SelectField
        label="Segment"
        options={segments.map((s) => ({ value: s, label: segmentWord(s) }))}
        {...register('segment')}
      />
      <SelectField
        label="Şehir"
        options={cities.map((c) => ({ value: c, label: c }))}
        {...register('city')}
      />
      <TextField label="Şirket adı veya müşteri numarası" type="search" {...register('text')} />
      <div className="flex gap-2">
        <Button type="submit" disabled={disabled}>
          Filtrele
        </Button>
        <Button
          variant="ghost"
          disabled={disabled}
          onClick={() => {
            reset();
            onFilter({});
          }}
        >
          Temizle
        </Button>
      </div>
    </form>
  );
}
