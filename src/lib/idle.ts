/**
 * When to do work that the first screen does not need (issue 7): after the next paint, or when
 * the main thread is idle. Each returns a cancel function. Both fall back to timers where the
 * browser (or jsdom) lacks the API, and neither waits forever: a hidden tab paints no frames.
 */

/** Runs `task` once, after the browser has painted the current DOM (or after `latest` ms). */
export function afterNextPaint(task: () => void, latest = 300): () => void {
  let done = false;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  // A task queued from the frame callback runs once that frame has been painted.
  if (typeof requestAnimationFrame === 'function')
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  const fallback = setTimeout(run, latest);
  return () => {
    done = true;
    if (frame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** Runs `task` when the main thread has nothing else to do, at the latest after `timeout` ms. */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
