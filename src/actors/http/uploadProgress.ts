import type { CallOptions } from '../../api/contract/registry';

/** What an uploading actor tells the machine that invoked it: the share of the body sent. */
export interface UploadProgressEvent {
  type: 'upload.progress';
  /** Whole percent, 0–100. */
  percent: number;
}

/** Whoever hears an upload's progress: the invoking machine's `self`. */
export interface ProgressListener {
  send(event: UploadProgressEvent): void;
}

/**
 * Turns the browser's byte counts into whole percents and reports each one once: a fast upload
 * sends hundreds of progress events, and a machine event per byte count would re-render the page
 * for nothing. An unknown total reports nothing (no percent can be told).
 */
export function wholePercents(report: (percent: number) => void): (loaded: number, total?: number) => void {
  let last: number | undefined;
  return (loaded, total) => {
    if (!total || total <= 0) return;
    const percent = Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
    if (percent === last) return;
    last = percent;
    report(percent);
  };
}

/**
 * The call options of an upload whose progress goes to `listener` as `upload.progress` events,
 * until the call is stopped: a cancelled upload's last byte counts say nothing to anyone.
 */
export function reportUploadTo(listener: ProgressListener | undefined, signal: AbortSignal): CallOptions {
  if (!listener) return {};
  return {
    onUploadProgress: wholePercents((percent) => {
      if (!signal.aborted) listener.send({ type: 'upload.progress', percent });
    }),
  };
}
