import type { ReactNode } from 'react';
import { FULL_AUTHORITY_ACTION_REFUSAL, FULL_AUTHORITY_PAGE_REFUSAL } from '../../lib/fullAuthorityRefusals';
import { RightsPageGate } from './RightsPageGate';
import { type Right, useFullAuthority } from './rights';

/**
 * A page only full authority may view (issue 37): the refusal instead of the page, so none of its
 * calls are made (src/app/RightsGate.tsx does the same for a group's Görüntüleme).
 */
export function FullAuthorityGate({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RightsPageGate right={useFullAuthority()} title={title} refusal={FULL_AUTHORITY_PAGE_REFUSAL}>
      {children}
    </RightsPageGate>
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
