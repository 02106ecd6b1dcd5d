import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { type DraftHead, type DraftKind, storedDrafts } from '../../lib/drafts';
import { useSessionRef } from './sessionActor';

/** The signed-in person and company: whose drafts are offered. */
export function useDraftOwner() {
  const session = useSessionRef();
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  const corporateNcst = useSelector(session, (s) => s.context.session.user?.corporateNcst ?? '');
  return { userName, corporateNcst };
}

/**
 * The draft of this kind saved for the signed-in person and company, read through the drafts
 * service once per visit: the draft offered is the one stored when the screen opened.
 */
export function useSavedDraft<T extends DraftHead>(kind: DraftKind<T>) {
  const owner = useDraftOwner();
  const [saved] = useState(() => {
    const { draft, dropped } = storedDrafts.inspect(kind, owner);
    return { owner, draft, draftDropped: dropped };
  });
  return saved;
}
