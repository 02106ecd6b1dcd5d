/**
 * The usage reporter at the edge (issue 41), a chunk of its own that src/lib/inspectors.ts loads
 * when the page is idle: steps from every actor's inspection, beaconed to the collector row
 * when the page is idle and when it is hidden (pagehide, or a tab put in the background, where
 * mobile browsers may never fire pagehide).
 */
import { FLOW_USAGE_REPORT_PATH } from '../api/flowUsage/names';
import { config, joinPath } from './config';
import { anonymousSession, createStepQueue, createStepReducer, type SnapshotEventLike } from './flowReporter';
import { whenIdle } from './idle';

const url = joinPath(config.apiBase, config.pathOverrides.flowUsageReport ?? FLOW_USAGE_REPORT_PATH);

const reduce = createStepReducer(anonymousSession());
const queue = createStepQueue({
  // A string goes as text/plain: no preflight, and the collector row reads it as JSON.
  send: (body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
  whenIdle: (task) => whenIdle(task, 5000),
});

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', queue.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
}

/** The inspect callback: every state an actor enters, as a step. */
export function reportInspection(event: { type: string }, at?: number): void {
  const step = reduce(event as SnapshotEventLike, at);
  if (step) queue.push(step);
}
