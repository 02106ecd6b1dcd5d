import { flowAtlasEnabled } from '../lib/atlasFlag';
import { config } from '../lib/config';

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

/**
 * The `inspect` option for the app's actors: the Stately inspector when VITE_INSPECTOR=stately,
 * the flow atlas bus when the atlas is on (development or the analyst setting), else nothing,
 * so production users pay nothing. Chosen once per page.
 */
export function appInspector(): Inspect | undefined {
  if (chosen !== null) return chosen;
  if (config.inspector === 'stately')
    chosen = deferred(() =>
      import('@statelyai/inspect').then(
        ({ createBrowserInspector }) => createBrowserInspector().inspect as Inspect,
      ),
    );
  else if (
    flowAtlasEnabled({
      dev: Boolean(import.meta.env?.DEV) && import.meta.env?.MODE !== 'test',
      inspector: config.inspector,
    })
  )
    chosen = deferred(() =>
      import('../lib/atlasBus').then(({ publishInspection }) => publishInspection as Inspect),
    );
  else chosen = undefined;
  return chosen;
}
