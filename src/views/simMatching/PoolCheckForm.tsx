import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { iccidProblem } from '../../lib/iccid';
import type { PoolCheckRef } from '../../machines/simMatching/poolCheckMachine';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { POOL_BUTTON_CLASS, POOL_FIELD, POOL_FORM_CLASS } from './poolCheckLayout';

/** The ICCID asked for, checked as written before the call; react-hook-form holds the field. */
export function PoolCheckForm({ check }: { check: PoolCheckRef }) {
  const busy = useSelector(check, (s) => s.hasTag('busy'));
  const { register, handleSubmit, formState } = useForm<{ iccid: string }>({ defaultValues: { iccid: '' } });
  return (
    <form
      noValidate
      aria-label="SIM kart sorgula"
      className={POOL_FORM_CLASS}
      onSubmit={handleSubmit(({ iccid }) => check.send({ type: 'user.check', iccid }))}
    >
      <TextField
        {...POOL_FIELD}
        error={formState.errors.iccid?.message}
        {...register('iccid', { validate: (value) => iccidProblem(value) ?? true })}
      />
      <Button type="submit" busy={busy} className={POOL_BUTTON_CLASS}>
        Sorgula
      </Button>
    </form>
  );
}
