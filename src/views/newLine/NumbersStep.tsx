import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { type NumberChoice, systemChooses } from '../../machines/newLine/newLineRules';
import { Alert } from '../../ui/Alert';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';
import { Field, formatMsisdn, lineLabel, selectClass } from './shared';

interface Values {
  hasNumber: 'yes' | 'no';
  selectVoiceLineForMe: boolean;
  selectDataLineForMe: boolean;
  picks: Record<string, string>;
}

const toChoice = (v: Values): NumberChoice => ({
  hasNumber: v.hasNumber === 'yes',
  selectVoiceLineForMe: Boolean(v.selectVoiceLineForMe),
  selectDataLineForMe: Boolean(v.selectDataLineForMe),
  picks: { ...(v.picks ?? {}) },
});

/** Step 2: keep the company's unused numbers, or new ones (picked, or chosen by the system). */
export function NumbersStep({ wizard }: { wizard: NewLineRef }) {
  const choosing = useSelector(wizard, (s) => s.hasTag('editing'));
  const reserving = useSelector(wizard, (s) => s.hasTag('submitting'));
  if (!choosing && !reserving) return <StepStatus wizard={wizard} />;
  return <NumbersForm wizard={wizard} reserving={reserving} />;
}

function NumbersForm({ wizard, reserving }: { wizard: NewLineRef; reserving: boolean }) {
  const lines = useSelector(wizard, (s) => s.context.lines);
  const list = useSelector(wizard, (s) => s.context.numberList);
  const hasNumber = useSelector(wizard, (s) => s.context.hasNumber);
  const selectVoiceLineForMe = useSelector(wizard, (s) => s.context.selectVoiceLineForMe);
  const selectDataLineForMe = useSelector(wizard, (s) => s.context.selectDataLineForMe);
  const { register, handleSubmit, watch } = useForm<Values>({
    defaultValues: {
      hasNumber: hasNumber ? 'yes' : 'no',
      selectVoiceLineForMe,
      selectDataLineForMe,
      picks: Object.fromEntries(lines.map((l) => [l.key, l.msisdn])),
    },
  });
  const values = watch();
  const choice = toChoice(values);
  const keep = choice.hasNumber;
  const hasVoice = lines.some((l) => l.productType === 'VOICE');
  const hasData = lines.some((l) => l.productType === 'DATA');

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((v) => wizard.send({ type: 'user.next.numbers', numbers: toChoice(v) }))}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Numara seçimi</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="no" {...register('hasNumber')} /> Yeni numara almak istiyorum
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="yes" {...register('hasNumber')} /> Şirketimin kullanılmayan numaralarını
          kullanacağım
        </label>
      </fieldset>
      {!keep && (
        <div className="space-y-2">
          {hasVoice && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('selectVoiceLineForMe')} /> Ses hatlarımın numarasını benim
              için seçin
            </label>
          )}
          {hasData && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('selectDataLineForMe')} /> Veri hatlarımın numarasını benim
              için seçin
            </label>
          )}
          <p className="text-sm text-slate-700">
            Yeni numaralar 10 dakika süreyle sizin için ayrılır; bu süre içinde siparişinizi tamamlayın.
          </p>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2">
        {lines.map((line) => {
          const id = `pick-${line.key}`;
          const label = `${lineLabel(line.key, line.productType)} numarası`;
          if (keep) {
            const own = (list?.existing ?? []).filter((n) => n.productType === line.productType);
            return (
              <li key={line.key}>
                <Field label={label} htmlFor={id}>
                  <select id={id} className={selectClass} {...register(`picks.${line.key}`)}>
                    <option value="">Numara seçin</option>
                    {own.map((n) => (
                      <option key={n.msisdn} value={n.msisdn}>
                        {formatMsisdn(n.msisdn)}
                      </option>
                    ))}
                  </select>
                </Field>
              </li>
            );
          }
          if (systemChooses(line, choice))
            return (
              <li key={line.key} className="text-sm">
                <span className="block font-medium text-slate-800">{label}</span>
                <span className="text-slate-700">
                  {line.productType === 'M2M'
                    ? 'M2M numaraları sistem tarafından atanır.'
                    : 'Sistem tarafından seçilecek.'}
                </span>
              </li>
            );
          return (
            <li key={line.key}>
              <Field label={label} htmlFor={id}>
                <select id={id} className={selectClass} {...register(`picks.${line.key}`)}>
                  <option value="">Numara seçin</option>
                  {(list?.offered[line.productType] ?? []).map((m) => (
                    <option key={m} value={m}>
                      {formatMsisdn(m)}
                    </option>
                  ))}
                </select>
              </Field>
            </li>
          );
        })}
      </ul>
      {keep && (list?.existing.length ?? 0) === 0 && (
        <Alert tone="info">Şirketinizin kullanılmayan numarası bulunmuyor.</Alert>
      )}
      <StepNav wizard={wizard} next={{ type: 'user.next.numbers', numbers: choice }} busy={reserving} />
    </form>
  );
}
