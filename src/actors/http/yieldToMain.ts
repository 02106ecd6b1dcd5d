/**
 * Ends the current task before a call is sent, where the browser offers `scheduler.yield()`
 * (Chromium): a page that starts several calls at once (the dashboard's boxes, the invoices'
 * summary and current bill) otherwise ran each call's axios set-up and send back to back in one
 * task, a long task of the page's start (issue 42's total blocking time). The rest of the call
 * goes on first thing after, ahead of other queued work. Elsewhere (and in tests) it goes on at
 * once, as before.
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
