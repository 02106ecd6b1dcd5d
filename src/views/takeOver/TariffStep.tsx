import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { PRICE_NOTE } from '../../lib/commitment';
import { formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';

// Field names must not be bare numbers: react-hook-form would read them as array indexes.
const fieldOf = (msisdn: string) => `line_${msisdn}`;

/** Step 4: a tariff for every line, offered per line type. */
export function TariffStep({ wizard }: { wizard: TakeOverRef }) {
  const choosing = useSelector(wizard, (s) => s.hasTag('editing'));
  const saving = useSelector(wizard, (s) => s.hasTag('submitting'));
  if (!choosing && !saving) return <StepStatus wizard={wizard} />;
  return <TariffForm wizard={wizard} saving={saving} />;
}

function TariffForm({ wizard, saving }: { wizard: TakeOverRef; saving: boolean }) {
  const groups = useSelector(wizard, (s) => s.context.tariffGroups);
  const chosen = useSelector(wizard, (s) => s.context.selections);
  const msisdns = groups.flatMap((g) => g.msisdnList);
  const { register, handleSubmit, watch, formState } = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(msisdns.map((m) => [fieldOf(m), chosen[m] ?? ''])),
  });
  const toSelections = (values: Record<string, string>) =>
    Object.fromEntries(msisdns.map((m) => [m, values[fieldOf(m)] ?? '']));
  const values = watch();
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((v) => wizard.send({ type: 'user.next.tariff', selections: toSelections(v) }))}
    >
      <p className="text-sm text-slate-700">{PRICE_NOTE}</p>
      {groups.map((group) => (
        <fieldset key={group.productType} className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">{group.productTypeName}</legend>
          {group.msisdnList.map((msisdn) => {
            const name = fieldOf(msisdn);
            const error = errors[name]?.message;
            return (
              <div key={msisdn}>
                <label htmlFor={name} className="mb-1 block text-sm font-medium text-slate-800">
                  {formatMsisdn(msisdn)} için tarife
                </label>
                <select
                  id={name}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${name}-error` : undefined}
                  className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
                  {...register(name, { validate: (v) => v !== '' || 'Bu hat için bir tarife seçin.' })}
                >
                  <option value="">Tarife seçin</option>
                  {group.tariffs.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} · {formatMoney(t.monthlyFee, { minDecimals: 2 })} / ay
                    </option>
                  ))}
                </select>
                {error && (
                  <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.tariff', selections: toSelections(values) }}
        busy={saving}
      />
    </form>
  );
}
