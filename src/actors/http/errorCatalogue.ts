import type { Envelope, ErrorMode } from '../../api/types';
import { MESSAGES } from './messages';

/** What the shell should do about a failed or flagged response; sent to it as an event. */
export type Reaction =
  | { type: 'none' }
  | { type: 'notify'; message: string }
  | { type: 'modal'; message: string; then?: 'back' }
  | { type: 'sessionExpired' }
  | { type: 'logout' };

export interface FailedResponse {
  httpStatus: number;
  statusText?: string;
  body?: unknown;
  mode: ErrorMode;
  /** `mobile` flag of local storage: the app runs inside the mobile shell (spec §8, 401 row). */
  mobile: boolean;
}

type BodyWithDetail = Envelope & { errorDetail?: string };

function statusMessage(body: unknown): string | undefined {
  const status = (body as Envelope | undefined)?.status;
  return nonEmpty(status?.message) ?? nonEmpty(status?.description);
}

function nonEmpty(text: string | undefined): string | undefined {
  return text && text.trim() !== '' ? text : undefined;
}

/** 502 row: status message or description, else errorDetail, else the 502 text. */
function badGatewayMessage(body: unknown): string {
  return (
    statusMessage(body) ?? nonEmpty((body as BodyWithDetail | undefined)?.errorDetail) ?? MESSAGES.badGateway
  );
}

function byMode(mode: ErrorMode, message: string): Reaction {
  if (mode === 'modal') return { type: 'modal', message };
  if (mode === 'ignore' || mode === 'inline') return { type: 'none' };
  return { type: 'notify', message };
}

/** Body-level reaction for a 2xx response whose envelope says error (spec §8 "Body-level"). */
export function bodyErrorReaction(failed: FailedResponse): Reaction {
  if ((failed.body as Envelope | undefined)?.status?.code === '419') return { type: 'sessionExpired' };
  const message = statusMessage(failed.body) ?? nonEmpty(failed.statusText) ?? MESSAGES.default;
  return byMode(failed.mode, message);
}

/** Transport-level reaction for a non-2xx response (spec §8 table). */
export function httpErrorReaction(failed: FailedResponse): Reaction {
  const { httpStatus, mode, body } = failed;
  if ((body as Envelope | undefined)?.status?.code === '419') return { type: 'sessionExpired' };
  if (mode === 'ignore') return { type: 'none' };
  if (httpStatus === 400 && mode === 'blob') return { type: 'notify', message: MESSAGES.default };
  switch (httpStatus) {
    case 401:
      return failed.mobile ? { type: 'sessionExpired' } : { type: 'logout' };
    case 403:
      // biome-ignore lint/suspicious/noThenProperty: a plain event field read by the shell, never awaited
      return { type: 'modal', message: MESSAGES.forbidden, then: 'back' };
    case 404:
      return mode === 'inline' ? { type: 'none' } : { type: 'notify', message: MESSAGES.notFound };
    case 417:
      return { type: 'modal', message: statusMessage(body) ?? MESSAGES.default };
    case 500:
      return byMode(mode, MESSAGES.serverError);
    case 502:
      return byMode(mode, badGatewayMessage(body));
    case 503:
      return byMode(mode, MESSAGES.unavailable);
    case 504:
      return byMode(mode, MESSAGES.gatewayTimeout);
    default:
      return byMode(mode, statusMessage(body) ?? nonEmpty(failed.statusText) ?? MESSAGES.default);
  }
}

export type TransportFailure = 'aborted' | 'network' | 'timeout';

/** Requests that never got a response are rejected (spec §8 "Other"); only abort stays silent. */
export function transportFailureReaction(kind: TransportFailure, mode: ErrorMode): Reaction {
  if (kind === 'aborted') return { type: 'none' };
  return byMode(mode === 'blob' ? 'notify' : mode, kind === 'timeout' ? MESSAGES.timeout : MESSAGES.network);
}

export function transportFailureMessage(kind: TransportFailure): string {
  if (kind === 'aborted') return MESSAGES.aborted;
  return kind === 'timeout' ? MESSAGES.timeout : MESSAGES.network;
}

/** The message a failed call carries back to the machine that made it. */
export function failureMessage(failed: Omit<FailedResponse, 'mode' | 'mobile'>): string {
  const { httpStatus, body } = failed;
  // The session-expired modal wins over every status row, so the message says the same.
  if ((body as Envelope | undefined)?.status?.code === '419') return MESSAGES.sessionExpired;
  // One 403 sentence (issue 37): the server's own wording of a refusal is not shown beside it.
  if (httpStatus === 403) return MESSAGES.forbidden;
  if (httpStatus === 404) return statusMessage(body) ?? MESSAGES.notFound;
  if (httpStatus === 500) return MESSAGES.serverError;
  if (httpStatus === 503) return MESSAGES.unavailable;
  if (httpStatus === 504) return MESSAGES.gatewayTimeout;
  if (httpStatus === 502) return badGatewayMessage(body);
  return statusMessage(body) ?? nonEmpty(failed.statusText) ?? MESSAGES.default;
}

/** Spec §7 "menuRefresh": a response body flag that asks for the side menu to be reloaded. */
export function wantsMenuRefresh(body: unknown): boolean {
  const content = (body as Envelope<{ menuRefresh?: unknown }> | undefined)?.content;
  return Boolean(content && typeof content === 'object' && content.menuRefresh);
}

/** An answer outside its row's contract: spec §8's default message, in the row's way. */
export function contractMismatchReaction(mode: ErrorMode): Reaction {
  return byMode(mode === 'blob' ? 'notify' : mode, MESSAGES.default);
}

export const CONTRACT_MISMATCH_MESSAGE = MESSAGES.default;
