import { fromPromise } from 'xstate';
import {
  type ProgressListener,
  reportUploadTo,
  type UploadProgressEvent,
} from '../../src/actors/http/uploadProgress';

/**
 * A stand-in for a feature's upload actor that behaves as the real one does on a slow line: it
 * reports the byte counts the test gives through the HTTP layer's own reporter (so to the
 * machine's `progressTo` in whole percents), answers `answer(input)` when the test says so, and
 * rejects when the machine stops it (the real call is aborted the same way).
 */
export function slowUpload<TIn extends { progressTo?: ProgressListener }, TOut>(
  answer: (input: TIn) => TOut,
) {
  let onBytes: ((loaded: number, total?: number) => void) | undefined;
  let finish: () => void = () => {};
  let signalOf: AbortSignal | undefined;
  let begin: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const reports: number[] = [];
  const actor = fromPromise<TOut, TIn>(({ input, signal }) => {
    signalOf = signal;
    const listener = input.progressTo && {
      send: (event: UploadProgressEvent) => {
        reports.push(event.percent);
        input.progressTo?.send(event);
      },
    };
    onBytes = reportUploadTo(listener, signal).onUploadProgress;
    begin();
    return new Promise<TOut>((resolve, reject) => {
      finish = () => resolve(answer(input));
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  });
  return {
    actor,
    /** Resolves once the machine has started the upload. */
    started,
    /** The percents the machine was told. */
    reports,
    bytes: (loaded: number, total: number) => onBytes?.(loaded, total),
    finish: () => finish(),
    aborted: () => signalOf?.aborted === true,
  };
}
