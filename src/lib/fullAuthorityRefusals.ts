/**
 * The refusals of what only full authority does (issue 37): the audit trail, a line's call detail,
 * signing a document (docs/decisions.md, "Rights and permissions"). Apart from src/lib/refusals.ts
 * because only lazily loaded pages say them: in that file they would weigh on the entry chunk.
 */
const ASK = 'Yetkili kişilerinizden yetki isteyebilirsiniz.';

/** A page only full authority may view, said instead of the page. */
export const FULL_AUTHORITY_PAGE_REFUSAL = `Bu sayfayı yalnızca tam yetkili kişiler görüntüleyebilir. ${ASK}`;

/** An action only full authority may take, said next to it. */
export const FULL_AUTHORITY_ACTION_REFUSAL = `Bu işlemi yalnızca tam yetkili kişiler yapabilir. ${ASK}`;
