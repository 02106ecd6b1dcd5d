import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { SubscriptionInfo, type SubscriptionInfoRequest } from '../../api/takeOver/types';
import { asMobile, fieldRule } from '../../lib/formRules';
import { MSISDN_HINT } from '../../lib/msisdn';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { TextField } from '../../ui/TextField';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';

/** Each field asks the contract's own schema (the sandbox checks the same). */
const FIELDS = SubscriptionInfo.entries;

/** Step 3: the company's details as the operator knows them, and the subscription's contact. */
export function SubscriptionStep({ wizard }: { wizard: TakeOverRef }) {
  const editing = useSelector(wizard, (s) => s.hasTag('editing'));
  const saving = useSelector(wizard, (s) => s.hasTag('submitting'));
  if (!editing && !saving) return <StepStatus wizard={wizard} />;
  return <SubscriptionForm wizard={wizard} saving={saving} />;
}

function SubscriptionForm({ wizard, saving }: { wizard: TakeOverRef; saving: boolean }) {
  const company = useSelector(wizard, (s) => s.context.company);
  const saved = useSelector(wizard, (s) => s.context.order?.subscriptionInfo);
  const { register, handleSubmit, formState, watch } = useForm<SubscriptionInfoRequest>({
    defaultValues: saved ?? {
      companyInfoConfirmed: false,
      contactName: company?.authorizedPerson ?? '',
      contactPhone: '',
      email: '',
      invoiceAddress: company?.address ?? '',
    },
  });
  const errors = formState.errors;
  const info = (v: SubscriptionInfoRequest): SubscriptionInfoRequest => ({
    ...v,
    contactName: v.contactName.trim(),
    contactPhone: asMobile(v.contactPhone),
    email: v.email.trim(),
    invoiceAddress: v.invoiceAddress.trim(),
  });
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((v) => wizard.send({ type: 'user.next.subscription', info: info(v) }))}
    >
      {company && (
        <dl className="grid gap-x-6 gap-y-2 rounded-md bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-700">Şirket</dt>
            <dd className="font-medium text-slate-900">{company.corporateName}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Vergi dairesi / numarası</dt>
            <dd className="font-medium text-slate-900">
              {company.taxOffice} / {company.taxNumber}
            </dd>
          </div>
        </dl>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1"
          aria-invalid={errors.companyInfoConfirmed ? true : undefined}
          aria-describedby={errors.companyInfoConfirmed ? 'company-confirm-error' : undefined}
          {...register('companyInfoConfirmed', {
            validate: (v) => v === true || 'Devam etmek için şirket bilgilerini onaylayın.',
          })}
        />
        Şirket bilgilerinin doğru olduğunu onaylıyorum.
      </label>
      {errors.companyInfoConfirmed && (
        <p id="company-confirm-error" className="text-sm text-red-700">
          {errors.companyInfoConfirmed.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Yetkili adı soyadı"
          autoComplete="name"
          error={errors.contactName?.message}
          {...register('contactName', { validate: fieldRule(FIELDS.contactName) })}
        />
        <TextField
          label="Yetkili cep telefonu"
          hint={MSISDN_HINT}
          inputMode="tel"
          error={errors.contactPhone?.message}
          {...register('contactPhone', {
            setValueAs: asMobile,
            validate: fieldRule(FIELDS.contactPhone),
          })}
        />
        <TextField
          label="E-posta"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: fieldRule(FIELDS.email) })}
        />
        <TextField
          label="Fatura adresi"
          error={errors.invoiceAddress?.message}
          {...register('invoiceAddress', { validate: fieldRule(FIELDS.invoiceAddress) })}
        />
      </div>
      <StepNav wizard={wizard} next={{ type: 'user.next.subscription', info: info(watch()) }} busy={saving} />
    </form>
  );
}
