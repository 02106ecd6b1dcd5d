import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { SimPoolStatus } from '../../api/simMatching/types';
import { formatIccid, iccidProblem } from '../../lib/iccid';
import type { PoolCheckRef } from '../../machines/simMatching/poolCheckMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const STATUS_WORDS: Record<SimPoolStatus, string> = {
  FREE: 'Havuzda, boşta',
  BLOCKED: 'Havuzda, kullanıma kapalı',
  USED: 'Havuzda, bir hatta kullanılıyor',
};

/**
 * One card's place in the company's pool (is-in-pool), asked before a list is made; the check
 * is the page machine's child.
 */
export function PoolCheck({ check }: { check: PoolCheckRef }) {
  const busy = useSelector(check, (s) => s.hasTag('busy'));
  const answer = useSelector(check, (s) => (s.hasTag('answered') ? s.context.answer : undefined));
  const error = useSelector(check, (s) => (s.hasTag('failed') ? s.context.error : undefined));
  const { register, handleSubmit, formState } = useForm<{ iccid: string }>({ defaultValues: { iccid: '' } });

  return (
    <section
      aria-labelledby="pool-check-title"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="pool-check-title" className="text-lg font-semibold text-slate-900">
        SIM kart havuzda mı?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Bir SIM kartın şirketinizin havuzunda olup olmadığını ve eşleştirmeye hazır olup olmadığını
        sorgulayın.
      </p>
      <form
        noValidate
        aria-label="SIM kart sorgula"
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={handleSubmit(({ iccid }) => check.send({ type: 'user.check', iccid }))}
      >
        <TextField
          label="SIM kart numarası (ICCID)"
          inputMode="numeric"
          autoComplete="off"
          className="sm:w-96"
          error={formState.errors.iccid?.message}
          {...register('iccid', { validate: (value) => iccidProblem(value) ?? true })}
        />
        <Button type="submit" busy={busy} className="sm:mt-6">
          Sorgula
        </Button>
      </form>
      <div aria-live="polite" className="mt-3">
        {answer && (
          <p
            className={`text-sm ${answer.inPool && answer.status === 'FREE' ? 'text-green-800' : 'text-slate-900'}`}
          >
            <span className="font-medium">{formatIccid(answer.iccid)}</span>:{' '}
            {answer.status ? `${STATUS_WORDS[answer.status]}. ` : ''}
            {answer.message}
          </p>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
    </section>
  );
}
