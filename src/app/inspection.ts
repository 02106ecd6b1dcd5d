import { flowAtlasEnabled } from '../lib/atlasFlag';
import { config } from '../lib/config';
import { whenIdle } from '../lib/idle';

/** XState's inspection callback, typed loosely so this boot file stays small. */
export type Inspect = (event: { type: string }) => void;

/**
 * Hands inspection events to a module that loads later, keeping early ones (the actors start
 * before the chunk arrives). The atlas bus and the Stately inspector stay out of the entry chunk.
 */
function deferred(load: () => Promise<Inspect>): Inspect {
  let target: Inspect | undefined;
  const queue: { type: string }[] = [];
  load().then(
    (inspect) => {
      target = inspect;
      for (const event of queue.splice(0)) inspect(event);
    },
    () => {
      queue.length = 0;
    },
  );
  return (event) => {
    if (target) target(event);
    else if (queue.length < 2000) queue.push(event);
  };
}

let chosen: Inspect | undefined | null = null;

/** The live view's inspector: the Stately inspector, the flow atlas bus, or none. */
function liveInspector(): Inspect | undefined {
  if (config.inspector === 'stately')
    return deferred(() =>
      import('@statelyai/inspect').then(
        ({ createBrowserInspector }) => createBrowserInspector().inspect as Inspect,
      ),
    );
  if (
    flowAtlasEnabled({
      dev: Boolean(import.meta.env?.DEV) && import.meta.env?.MODE !== 'test',
      inspector: config.inspector,
    })
  )
    return deferred(() =>
      import('../lib/atlasBus').then(({ publishInspection }) => publishInspection as Inspect),
    );
  return undefined;
}

/**
 * The `inspect` option for the app's actors: the live view's inspector (above) and the usage
 * reporter when the installation reports (config.flowUsage; its chunk loads when the page is
 * idle), else nothing, so production users pay nothing. Chosen once per page.
 */
export function appInspector(): Inspect | undefined {
  if (chosen !== null) return chosen;
  const live = liveInspector();
  const usage =
    config.flowUsage && import.meta.env?.MODE !== 'test'
      ? deferred(() =>
          new Promise((idle) => whenIdle(() => idle(null), 5000)).then(() =>
            import('./flowReporting').then(({ reportInspection }) => reportInspection),
          ),
        )
      : undefined;
  chosen =
    live && usage
      ? (event) => {
          live(event);
          usage(event);
        }
      : (live ?? usage);
  return chosen;
}
