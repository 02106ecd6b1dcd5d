import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import { countsBy } from '../../machines/simCard/orderLines';
import type { Delivery, simCardOrderMachine } from '../../machines/simCard/simCardOrderMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

type OrderRef = ActorRefFrom<typeof simCardOrderMachine>;
type Form = { where: 'company' | 'other'; address: string; contactName: string };

/** The confirmation data: what is ordered, where it goes, who takes it; then the order itself. */
export function ConfirmStep({ order }: { order: OrderRef }) {
  const context = useSelector(order, (s) => s.context);
  const busy = useSelector(order, (s) => s.hasTag('busy'));
  const { lines, products, reasons, delivery, failure, limit } = context;
  const byProduct = countsBy(lines, products, (l) => l.productCode);
  const byReason = countsBy(lines, reasons, (l) => l.reasonCode);
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Form>({
    defaultValues: {
      where: delivery.useCompanyAddress ? 'company' : 'other',
      address: delivery.address,
      contactName: delivery.contactName,
    },
  });
  const other = watch('where') === 'other';
  const confirm = (form: Form) => {
    const next: Delivery = {
      useCompanyAddress: form.where === 'company',
      address: form.where === 'company' ? '' : form.address.trim(),
      contactName: form.contactName.trim(),
    };
    order.send({ type: 'user.confirm', delivery: next });
  };
  const list = (items: { name: string; count: number }[]) =>
    items.map((i) => `${formatNumber(i.count)} × ${i.name}`).join(', ');

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={handleSubmit(confirm)}
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Siparişi onaylayın
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
        <dt className="font-medium text-slate-700">SIM kart sayısı</dt>
        <dd className="text-slate-900">{formatNumber(lines.length)}</dd>
        <dt className="font-medium text-slate-700">Ürünler</dt>
        <dd className="text-slate-900">{list(byProduct)}</dd>
        <dt className="font-medium text-slate-700">Değişiklik nedenleri</dt>
        <dd className="text-slate-900">{list(byReason)}</dd>
        {limit && (
          <>
            <dt className="font-medium text-slate-700">Sipariş sonrası kalan limit</dt>
            <dd className="text-slate-900">
              {formatNumber(limit.remaining - lines.length)} ({limit.periodLabel})
            </dd>
          </>
        )}
      </dl>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Teslimat adresi</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="company" className="mt-1" {...register('where')} />
          <span>
            Şirket adresine teslim
            <span className="block text-slate-700">{limit?.companyAddress}</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="other" className="mt-1" {...register('where')} />
          <span>Başka bir adrese teslim</span>
        </label>
        {other && (
          <div>
            <label htmlFor={`${id}-address`} className="mb-1 block text-sm font-medium text-slate-800">
              Teslimat adresi
            </label>
            <textarea
              id={`${id}-address`}
              rows={3}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={errors.address ? `${id}-address-error` : undefined}
              className={`block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${errors.address ? 'border-red-600' : 'border-slate-300'}`}
              {...register('address', {
                validate: (value) => {
                  const text = value.trim();
                  if (text === '') return 'Teslimat adresini yazın.';
                  if (text.length < 10) return 'Teslimat adresi en az 10 karakter olmalıdır.';
                  if (text.length > 250) return 'Teslimat adresi en fazla 250 karakter olabilir.';
                  return true;
                },
              })}
            />
            {errors.address && (
              <p id={`${id}-address-error`} className="mt-1 text-sm text-red-700">
                {errors.address.message}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <TextField
        label="Teslim alacak kişi"
        autoComplete="name"
        error={errors.contactName?.message}
        {...register('contactName', {
          validate: (value) => {
            const text = value.trim();
            if (text.length < 2) return 'Teslim alacak kişinin adını ve soyadını yazın.';
            if (text.length > 100) return 'Teslim alacak kişi en fazla 100 karakter olabilir.';
            return true;
          },
        })}
      />
      <p className="text-sm text-slate-700">
        Siparişi onaylamak için cep telefonunuza bir doğrulama kodu gönderilecek. Kod yalnızca bu hatlar,
        kartlar ve teslimat adresi için geçerlidir: SIM kart değişikliği hattı yeni karta taşır.
      </p>
      {failure && <Alert>Sipariş oluşturulamadı. {failure}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          Onayla ve SMS kodu gönder
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => order.send({ type: 'user.back' })}>
          Geri dön
        </Button>
        {busy && <Spinner size="sm" label="Sipariş oluşturuluyor…" />}
      </div>
    </form>
  );
}
