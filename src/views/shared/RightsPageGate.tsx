import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import type { Right } from './rights';

/**
 * A page that opens only with a right (issue 37): while the rights load, a spinner; a failed load,
 * a word (the shell's banner offers the retry); a refusal, the sentence instead of the page, so
 * the page's own calls are never made. The group gate (src/app/RightsGate.tsx) and the full
 * authority gate (FullAuthority.tsx) differ only in the right they read and the sentence.
 */
export function RightsPageGate({
  right,
  title,
  refusal,
  children,
}: {
  right: Right;
  title: string;
  refusal: string;
  children: ReactNode;
}) {
  if (right === 'granted') return children;
  return (
    <section className="max-w-xl space-y-4" aria-busy={right === 'loading'}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {right === 'loading' ? (
        <Spinner label="Yetkileriniz yükleniyor" />
      ) : right === 'failed' ? (
        <p className="text-sm text-slate-700">Sayfa, yetkileriniz alındığında açılacak.</p>
      ) : (
        <>
          <Alert tone="info">{refusal}</Alert>
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Ana sayfaya dönün
          </Link>
        </>
      )}
    </section>
  );
}
