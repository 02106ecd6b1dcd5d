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
  /**
   * A stored value of the owner that is not a current draft (an older format after an upgrade)
   * brought up to date, or null when it cannot be: then it is dropped and the person told.
   */
  readonly upgrade?: (value: unknown) => T | null;
}

/** What the store holds for an owner: their draft, or nothing, or a draft that had to be dropped. */
export interface DraftReading<T> {
  draft: T | null;
  /** The owner had a draft this version cannot read (migrated where possible, else dropped). */
  dropped: boolean;
}

export interface DraftsService {
  /** The stored draft of this kind, only when it is well formed and belongs to `owner`. */
  read<T extends DraftHead>(kind: DraftKind<T>, owner: DraftOwner): T | null;
  /** Like read, and says whether the owner's stored draft could not be read and was dropped. */
  inspect<T extends DraftHead>(kind: DraftKind<T>, owner: DraftOwner): DraftReading<T>;
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

/** The owner a stored value names, read loosely: an older format still says whose it is. */
function ownedBy(value: unknown, owner: DraftOwner): boolean {
  const named = (value as { owner?: Partial<DraftOwner> } | null)?.owner;
  return named?.userName === owner.userName && named?.corporateNcst === owner.corporateNcst;
}

function parsed(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Drafts in the browser's storage (guarded: blocked storage reads as no draft). */
export const storedDrafts: DraftsService = {
  read(kind, owner) {
    return storedDrafts.inspect(kind, owner).draft;
  },
  inspect<T extends DraftHead>(kind: DraftKind<T>, owner: DraftOwner): DraftReading<T> {
    const value = parsed(readRaw(keptKey(kind.key)));
    if (kind.isDraft(value)) return { draft: sameOwner(value.owner, owner) ? value : null, dropped: false };
    // Another person's value, or none, or unreadable bytes: nothing of this owner's was lost.
    if (!ownedBy(value, owner)) return { draft: null, dropped: false };
    const upgraded = kind.upgrade?.(value) ?? null;
    return upgraded && kind.isDraft(upgraded) && sameOwner(upgraded.owner, owner)
      ? { draft: upgraded, dropped: false }
      : { draft: null, dropped: true };
  },
  write(kind, draft) {
    writeRaw(keptKey(kind.key), JSON.stringify(draft));
  },
  clear(kind, owner) {
    // The owner's value goes even when it is unreadable; another person's stays theirs.
    if (ownedBy(parsed(readRaw(keptKey(kind.key))), owner)) removeRaw(keptKey(kind.key));
  },
};
