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
  /** The sibling it follows; first in its list when the sibling is `null`, last when left out. */
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

/** The menu with every feature's entries placed; an unknown parent stops the seed with its name. */
export function composeMenu(core: readonly MenuItem[], entries: readonly FeatureMenuEntry[]): MenuItem[] {
  let menu: MenuItem[] = core.map((item) => ({
    ...item,
    ...(item.children ? { children: [...item.children] } : {}),
  }));
  const topLevel = entries.filter((entry) => !entry.parent);
  const nested = entries.filter((entry) => entry.parent);
  for (const entry of topLevel) menu = insert(menu, entry);
  for (const entry of nested) {
    const group = menu.find((item) => item.id === entry.parent);
    if (!group) throw new Error(`Menu entry "${entry.id}" names unknown group "${entry.parent}"`);
    group.children = insert(group.children ?? [], entry);
  }
  return menu;
}
