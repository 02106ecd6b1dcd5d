import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PermissionGroupId } from '../api/authorizedUsers/types';
import { REFUSALS } from '../lib/refusals';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import { useRight } from '../views/shared/rights';

/**
 * A page of an operation group opens only for a person who may view the group (issue 37): while the
 * rights load, a spinner; a failed load, a retry; a refusal, the sentence instead of the page, so
 * the page's own calls are never made. One place for every page (the route table knows the group).
 */
export function RightsGate({
  group,
  title,
  children,
}: {
  group: PermissionGroupId;
  title: string;
  children: ReactNode;
}) {
  const right = useRight(group, 'read');
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
          <Alert tone="info">{REFUSALS.read}</Alert>
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Ana sayfaya dönün
          </Link>
        </>
      )}
    </section>
  );
}
