import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { SimType } from '../../api/newLine/types';
import { formatIccid } from '../../lib/iccid';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import type { SimChoice } from '../../machines/newLine/newLineRules';
import { Alert } from '../../ui/Alert';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';
import { Field, formatMsisdn, lineLabel, selectClass } from './shared';

type Values = Record<string, { simType: SimType; iccid: string }>;

/** Step 3: a physical SIM or an e-SIM profile per line; invalid SIMs come back marked. */
export function SimsStep({ wizard }: { wizard: NewLineRef }) {
  const editing = useSelector(wizard, (s) => s.hasTag('editing'));
  const validating = useSelector(wizard, (s) => s.hasTag('submitting'));
  if (!editing && !validating) return <StepStatus wizard={wizard} />;
  return <SimsForm wizard={wizard} validating={validating} />;
}

function SimsForm({ wizard, validating }: { wizard: NewLineRef; validating: boolean }) {
  const lines = useSelector(wizard, (s) => s.context.lines);
  const physical = useSelector(wizard, (s) => s.context.physicalGsmList);
  const flexible = useSelector(wizard, (s) => s.context.flexibleGsmList);
  const errorNumbers = useSelector(wizard, (s) => s.context.errorNumbers);
  const validation = useSelector(wizard, (s) => s.context.simValidationList);
  const { register, handleSubmit, watch } = useForm<{ sims: Values }>({
    defaultValues: {
      sims: Object.fromEntries(
        lines.map((line, i) => [
          line.key,
          {
            simType: line.simType,
            iccid: line.iccid || (line.simType === 'PHYSICAL' ? (physical[i]?.iccid ?? '') : ''),
          },
        ]),
      ),
    },
  });
  const sims = watch('sims') as SimChoice;

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={handleSubmit((v) => wizard.send({ type: 'user.next.sims', sims: v.sims }))}
    >
      {errorNumbers.length > 0 && (
        <Alert>
          {errorNumbers.length === 1 ? 'Bir SIM kart' : `${errorNumbers.length} SIM kart`} geçersiz. Lütfen
          işaretli hatlar için başka bir SIM kart seçin.
        </Alert>
      )}
      <ul className="space-y-4">
        {lines.map((line) => {
          const chosen = sims?.[line.key];
          const simType = chosen?.simType ?? line.simType;
          const invalid =
            chosen?.iccid && errorNumbers.includes(chosen.iccid)
              ? (validation.find((v) => v.iccid === chosen.iccid)?.reason ?? 'SIM kart geçersiz.')
              : undefined;
          // The same SIM on two lines: the later line says which line has it already.
          const holder = chosen?.iccid
            ? lines.find((other) => other.key !== line.key && sims?.[other.key]?.iccid === chosen.iccid)
            : undefined;
          const twice =
            holder && lines.indexOf(holder) < lines.indexOf(line)
              ? `Bu SIM kart ${lineLabel(holder.key, holder.productType)} için de seçili. Her hatta ayrı bir SIM kart seçin.`
              : undefined;
          const problem = invalid ?? twice;
          const profiles = flexible.byType[line.productType] ?? [];
          const id = `iccid-${line.key}`;
          return (
            <li key={line.key} className="rounded-md border border-slate-200 p-4">
              <fieldset className="grid gap-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {lineLabel(line.key, line.productType)} · {formatMsisdn(line.msisdn)}
                </legend>
                <div
                  className="flex flex-col gap-2 text-sm"
                  role="radiogroup"
                  aria-label={`${lineLabel(line.key, line.productType)} SIM türü`}
                >
                  <label className="flex items-center gap-2">
                    <input type="radio" value="PHYSICAL" {...register(`sims.${line.key}.simType`)} /> Fiziksel
                    SIM kart
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" value="ESIM" {...register(`sims.${line.key}.simType`)} /> e-SIM
                  </label>
                </div>
                <Field
                  label={`${lineLabel(line.key, line.productType)} SIM kartı`}
                  htmlFor={id}
                  error={problem}
                >
                  <select
                    id={id}
                    className={selectClass}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-error` : undefined}
                    {...register(`sims.${line.key}.iccid`)}
                  >
                    <option value="">SIM kart seçin</option>
                    {simType === 'PHYSICAL'
                      ? physical.map((s) => (
                          <option key={s.iccid} value={s.iccid}>
                            {formatIccid(s.iccid)}
                          </option>
                        ))
                      : profiles.map((p) => (
                          <option key={p.iccid} value={p.iccid}>
                            {p.name} ({formatIccid(p.iccid)})
                          </option>
                        ))}
                  </select>
                </Field>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <StepNav wizard={wizard} next={{ type: 'user.next.sims', sims }} busy={validating} />
    </form>
  );
}
