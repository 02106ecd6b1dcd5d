export { callEndpoint, preloadHttpClient, resetHttpClient } from './call';
export type { Reaction } from './errorCatalogue';
export { type HttpEvent, onHttpEvent } from './events';
export { errorMessage, failureKind, HttpError } from './HttpError';
export { httpActor } from './httpActor';
export type { CallInput } from './request';
// Upload progress (./uploadProgress) is imported from its own module by the machines that upload,
// so it stays out of the entry chunk.
