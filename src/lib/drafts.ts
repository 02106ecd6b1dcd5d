/**
 * The drafts service: a feature's resumable progress, stored per key and tagged with the user
 * and company it belongs to, so it is only offered back to the same pair. Machines never touch
 * it; the place that creates a machine binds its named draft actions to this service, and views
 * read saved drafts through src/views/shared/drafts.ts.
 */
import { KEPT_PREFIX, readRaw, removeRaw, writeRaw } from './storage';

export interface DraftOwner {
  userName: string;
  corporateNcst: string;
}

/** What every stored draft carries, whatever the feature. */
export interface DraftHead {
  owner: DraftOwner;
  /** When it was saved (epoch ms). */
  savedAt: number;
}

/** One feature's drafts: the storage key and the check that a stored value is one of them. */
export interface DraftKind<T extends DraftHead> {
  /** Starts with `_n_`, so the logout clear of spec §4 keeps it. */
  readonly key: string;
  readonly isDraft: (value: unknown) => value is T;
}

export interface DraftsService {
  /** The stored draft of this kind, only when it is well formed and belongs to `owner`. */
  read<T extends DraftHead>(kind: DraftKind<T>, owner: DraftOwner): T | null;
  write<T extends DraftHead>(kind: DraftKind<T>, draft: T): void;
  /** Forgets the draft, but only the owner's: another person's draft stays theirs. */
  clear<T extends DraftHead>(kind: DraftKind<T>, owner: DraftOwner): void;
}

export const sameOwner = (a: DraftOwner, b: DraftOwner) =>
  a.userName === b.userName && a.corporateNcst === b.corporateNcst;

function keptKey(key: string): string {
  if (!key.startsWith(KEPT_PREFIX)) throw new Error(`Draft key ${key} must start with ${KEPT_PREFIX}`);
  return key;
}

/** Drafts in the browser's storage (guarded: blocked storage reads as no draft). */
export const storedDrafts: DraftsService = {
  read(kind, owner) {
    const raw = readRaw(keptKey(kind.key));
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return kind.isDraft(value) && sameOwner(value.owner, owner) ? value : null;
    } catch {
      return null;
    }
  },
  write(kind, draft) {
    writeRaw(keptKey(kind.key), JSON.stringify(draft));
  },
  clear(kind, owner) {
    if (storedDrafts.read(kind, owner)) removeRaw(keptKey(kind.key));
  },
};
