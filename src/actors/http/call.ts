import { analytics, requestFailureEvent } from '../../lib/analytics';
import { emitReaction } from './events';
import { HttpError } from './HttpError';
import { loadOnce } from './loadOnce';
import { MESSAGES } from './messages';

/**
 * The request code (request.ts with its error catalogue, intent keys and answer rules) is loaded
 * with the first call, like the axios client it loads in turn, instead of sitting in the entry
 * chunk that every page evaluates before its first paint (issue 42): a logged-out content page
 * calls nothing before it, the login page only once the form is sent, and a logged-in page has it
 * preloaded by index.html's boot script (scripts/vite/bootPlugin.ts) beside the client.
 */
type RequestCode = typeof import('./request');

let loaded: RequestCode | undefined;

const code = loadOnce(() =>
  import('./request').then((module) => {
    loaded = module;
    return module;
  }),
);
const requestCode = () => code.get();

/** The code could not load: for the person the same as the network failing for this call. */
function unreachable(name: string, cause: unknown): HttpError {
  analytics.track(requestFailureEvent(name, MESSAGES.network));
  emitReaction({ type: 'notify', message: MESSAGES.network });
  return new HttpError({ message: MESSAGES.network, kind: 'transport', code: 'network', cause });
}

/** request.ts's `callEndpoint`, typed the same, once its code is there. */
export const callEndpoint: RequestCode['callEndpoint'] = (name, ...args) =>
  requestCode().then(
    (module) => module.callEndpoint(name, ...args),
    (error: unknown) => {
      throw unreachable(name, error);
    },
  );

/** Fetches the request code and the HTTP client ahead of the first call. */
export function preloadHttpClient(): void {
  requestCode().then(
    (module) => module.preloadHttpClient(),
    () => {},
  );
}

/** Forget the client, token and intents, e.g. between tests or after a logout. */
export function resetHttpClient(): void {
  loaded?.resetHttpClient();
}
