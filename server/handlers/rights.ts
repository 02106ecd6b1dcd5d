/** The signed-in person's own rights (issue 37): the portal shows refusals before any attempt. */
import { requireSession } from '../access';
import { personRights } from '../db/grants';
import { defineHandlers } from './types';

export const rightsHandlers = defineHandlers({
  personRights: ({ deps, auth }) => {
    const session = requireSession(auth);
    const fullAuthority = session.user.fullAuthority;
    return {
      fullAuthority,
      groups: personRights(deps.db, {
        userId: session.userId,
        corporateNcst: session.corporateNcst,
        fullAuthority,
      }),
    };
  },
});
