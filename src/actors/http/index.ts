export type { Reaction } from './errorCatalogue';
export { type HttpEvent, onHttpEvent } from './events';
export { errorMessage, failureKind, HttpError } from './HttpError';
export { httpActor } from './httpActor';
export {
  type CallInput,
  callEndpoint,
  preloadHttpClient,
  resetHttpClient,
} from './request';
// Upload progress (./uploadProgress) is imported from its own module by the machines that upload,
// so it stays out of the entry chunk.
