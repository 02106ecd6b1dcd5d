import { useForm } from 'react-hook-form';
import {
  ORDER_STATUS_VALUES,
  ORDER_TYPE_VALUES,
  type OrderStatus,
  type OrderType,
} from '../../api/orders/types';
import { type OrderFilters as Filters, hasFilters } from '../../machines/orders/orderQuery';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from './orderLabels';

interface Fields {
  status: OrderStatus | '';
  orderType: OrderType | '';
  search: string;
}

const selectClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

const toFilters = (fields: Fields): Filters => ({
  ...(fields.status ? { status: fields.status } : {}),
  ...(fields.orderType ? { orderType: fields.orderType } : {}),
  ...(fields.search.trim() ? { search: fields.search.trim() } : {}),
});

/**
 * Status and type apply as soon as they change; the search applies on Enter or "Ara", so a
 * request does not go out for every letter.
 */
export function OrderFilters({
  applied,
  onApply,
}: {
  applied: Filters;
  onApply: (filters: Filters) => void;
}) {
  const { register, handleSubmit, reset, formState } = useForm<Fields>({
    defaultValues: {
      status: applied.status ?? '',
      orderType: applied.orderType ?? '',
      search: applied.search ?? '',
    },
  });
  const submit = handleSubmit((fields) => onApply(toFilters(fields)));
  const clear = () => {
    reset({ status: '', orderType: '', search: '' });
    onApply({});
  };

  return (
    <form
      aria-label="Sipariş filtreleri"
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_1fr_2fr_auto] md:items-end"
    >
      <div>
        <label htmlFor="siparis-durum" className="mb-1 block text-sm font-medium text-slate-800">
          Durum
        </label>
        <select
          id="siparis-durum"
          className={selectClass}
          {...register('status', { onChange: () => submit() })}
        >
          <option value="">Tüm durumlar</option>
          {ORDER_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="siparis-tur" className="mb-1 block text-sm font-medium text-slate-800">
          Sipariş türü
        </label>
        <select
          id="siparis-tur"
          className={selectClass}
          {...register('orderType', { onChange: () => submit() })}
        >
          <option value="">Tüm türler</option>
          {ORDER_TYPE_VALUES.map((type) => (
            <option key={type} value={type}>
              {ORDER_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Sipariş no, açıklama veya hat numarası"
        type="search"
        placeholder="Örn. SP-20251008 veya 0532 111 22 33"
        error={formState.errors.search?.message}
        {...register('search', { maxLength: { value: 50, message: 'Arama en fazla 50 karakter olabilir.' } })}
      />
      <div className="flex gap-2">
        <Button type="submit">Ara</Button>
        {hasFilters(applied) && (
          <Button variant="ghost" onClick={clear}>
            Temizle
          </Button>
        )}
      </div>
    </form>
  );
}
