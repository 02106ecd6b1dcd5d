/**
 * Event reporting payloads of spec §3 with the defaults of spec §8 and §9, and a small
 * in-memory sink. Nothing here touches the network: a transport, when there is one, reads
 * the sink (or window.__portalAnalytics) and sends.
 */

export type ActionStatus = 'SUCCESS' | 'ERROR';

/** The event reporting payload of spec §3. */
export interface ReportingPayload {
  actionType: string;
  actionStatus: ActionStatus;
  actionCount?: number;
  /** Default 0 (spec §9). */
  productCount: number;
  orderId?: string;
  errorMessage?: string;
  description?: string;
  billPeriod?: string;
  billAmount?: number | string;
  ktoMsisdn?: string;
  segment?: string;
  role?: string;
  contractCount?: number;
  offerCount?: number;
  addonCount?: number;
  bestOffer?: string | boolean;
  campaignStatus?: string;
  poolOperations?: string;
  poolType?: string;
  totalcountMatches?: number;
  successfulMatches?: number;
  unSuccessfulMatches?: number;
  /** Default false (spec §9). */
  isSuccess: boolean;
}

export interface ActionEvent extends ReportingPayload {
  kind: 'action';
  /** The failing request path or the address of the failing screen. */
  errorUrl?: string;
  screenUrl?: string;
  menuName?: string;
  menuUrl?: string;
}

export interface PageViewEvent {
  kind: 'pageView';
  path: string;
  /** An error page view, e.g. "/" after an incomplete login (spec §4). */
  isError: boolean;
}

export type AnalyticsEvent = ActionEvent | PageViewEvent;

/** Optional fields of an action event. */
export type ActionFields = Partial<Omit<ActionEvent, 'kind' | 'actionType'>>;

export const ACTION_TYPES = {
  requestFailure: 'REQUEST_FAILURE',
  contractMismatch: 'CONTRACT_MISMATCH',
  screenError: 'SCREEN_ERROR',
  menuClick: 'MENU_CLICK',
} as const;

export const SUCCESS_TEXT = 'SUCCESS';
/** Default message of spec §8. */
export const DEFAULT_ERROR_MESSAGE = 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** An action event with the spec §9 defaults: productCount 0, isSuccess false, status ERROR. */
export function actionEvent(actionType: string, fields: ActionFields = {}): ActionEvent {
  return compact({
    actionStatus: 'ERROR' as ActionStatus,
    ...compact(fields),
    kind: 'action' as const,
    actionType,
    productCount: fields.productCount ?? 0,
    isSuccess: fields.isSuccess ?? false,
  });
}

/** A failure: actionStatus defaults to ERROR, isSuccess false. */
export function failureEvent(actionType: string, fields: ActionFields = {}): ActionEvent {
  return actionEvent(actionType, {
    ...fields,
    actionStatus: fields.actionStatus ?? 'ERROR',
    isSuccess: false,
  });
}

/** A success: actionStatus SUCCESS, isSuccess true, message and description "SUCCESS" when none. */
export function successEvent(actionType: string, fields: ActionFields = {}): ActionEvent {
  const message = fields.errorMessage || SUCCESS_TEXT;
  return actionEvent(actionType, {
    ...fields,
    actionStatus: 'SUCCESS',
    isSuccess: true,
    errorMessage: message,
    description: fields.description || message,
  });
}

/** A request failed (spec §7 "Reactions to responses"): its path and message. */
export function requestFailureEvent(path: string, message?: string | null): ActionEvent {
  return failureEvent(ACTION_TYPES.requestFailure, {
    errorUrl: path,
    errorMessage: message || DEFAULT_ERROR_MESSAGE,
  });
}

/**
 * An answer that did not fit its catalogue row: the row's name and the first mismatch go to
 * analytics (description), so the back-end team sees which call broke the contract.
 */
export function contractMismatchEvent(row: string, path: string, issue: string): ActionEvent {
  return failureEvent(ACTION_TYPES.contractMismatch, {
    errorUrl: path,
    errorMessage: DEFAULT_ERROR_MESSAGE,
    description: `${row}: ${issue}`,
  });
}

export interface ScreenErrorInput {
  errorUrl: string;
  screenUrl: string;
  segment?: string;
  role?: string;
  message?: string;
}

/** A screen failed to render (spec §8): error url, screen url, segment, role. */
export function screenErrorEvent(input: ScreenErrorInput): ActionEvent {
  return failureEvent(ACTION_TYPES.screenError, {
    errorUrl: input.errorUrl,
    screenUrl: input.screenUrl,
    segment: input.segment,
    role: input.role,
    errorMessage: input.message || undefined,
  });
}

/** A stored menuEvent reported at start-up (spec §2). */
export function menuEventPayload(menu: { menuName: string; menuUrl: string }): ActionEvent {
  return successEvent(ACTION_TYPES.menuClick, { menuName: menu.menuName, menuUrl: menu.menuUrl });
}

export function pageViewEvent(path: string, options: { error?: boolean } = {}): PageViewEvent {
  return { kind: 'pageView', path, isError: options.error === true };
}

declare global {
  interface Window {
    /** Mirror of the analytics sink, read by end-to-end tests and a future transport. */
    __portalAnalytics?: AnalyticsEvent[];
  }
}

export const ANALYTICS_BUFFER_SIZE = 200;

export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
  /** The buffered events, oldest first (a copy). */
  events(): AnalyticsEvent[];
  clear(): void;
}

/** A bounded in-memory sink keeping the last `limit` events, mirrored to window.__portalAnalytics. */
export function createAnalyticsSink(limit = ANALYTICS_BUFFER_SIZE, mirror = true): AnalyticsSink {
  let buffer: AnalyticsEvent[] = [];
  const sync = () => {
    if (mirror && typeof window !== 'undefined') window.__portalAnalytics = [...buffer];
  };
  return {
    track(event) {
      buffer.push({ ...event });
      if (buffer.length > limit) buffer = buffer.slice(buffer.length - limit);
      sync();
    },
    events: () => [...buffer],
    clear() {
      buffer = [];
      sync();
    },
  };
}

/** The portal's analytics sink. */
export const analytics: AnalyticsSink = createAnalyticsSink();
