import { createApp, type SandboxApp } from '../../../server/app';

/**
 * The seeded database, made once per test file (vitest runs each file in its own module graph)
 * and copied for every sandbox after it: a copy takes milliseconds, a seed over a second.
 */
let seeded: Buffer | undefined;

export function seededTemplate(): Buffer {
  if (!seeded) {
    const sandbox = createApp();
    seeded = sandbox.db.serialize();
    sandbox.close();
  }
  return seeded;
}

/** A sandbox on its own copy of the seed (or of `template`, a database serialized after it). */
export function freshSandbox(template: Buffer = seededTemplate()): SandboxApp {
  return createApp({ template });
}
