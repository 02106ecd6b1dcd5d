import { flowAtlasEnabled } from './atlasFlag';
import { config } from './config';

import type { Inspect } from './inspectors';

export type { Inspect };

/**
 * Hands inspection events to a module that loads later, keeping early ones (the actors start
 * before the chunk arrives). The inspectors themselves stay out of the entry chunk.
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
 * else the flow atlas bus when the atlas is on (development or the analyst setting), and the
 * usage reporter when the installation reports (config.flowUsage, issue 41). Their code
 * (src/lib/inspectors.ts) is a small chunk of its own, the reporter's loads when the page is idle; with none wanted there is no
 * inspector at all, so production users pay nothing. Chosen once per page.
 */
export function appInspector(): Inspect | undefined {
  if (chosen !== null) return chosen;
  const stately = config.inspector === 'stately';
  const wanted = {
    stately,
    atlas:
      !stately &&
      flowAtlasEnabled({
        dev: Boolean(import.meta.env?.DEV) && import.meta.env?.MODE !== 'test',
        inspector: config.inspector,
      }),
    usage: config.flowUsage && import.meta.env?.MODE !== 'test',
  };
  chosen =
    wanted.stately || wanted.atlas || wanted.usage
      ? deferred(() => import('./inspectors').then(({ inspectorFor }) => inspectorFor(wanted)))
      : undefined;
  return chosen;
}
