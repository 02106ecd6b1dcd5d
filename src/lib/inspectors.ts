/**
 * The inspectors a page runs (chosen in src/lib/inspection.ts from cheap flags), in a chunk of
 * their own so the entry carries none of them: the Stately inspector or the flow atlas bus for
 * the live view, and the usage reporter (issue 41). Each loads only when wanted.
 */
import { whenIdle } from './idle';

/** XState's inspection callback, typed loosely so the boot file (inspection.ts) stays small. */
export type Inspect = (event: { type: string }) => void;

export interface WantedInspectors {
  stately: boolean;
  atlas: boolean;
  usage: boolean;
}

/**
 * The usage reporter, loaded when the page is first idle (the first screen's code and calls go
 * first); the events until then wait for it, and are dropped if its chunk cannot load.
 */
function idleReporter(): Inspect {
  // Each with its time: a step's time is when it happened, not when the reporter arrived.
  const early: [{ type: string }, number][] = [];
  let report: typeof import('./flowReporting').reportInspection | undefined;
  whenIdle(() => {
    import('./flowReporting').then(
      ({ reportInspection }) => {
        report = reportInspection;
        for (const [event, at] of early.splice(0)) reportInspection(event, at);
      },
      () => {
        report = () => {};
        early.length = 0;
      },
    );
  }, 2000);
  return (event) => {
    if (report) report(event);
    else if (early.length < 2000) early.push([event, Date.now()]);
  };
}

export async function inspectorFor(wanted: WantedInspectors): Promise<Inspect> {
  const parts: Inspect[] = [];
  if (wanted.stately)
    parts.push(
      await import('@statelyai/inspect').then(
        ({ createBrowserInspector }) => createBrowserInspector().inspect as Inspect,
      ),
    );
  else if (wanted.atlas) parts.push((await import('./atlasBus')).publishInspection as Inspect);
  if (wanted.usage) parts.push(idleReporter());
  return (event) => {
    for (const inspect of parts) inspect(event);
  };
}
