import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { ContactValidationRequest } from '../../api/newLine/types';
import { asMobile, fieldRule } from '../../lib/formRules';
import { MSISDN_HINT } from '../../lib/msisdn';
import type { DetailsValues } from '../../machines/newLine/newLineContext';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { hasType } from '../../machines/newLine/newLineRules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';
import { Field, selectClass } from './shared';

interface Values {
  contactName: string;
  contactPhone: string;
  email: string;
  m2mContactNumber: string;
  dataContactNumber: string;
  preferences: string[];
  partnerId: string;
}

const required = (label: string) => `${label} zorunludur.`;
/** Each field asks the contract's own schema (the sandbox checks the same), numbers normalized first. */
const FIELDS = ContactValidationRequest.entries;
const mobileField = (schema: (typeof FIELDS)[keyof typeof FIELDS]) => ({
  setValueAs: asMobile,
  validate: fieldRule(schema),
});
/** Said when the contact check refuses without a reason of its own. */
const CONTACT_NOT_VALIDATED = 'İletişim bilgileri doğrulanamadı.';

const toDetails = (v: Values, m2m: boolean, data: boolean): DetailsValues => ({
  contact: {
    contactName: (v.contactName ?? '').trim(),
    contactPhone: asMobile(v.contactPhone),
    email: (v.email ?? '').trim(),
    ...(m2m ? { m2mContactNumber: asMobile(v.m2mContactNumber) } : {}),
    ...(data ? { dataContactNumber: asMobile(v.dataContactNumber) } : {}),
  },
  preferences: Array.isArray(v.preferences) ? v.preferences : v.preferences ? [v.preferences] : [],
  partnerId: v.partnerId ?? '',
});

/** Step 4: company info, contact person (and contact numbers of M2M and DATA lines), preferences, partner. */
export function DetailsStep({ wizard }: { wizard: NewLineRef }) {
  const editing = useSelector(wizard, (s) => s.hasTag('editing'));
  const validating = useSelector(wizard, (s) => s.hasTag('submitting'));
  const refused = useSelector(wizard, (s) => s.hasTag('customerRefused'));
  const message = useSelector(wizard, (s) => s.context.customerMessage);
  if (refused)
    return (
      <div className="space-y-4">
        <Alert>{message}</Alert>
        <Button variant="secondary" onClick={() => wizard.send({ type: 'user.back' })}>
          Geri
        </Button>
      </div>
    );
  if (!editing && !validating) return <StepStatus wizard={wizard} />;
  return <DetailsForm wizard={wizard} validating={validating} />;
}

function DetailsForm({ wizard, validating }: { wizard: NewLineRef; validating: boolean }) {
  const m2m = useSelector(wizard, (s) => hasType(s.context.lines, 'M2M'));
  const data = useSelector(wizard, (s) => hasType(s.context.lines, 'DATA'));
  const contact = useSelector(wizard, (s) => s.context.contact);
  const preferences = useSelector(wizard, (s) => s.context.preferences);
  const preferenceOptions = useSelector(wizard, (s) => s.context.preferenceOptions);
  const partners = useSelector(wizard, (s) => s.context.partners);
  const partnerId = useSelector(wizard, (s) => s.context.partnerId);
  const company = useSelector(wizard, (s) => s.context.companyInfo);
  const contactRefusal = useSelector(wizard, (s) =>
    s.context.contactRefused ? s.context.contactMessage || CONTACT_NOT_VALIDATED : '',
  );
  // Each field says what is wrong once left, then as it is corrected.
  const { register, handleSubmit, watch, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      contactName: contact?.contactName ?? '',
      contactPhone: contact?.contactPhone ?? '',
      email: contact?.email ?? '',
      m2mContactNumber: contact?.m2mContactNumber ?? '',
      dataContactNumber: contact?.dataContactNumber ?? '',
      preferences: contact ? preferences : preferenceOptions.filter((p) => p.defaultOn).map((p) => p.id),
      partnerId,
    },
  });
  const errors = formState.errors;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((v) =>
        wizard.send({ type: 'user.next.details', details: toDetails(v, m2m, data) }),
      )}
    >
      {company && (
        <dl className="grid gap-2 rounded-md bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">Şirket</dt>
            <dd className="text-slate-900">{company.corporateName}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Vergi dairesi / numarası</dt>
            <dd className="text-slate-900">
              {company.taxOffice} / {company.taxNumber}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-700">Kayıtlı adres</dt>
            <dd className="text-slate-900">{company.address}</dd>
          </div>
        </dl>
      )}
      {contactRefusal && <Alert>{contactRefusal}</Alert>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">İletişim bilgileri</legend>
        <TextField
          label="Yetkili adı soyadı"
          autoComplete="name"
          error={errors.contactName?.message}
          {...register('contactName', { validate: fieldRule(FIELDS.contactName) })}
        />
        <TextField
          label="Cep telefonu"
          inputMode="tel"
          autoComplete="tel-national"
          hint={MSISDN_HINT}
          error={errors.contactPhone?.message}
          {...register('contactPhone', mobileField(FIELDS.contactPhone))}
        />
        <TextField
          label="E-posta"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: fieldRule(FIELDS.email) })}
        />
        {m2m && (
          <TextField
            label="M2M hatları için iletişim numarası"
            inputMode="tel"
            hint={MSISDN_HINT}
            error={errors.m2mContactNumber?.message}
            {...register('m2mContactNumber', {
              required: required('M2M iletişim numarası'),
              ...mobileField(FIELDS.m2mContactNumber),
            })}
          />
        )}
        {data && (
          <TextField
            label="Veri hatları için iletişim numarası"
            inputMode="tel"
            hint={MSISDN_HINT}
            error={errors.dataContactNumber?.message}
            {...register('dataContactNumber', {
              required: required('Veri hattı iletişim numarası'),
              ...mobileField(FIELDS.dataContactNumber),
            })}
          />
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Abonelik tercihleri</legend>
        {preferenceOptions.map((p) => (
          <label key={p.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={p.id} {...register('preferences')} /> {p.label}
          </label>
        ))}
      </fieldset>
      <Field label="SIM kart teslimat noktası" htmlFor="partner" error={errors.partnerId?.message}>
        <select
          id="partner"
          className={selectClass}
          aria-invalid={errors.partnerId ? true : undefined}
          {...register('partnerId', { required: required('Teslimat noktası') })}
        >
          <option value="">Teslimat noktası seçin</option>
          {partners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.city})
            </option>
          ))}
        </select>
      </Field>
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.details', details: toDetails(watch(), m2m, data) }}
        busy={validating}
      />
    </form>
  );
}
