/** Terms approval (spec §2 /terms-approved): list what is pending, confirm all of it at once. */
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { approveTerms, pendingTerms } from '../db/directory';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';
import { defineHandlers } from './types';

export const termsHandlers = defineHandlers({
  termsApprovedList: ({ deps, auth }) => ({
    terms: pendingTerms(deps.db, requireSession(auth).userId),
  }),

  termsApprovedConfirm: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const pending = pendingTerms(deps.db, session.userId);
    // Partial approval is not a state the portal knows: every pending document or none.
    if (pending.some((doc) => !body.termIds.includes(doc.id))) {
      throw new ApiError(400, BODY_CODES.validation, MESSAGES.termsAllRequired);
    }
    approveTerms(deps.db, session.userId, pending, deps.now());
    return { approved: true as const };
  },
});
