import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FULL_AUTHORITY_ACTION_REFUSAL, FULL_AUTHORITY_PAGE_REFUSAL } from '../../lib/fullAuthorityRefusals';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { type Right, useFullAuthority } from './rights';

/**
 * A page only full authority may view (issue 37): the refusal instead of the page, so none of its
 * calls are made (src/app/RightsGate.tsx does the same for a group's Görüntüleme).
 */
export function FullAuthorityGate({ title, children }: { title: string; children: ReactNode }) {
  const right = useFullAuthority();
  if (right === 'granted') return children;
  return (
    <section className="max-w-xl space-y-4" aria-busy={right === 'loading'}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {right === 'loading' ? (
        <Spinner label="Yetkileriniz yükleniyor" />
      ) : right === 'failed' ? (
        // The shell's banner above the page says why and offers the one retry.
        <p className="text-sm text-slate-700">Sayfa, yetkileriniz alındığında açılacak.</p>
      ) : (
        <>
          <Alert tone="info">{FULL_AUTHORITY_PAGE_REFUSAL}</Alert>
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Ana sayfaya dönün
          </Link>
        </>
      )}
    </section>
  );
}

/** Why an action only full authority takes is closed, next to it (named by its aria-describedby). */
export function FullAuthorityNote({ id, right }: { id: string; right: Right }) {
  if (right === 'granted') return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800">
      {right === 'refused' ? FULL_AUTHORITY_ACTION_REFUSAL : 'Yetkileriniz alınmadan bu işlem başlatılamaz.'}
    </p>
  );
}
