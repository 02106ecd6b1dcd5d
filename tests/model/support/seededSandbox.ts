import { createApp, type SandboxApp } from '../../../server/app';
import { dayOf } from '../../../server/db/seedDay';
import { sharedSeed } from '../../../server/testSeedCache';

/**
 * The seeded database, made once per run (shared by the files through server/testSeedCache.ts)
 * and copied for every sandbox after it: a copy takes milliseconds, a seed over a second.
 */
let seeded: Buffer | undefined;

export function seededTemplate(): Buffer {
  if (!seeded) {
    // One seed per day for the whole run (server/testSeedCache.ts); the app's anti-forgery secret
    // in it is the same for every file then, which no walk depends on.
    seeded = sharedSeed(`app-${dayOf(Date.now())}`, () => {
      const sandbox = createApp();
      const bytes = sandbox.db.serialize();
      sandbox.close();
      return bytes;
    });
  }
  return seeded;
}

/** A sandbox on its own copy of the seed (or of `template`, a database serialized after it). */
export function freshSandbox(template: Buffer = seededTemplate()): SandboxApp {
  return createApp({ template });
}
