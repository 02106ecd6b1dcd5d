import type { LoginResponse } from '../../../api/types';
import type { AnalyticsEvent } from '../../../lib/analytics';
import type { StorageArea } from '../../../lib/storageEffect';
import type { SessionEvent } from '../../session/sessionEvents';

/**
 * What a page machine asks of the edge, as emitted events (`emit(...)`): the machine names the
 * effect, `usePageActor` (src/views/shared/usePageActor.ts) performs it. A page machine never
 * holds the router, the session or the window; its snapshot stays data.
 */
export type NavigateEffect = {
  type: 'navigate';
  /** A path of the portal (without the base path). */
  to: string;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /** Data handed to the next page in its history entry (it survives a reload). */
  state?: unknown;
};

/** An event for the app's session actor (a login adopted, a logout), forwarded as it is. */
export type SessionEffect = { type: 'session'; event: SessionEvent };

/** A login completed on this page (fast, seamless, developer's): the session takes it over. */
export const adoptLoginEffect = (response: LoginResponse): SessionEffect => ({
  type: 'session',
  event: { type: 'session.adopt', response },
});

/**
 * Open the fast-login popup on `url`; the edge sends what becomes of it back to the page as
 * `popup.blocked`, `popup.closed` or `popup.loggedIn` (src/lib/fastLoginChannel.ts), and stops
 * listening when the popup is opened anew or the page goes.
 */
export type PopupEffect = { type: 'popup'; url: string };

/** An analytics event of spec §3, built by the chart (src/lib/analytics.ts), sent by the edge. */
export type AnalyticsEffect = { type: 'analytics'; event: AnalyticsEvent };

/** A file the chart fetched, handed to the browser as a download under its name. */
export type DownloadEffect = { type: 'download'; blob: Blob; fileName: string };

/** Keep a value (as JSON) or forget it (null) in the browser's storage (src/lib/storageEffect.ts). */
export type StorageEffect = { type: 'storage'; area: StorageArea; key: string; value: unknown };

/** A notification in the shell's notification area (a write that went through, said in Turkish). */
export type NotifyEffect = { type: 'notify'; kind: 'success' | 'info'; message: string };

export type PageEffect =
  | NavigateEffect
  | NotifyEffect
  | SessionEffect
  | PopupEffect
  | AnalyticsEffect
  | DownloadEffect
  | StorageEffect;
