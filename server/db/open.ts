/**
 * Opens the sandbox's database with every table: the core's (server/db/schema.ts) and each
 * feature's (server/<feature>/feature.ts `tables`), in seed order so referenced tables come first.
 */
import { features } from '../features';
import type { Db } from './connection';
import { openDatabase } from './schema';

export function openSandboxDatabase(dbPath: string | Buffer): Db {
  return openDatabase(
    dbPath,
    features.flatMap((feature) => feature.tables ?? []),
  );
}
