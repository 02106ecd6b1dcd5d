import type { FastLoginPopupReport } from '../../lib/fastLoginPopup';

/** What the person and the popup (reported by the edge, src/views/shared/usePageActor.ts) tell the fast-login chart. */
export type FastLoginEvent =
  | { type: 'user.fastLogin' }
  | { type: 'user.dismissNotice' }
  | FastLoginPopupReport;
