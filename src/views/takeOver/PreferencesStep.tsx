import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { INVOICE_TYPES, type PreferencesRequest } from '../../api/takeOver/types';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { StepNav } from '../shared/wizard/StepNav';

const INVOICE_LABELS: Record<(typeof INVOICE_TYPES)[number], string> = {
  E_INVOICE: 'e-Fatura',
  PAPER: 'Kâğıt fatura',
};

const FLAGS = [
  ['directoryListing', 'Hatlar rehbere kayıtlı olsun'],
  ['campaignSms', 'Kampanya bildirimleri SMS ile gelsin'],
  ['keepLineUsers', 'Hat kullanıcı bilgileri korunsun'],
] as const;

/** Step 5: how the taken-over lines are invoiced and listed. */
export function PreferencesStep({ wizard }: { wizard: TakeOverRef }) {
  const saving = useSelector(wizard, (s) => s.hasTag('submitting'));
  const saved = useSelector(wizard, (s) => s.context.order?.preferences);
  const { register, handleSubmit, watch } = useForm<PreferencesRequest>({
    defaultValues: saved ?? {
      invoiceType: 'E_INVOICE',
      directoryListing: false,
      campaignSms: false,
      keepLineUsers: true,
    },
  });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((preferences) => wizard.send({ type: 'user.next.preferences', preferences }))}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Fatura türü</legend>
        <div className="flex flex-wrap gap-4">
          {INVOICE_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={type} {...register('invoiceType')} />
              {INVOICE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Diğer tercihler</legend>
        {FLAGS.map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register(name)} />
            {label}
          </label>
        ))}
      </fieldset>
      <StepNav wizard={wizard} next={{ type: 'user.next.preferences', preferences: watch() }} busy={saving} />
    </form>
  );
}
