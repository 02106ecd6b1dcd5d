export type { Reaction } from './errorCatalogue';
export { type HttpEvent, onHttpEvent } from './events';
export { errorMessage, failureKind, HttpError } from './HttpError';
export { httpActor } from './httpActor';
export {
  type CallInput,
  callEndpoint,
  getPortalFile,
  preloadHttpClient,
  resetHttpClient,
} from './request';
export {
  type ProgressListener,
  reportUploadTo,
  type UploadProgressEvent,
  wholePercents,
} from './uploadProgress';
