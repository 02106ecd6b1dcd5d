import type { AxiosInstance, AxiosResponse } from 'axios';
import type { AnswerCheck } from '../../api/contract/answerCheck';
import type { ContractRow } from '../../api/contract/define';
import type { CallOptions, InputArgs, RowName, RowOutput } from '../../api/contract/registry';
import { BODY_CODES, type Envelope } from '../../api/types';
import { analytics, contractMismatchEvent, requestFailureEvent } from '../../lib/analytics';
import { config } from '../../lib/config';
import { storage } from '../../lib/storage';
import {
  bodyErrorReaction,
  CONTRACT_MISMATCH_MESSAGE,
  contractMismatchReaction,
  failureMessage,
  httpErrorReaction,
  transportFailureMessage,
  transportFailureReaction,
  wantsMenuRefresh,
} from './errorCatalogue';
import { emitMenuRefresh, emitReaction } from './events';
import { namedFile } from './fileName';
import { HttpError } from './HttpError';
import { answered, forgetIntents, intentOf, keyFor } from './intentKeys';
import { loadOnce } from './loadOnce';
import { fillPath, type PathParams, resolvePath } from './path';
import { bodyCode, isBlobBody, isSuccessResponse, normaliseSuccess } from './successRule';
import { readCookie, transportKind, XSRF_COOKIE, XSRF_HEADER } from './transport';
import { yieldToMain } from './yieldToMain';

export interface CallInput {
  params?: PathParams;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
}

interface Contract {
  loadEndpoint(name: string): Promise<ContractRow>;
  checkAnswer(row: ContractRow, answer: unknown): AnswerCheck;
}

let xsrfToken: string | undefined;

/** The axios instance, loaded with the first call (or by `preloadHttpClient`) in its own chunk. */
const client = loadOnce(() => import('./client').then(({ createClient }) => createClient(config.apiBase)));

/**
 * The catalogue's index and the answer check, in the HTTP client's chunk (loaded with the first
 * call, or preloaded with a logged-in page): they would otherwise sit in the entry.
 */
const catalogue = loadOnce(
  (): Promise<Contract> =>
    import('./client').then(({ loadEndpoint, checkAnswer }) => ({ loadEndpoint, checkAnswer })),
);

export function http(): Promise<AxiosInstance> {
  return client.get();
}

function contract(): Promise<Contract> {
  return catalogue.get();
}

/** Fetches the HTTP client's code ahead of the first call, when the page has nothing else to do. */
export function preloadHttpClient(): void {
  http().catch(() => {});
  contract().catch(() => {});
}

/** Forget the client and token, e.g. between tests or after a logout. */
export function resetHttpClient(): void {
  client.forget();
  catalogue.forget();
  xsrfToken = undefined;
  forgetIntents();
}

/** The header that makes a write happen once however often it is sent (server/middleware/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/**
 * Waits before the actor sends a write again after the network lost it (no answer at all):
 * safe because the retry carries the same Idempotency-Key. Two retries, then the error.
 */
export const WRITE_RETRY_DELAYS_MS = [300, 1_200] as const;

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

async function antiForgeryToken(signal?: AbortSignal): Promise<string | undefined> {
  const fromCookie = readCookie(XSRF_COOKIE);
  if (fromCookie) return fromCookie;
  if (xsrfToken) return xsrfToken;
  const row = await (await contract()).loadEndpoint('antiForgeryToken');
  // The token is bound to the session (server/csrf.ts): ask with the session's pageToken.
  const pageToken = storage.pageToken.get();
  const response = await (await http()).get<Envelope<{ token: string }>>(row.path, {
    signal,
    headers: pageToken ? { pageToken } : {},
  });
  xsrfToken = readCookie(XSRF_COOKIE) ?? response.data?.content?.token;
  return xsrfToken;
}

function headersFor(row: ContractRow, token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { ...(row.headers ?? {}) };
  const pageToken = storage.pageToken.get();
  if (pageToken) headers.pageToken = pageToken;
  if (token) headers[XSRF_HEADER] = token;
  return headers;
}

function reportFailure(path: string, message: string): void {
  analytics.track(requestFailureEvent(path, message));
}

/**
 * Calls one catalogue row and resolves with its `content` (or the Blob for file rows, a File
 * when the response names it in Content-Disposition), typed and checked by the row's schemas:
 * a misspelt row or a wrong payload does not compile.
 * Failures reject with an HttpError after the shell has been told how to react (spec §8).
 */
export function callEndpoint<N extends RowName>(name: N, ...args: InputArgs<N>): Promise<RowOutput<N>> {
  const [input, signal, options] = args as unknown as [
    CallInput | undefined,
    AbortSignal | undefined,
    CallOptions | undefined,
  ];
  return callRow(name, input ?? {}, signal, options) as Promise<RowOutput<N>>;
}

async function callRow(
  name: string,
  input: CallInput,
  signal: AbortSignal | undefined,
  options: CallOptions = {},
): Promise<unknown> {
  let row: ContractRow;
  let checkAnswer: Contract['checkAnswer'];
  try {
    const loaded = await contract();
    checkAnswer = loaded.checkAnswer;
    row = await loaded.loadEndpoint(name);
  } catch (error) {
    // The contract's chunk could not load: the same as the network failing for this call.
    const message = transportFailureMessage('network');
    reportFailure(name, message);
    emitReaction(transportFailureReaction('network', 'notify'));
    throw new HttpError({ message, kind: 'transport', code: 'network', cause: error });
  }
  const path = fillPath(resolvePath(row, config.pathOverrides), input.params);
  const mode = row.errorMode;
  let response: AxiosResponse<unknown>;
  const isWrite = row.method !== 'GET';
  // One key per intent, the same for every send below and for a repeat of the intent.
  const intent = isWrite
    ? intentOf(row.method, path, storage.pageToken.get() ?? '', input.body ?? {})
    : undefined;
  const idempotencyKey = isWrite ? keyFor(intent) : undefined;
  const { onUploadProgress } = options;
  const send = async () => {
    const token = isWrite ? await antiForgeryToken(signal) : undefined;
    const headers = headersFor(row, token);
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const instance = await http();
    // Each send in a task of its own (yieldToMain.ts), not five back to back in one.
    await yieldToMain();
    return instance.request({
      url: path,
      method: row.method,
      params: input.query,
      data: isWrite ? (input.body ?? {}) : undefined,
      headers,
      responseType: mode === 'blob' ? 'blob' : 'json',
      signal,
      // Only the body this call sends is reported: the token's fetch above carries none.
      onUploadProgress: onUploadProgress && ((event) => onUploadProgress(event.loaded, event.total)),
    });
  };
  /** A write whose answer the network lost is sent again (same key) before it counts as failed. */
  const sendWithRetries = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        const delay = WRITE_RETRY_DELAYS_MS[attempt];
        if (!isWrite || delay === undefined || transportKind(error) !== 'network') throw error;
        await pause(delay, signal);
      }
    }
  };
  try {
    // Inside the try: a failed or aborted token fetch is a transport failure of this call too.
    response = await sendWithRetries();
    if (await refusedAntiForgeryToken(response)) {
      // The token was another session's (a login in another tab, a cookie from before the
      // login): the refusal brought the session's own, so the write is sent once more with it.
      xsrfToken = undefined;
      response = await sendWithRetries();
    }
  } catch (error) {
    const kind = transportKind(error);
    const message = transportFailureMessage(kind);
    reportFailure(path, message);
    emitReaction(transportFailureReaction(kind, mode));
    throw new HttpError({ message, kind: 'transport', code: kind });
  }
  // An answer, whatever it says, ends the intent (see intentKeys.ts).
  answered(intent);

  const body = await readBody(response.data, response.headers['content-type']);
  const failed = {
    httpStatus: response.status,
    statusText: response.statusText,
    body,
    mode,
    mobile: storage.mobile.get() === true,
  };
  if (isSuccessResponse(response.status, body, row.successRule)) {
    if (wantsMenuRefresh(body)) emitMenuRefresh();
    const answer = isBlobBody(body)
      ? namedFile(body, response.headers['content-disposition'])
      : normaliseSuccess(response.status, (body as Envelope | undefined)?.content);
    const checked = checkAnswer(row, answer);
    if (checked.ok) return checked.value;
    // An answer outside the contract is the back end's fault: the person reads the default
    // message, analytics names the row and the first mismatch, and no view sees the bad data.
    analytics.track(contractMismatchEvent(row.name, path, checked.issue));
    emitReaction(contractMismatchReaction(mode));
    throw new HttpError({
      message: CONTRACT_MISMATCH_MESSAGE,
      kind: 'contract',
      httpStatus: response.status,
      code: 'CONTRACT_MISMATCH',
    });
  }
  const status2xx = response.status >= 200 && response.status <= 299;
  const message = failureMessage(failed);
  reportFailure(path, message);
  emitReaction(status2xx ? bodyErrorReaction(failed) : httpErrorReaction(failed));
  throw new HttpError({
    message,
    kind: status2xx ? 'body' : 'http',
    httpStatus: response.status,
    code: bodyCode(body),
    description: (body as Envelope | undefined)?.status?.description,
  });
}

/** A 403 whose envelope says the anti-forgery token did not fit (server/middleware/csrf.ts). */
async function refusedAntiForgeryToken(response: AxiosResponse<unknown>): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = await readBody(response.data, response.headers['content-type']);
  return bodyCode(body) === BODY_CODES.csrf;
}

/** A blob row answers JSON when it has something to say instead of a file (spec §4 download). */
async function readBody(data: unknown, contentType: unknown): Promise<unknown> {
  if (!isBlobBody(data)) return data;
  if (!String(contentType ?? '').includes('application/json')) return data;
  try {
    return JSON.parse(await data.text());
  } catch {
    return data;
  }
}
