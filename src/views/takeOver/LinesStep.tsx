import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { CONTACT_METHODS, type ContactMethod, MAX_TAKE_OVER_LINES } from '../../api/takeOver/types';
import { asMobile } from '../../lib/formRules';
import { formatMsisdn, MSISDN_HINT, msisdnProblem, parseNumberList } from '../../lib/msisdn';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { LineChecks } from './LineChecks';

interface Values {
  numbers: string;
  transferorPhone: string;
  contactMethod: ContactMethod;
}

const METHOD_LABELS: Record<ContactMethod, string> = {
  SMS: 'SMS ile onay',
  CALL: 'Telefonla aranarak onay',
};

function numbersRule(text: string): true | string {
  const { numbers, invalid } = parseNumberList(text);
  if (invalid.length > 0)
    return `Geçerli bir cep telefonu numarası değil: ${invalid.map((i) => i.token).join(', ')}`;
  if (numbers.length === 0) return 'En az bir hat numarası girin.';
  if (numbers.length > MAX_TAKE_OVER_LINES)
    return `Bir siparişte en fazla ${MAX_TAKE_OVER_LINES} hat devralınabilir.`;
  return true;
}

const REFUSAL_ID = 'take-over-refusal';

/** Step 1: the lines to take over and how the transferring party is asked for their approval. */
export function LinesStep({ wizard }: { wizard: TakeOverRef }) {
  const checking = useSelector(wizard, (s) => s.hasTag('submitting'));
  const refusal = useSelector(wizard, (s) => s.context.refusal);
  const request = useSelector(wizard, (s) => s.context.request);
  // Checking the lines already asks the transferor: the first step needs the group's Talep (issue 37).
  const right = useRight('takeOver', 'request');
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      numbers: request?.msisdnList.map(formatMsisdn).join('\n') ?? '',
      transferorPhone: request?.transferorPhone ?? '',
      contactMethod: request?.contactMethod ?? 'SMS',
    },
  });
  const submit = handleSubmit((v) =>
    wizard.send({
      type: 'user.next.lines',
      request: {
        msisdnList: parseNumberList(v.numbers).numbers,
        transferorPhone: asMobile(v.transferorPhone),
        contactMethod: v.contactMethod,
      },
    }),
  );
  const errors = formState.errors;
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <div>
        <label htmlFor="take-over-numbers" className="mb-1 block text-sm font-medium text-slate-800">
          Devralınacak hat numaraları
        </label>
        <p id="take-over-numbers-help" className="mb-2 text-sm text-slate-700">
          Her satıra bir numara yazın (en fazla {MAX_TAKE_OVER_LINES} hat).
        </p>
        <textarea
          id="take-over-numbers"
          rows={4}
          aria-invalid={errors.numbers ? true : undefined}
          aria-describedby={`take-over-numbers-help${errors.numbers ? ' take-over-numbers-error' : ''}`}
          className={`block w-full rounded-md border px-3 py-2 font-mono text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${errors.numbers ? 'border-red-600' : 'border-slate-300'}`}
          {...register('numbers', { validate: numbersRule })}
        />
        {errors.numbers && (
          <p id="take-over-numbers-error" className="mt-1 text-sm text-red-700">
            {errors.numbers.message}
          </p>
        )}
      </div>
      <TextField
        label="Devreden kişinin kayıtlı cep telefonu"
        hint={MSISDN_HINT}
        inputMode="tel"
        autoComplete="off"
        error={errors.transferorPhone?.message}
        {...register('transferorPhone', {
          validate: (value) =>
            asMobile(value).length === 10 || msisdnProblem('Devreden kişinin cep telefonu'),
        })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Devredenden onay nasıl alınsın?</legend>
        <div className="flex flex-wrap gap-4">
          {CONTACT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={method} {...register('contactMethod')} />
              {METHOD_LABELS[method]}
            </label>
          ))}
        </div>
      </fieldset>
      {refusal && <Alert>{refusal}</Alert>}
      <LineChecks wizard={wizard} />
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button
          type="submit"
          busy={checking}
          disabled={right !== 'granted'}
          aria-describedby={refusalId(right, REFUSAL_ID)}
        >
          Kontrol et ve onay iste
        </Button>
      </div>
    </form>
  );
}
