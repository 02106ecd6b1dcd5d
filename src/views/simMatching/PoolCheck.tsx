import { useSelector } from '@xstate/react';
import type { SimPoolStatus } from '../../api/simMatching/types';
import { formatIccid } from '../../lib/iccid';
import type { PoolCheckRef } from '../../machines/simMatching/poolCheckMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { deferredPart } from '../shared/deferredPart';
import { POOL_BUTTON_CLASS, POOL_FIELD, POOL_FORM_CLASS } from './poolCheckLayout';

const STATUS_WORDS: Record<SimPoolStatus, string> = {
  FREE: 'Havuzda, boşta',
  BLOCKED: 'Havuzda, kullanıma kapalı',
  USED: 'Havuzda, bir hatta kullanılıyor',
};

/**
 * The form as it looks, without react-hook-form, while its code arrives (issue 42: 12 kB of the
 * page's first visit). Nothing moves when the real one replaces it; until then it takes no input.
 */
function PoolCheckLookAlike() {
  return (
    // data-look-alike: tests wait for the real form by its absence; Enter sends nothing meanwhile.
    <form
      aria-label="SIM kart sorgula"
      className={POOL_FORM_CLASS}
      data-look-alike=""
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField {...POOL_FIELD} readOnly />
      <Button type="button" className={POOL_BUTTON_CLASS}>
        Sorgula
      </Button>
    </form>
  );
}

const PoolCheckForm = deferredPart(async () => {
  const { PoolCheckForm } = await import('./PoolCheckForm');
  return { default: PoolCheckForm };
}, PoolCheckLookAlike);

/**
 * One card's place in the company's pool (is-in-pool), asked before a list is made; the check
 * is the page machine's child.
 */
export function PoolCheck({ check }: { check: PoolCheckRef }) {
  const answer = useSelector(check, (s) => (s.hasTag('answered') ? s.context.answer : undefined));
  const error = useSelector(check, (s) => (s.hasTag('failed') ? s.context.error : undefined));

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
      <PoolCheckForm check={check} />
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
