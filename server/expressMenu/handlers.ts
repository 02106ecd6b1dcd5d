/** The fast-operation (express) menu of spec §3: the person's pinned actions, add and delete. */
import type { ExpressMenuContent } from '../../src/api/expressMenu/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { EXPRESS_ACTIONS } from './actions';

export const ALREADY_PINNED = 'Bu işlem hızlı işlemlerinizde zaten var.';

function menuOf(db: Db, userId: number): ExpressMenuContent {
  const pinned = (
    db
      .prepare('SELECT action_name AS name FROM express_menu WHERE user_id = ? ORDER BY position, rowid')
      .all(userId) as { name: string }[]
  ).map((row) => row.name);
  const byName = (name: string) => EXPRESS_ACTIONS.find((a) => a.actionName === name);
  return {
    customerExpressMenu: pinned.flatMap((name) => {
      const action = byName(name);
      return action ? [{ ...action }] : [];
    }),
    availableActions: EXPRESS_ACTIONS.filter((a) => !pinned.includes(a.actionName)).map((a) => ({ ...a })),
  };
}

export const expressMenuHandlers = defineHandlers({
  expressMenu: ({ deps, auth }) => menuOf(deps.db, requireSession(auth).userId),

  /** A change also asks for a menu refresh (spec §7 menuRefresh), as the real back end does. */
  expressMenuAdd: ({ deps, auth, body }) => {
    const { userId } = requireSession(auth);
    const { actionName } = body;
    const position = (
      deps.db
        .prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM express_menu WHERE user_id = ?')
        .get(userId) as { next: number }
    ).next;
    const { changes } = deps.db
      .prepare('INSERT OR IGNORE INTO express_menu (user_id, action_name, position) VALUES (?, ?, ?)')
      .run(userId, actionName, position);
    if (changes === 0) throw new ApiError(400, BODY_CODES.validation, ALREADY_PINNED);
    return { ...menuOf(deps.db, userId), addMenuResponse: { actionName, added: true }, menuRefresh: true };
  },

  expressMenuDelete: ({ deps, auth, body }) => {
    const { userId } = requireSession(auth);
    const { actionName } = body;
    const { changes } = deps.db
      .prepare('DELETE FROM express_menu WHERE user_id = ? AND action_name = ?')
      .run(userId, actionName);
    return {
      ...menuOf(deps.db, userId),
      deleteStatus: { actionName, deleted: changes > 0 },
      menuRefresh: true,
    };
  },
});
