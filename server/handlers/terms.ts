/** Terms approval (spec §2 /terms-approved): list what is pending, confirm all of it at once. */
import { requireSession } from '../access';
import { approveTerms, pendingTerms } from '../db/directory';
import { MESSAGES } from '../messages';
import { invalid, textList, validateBody } from '../validate';
import type { HandlerModule } from './types';

export const termsHandlers: HandlerModule = {
  termsApprovedList: ({ deps, auth }) => ({
    terms: pendingTerms(deps.db, requireSession(auth).userId),
  }),

  termsApprovedConfirm: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const { termIds } = validateBody(body, { termIds: textList({ maxItems: 50 }) });
    const pending = pendingTerms(deps.db, session.userId);
    // Partial approval is not a state the portal knows: every pending document or none.
    if (pending.some((doc) => !termIds.includes(doc.id))) throw invalid(MESSAGES.termsAllRequired);
    approveTerms(deps.db, session.userId, pending, deps.now());
    return { approved: true };
  },
};
