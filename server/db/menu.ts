/**
 * The side menu (customerMenu) as the core's skeleton plus what each feature brings. The core
 * keeps the groups and the entries of routes still to be built (they open the placeholder page);
 * a feature declares its own entries in server/<feature>/feature.ts, so adding one edits no
 * shared list.
 */
import type { MenuItem } from '../../src/api/types';

export interface FeatureMenuEntry {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** The group it belongs to (a top-level entry's id); top level when left out. */
  readonly parent?: string;
  /**
   * The sibling it follows (a skeleton entry or another feature's); first in its list when
   * `null`, last when left out.
   */
  readonly after?: string | null;
}

function insert(list: MenuItem[], entry: FeatureMenuEntry): MenuItem[] {
  const item: MenuItem = { id: entry.id, title: entry.title, url: entry.url };
  const existing = list.findIndex((candidate) => candidate.id === entry.id);
  if (existing >= 0) {
    // A feature that takes over a core entry keeps its place and its children.
    const children = list[existing]!.children;
    return list.map((candidate, i) =>
      i === existing ? { ...item, ...(children ? { children } : {}) } : candidate,
    );
  }
  if (entry.after === null) return [item, ...list];
  const at = entry.after === undefined ? -1 : list.findIndex((candidate) => candidate.id === entry.after);
  if (at < 0) return [...list, item];
  return [...list.slice(0, at + 1), item, ...list.slice(at + 1)];
}

function place(menu: MenuItem[], entry: FeatureMenuEntry): MenuItem[] {
  if (!entry.parent) return insert(menu, entry);
  const group = menu.find((item) => item.id === entry.parent);
  if (!group) throw new Error(`Menu entry "${entry.id}" names unknown group "${entry.parent}"`);
  group.children = insert(group.children ?? [], entry);
  return menu;
}

const siblingsOf = (menu: MenuItem[], entry: FeatureMenuEntry) =>
  entry.parent ? (menu.find((item) => item.id === entry.parent)?.children ?? []) : menu;

/**
 * The menu with every feature's entries placed. An entry that follows another feature's entry
 * waits until that one is placed, so the features' order does not matter; one whose sibling
 * never comes goes last. An unknown group stops the seed with its name.
 */
export function composeMenu(core: readonly MenuItem[], entries: readonly FeatureMenuEntry[]): MenuItem[] {
  let menu: MenuItem[] = core.map((item) => ({
    ...item,
    ...(item.children ? { children: [...item.children] } : {}),
  }));
  // Groups first, so nested entries find them.
  let pending = [...entries].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  while (pending.length > 0) {
    const ready = pending.filter(
      (entry) => !entry.after || siblingsOf(menu, entry).some((item) => item.id === entry.after),
    );
    // Nothing can be placed: the rest follow siblings that never come, so they go last.
    const batch = ready.length > 0 ? ready : pending.map((entry) => ({ ...entry, after: undefined }));
    for (const entry of batch) menu = place(menu, entry);
    const placed = new Set(batch.map((entry) => entry.id));
    pending = pending.filter((entry) => !placed.has(entry.id));
  }
  return menu;
}
