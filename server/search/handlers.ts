/**
 * The header search (spec §3 "Search"): the initial list with the person's previous searches,
 * results for a text (menu screens and the company's lines by part of their number), and the
 * remembered searches saved and deleted by id.
 */

import type { SearchGroup, SearchItem } from '../../src/api/search/headerTypes';
import { SEARCH_GROUP_TITLES, type SearchHitGroup } from '../../src/api/search/types';
import type { MenuItem } from '../../src/api/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { requireSession } from '../access';
import { loadMenu } from '../db/directory';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { MESSAGES } from '../messages';
import { HITS_PER_KIND, searchObjects } from './everything';
import { foldText, SCREEN_SYNONYMS, screenMatch } from './synonyms';

const RESULT_LIMIT = 8;
const HISTORY_LIMIT = 8;
/** A part of a number shorter than this matches too many lines to be useful. */
const MIN_DIGITS = 3;

function menuScreens(db: Db): MenuItem[] {
  return loadMenu(db).flatMap((item) => (item.children?.length ? item.children : [item]));
}

function previousList(db: Db, userId: number): SearchItem[] {
  return (
    db
      .prepare(
        `SELECT id, title, url, kind FROM search_history WHERE user_id = ?
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(userId, HISTORY_LIMIT) as SearchItem[]
  ).map((item) => ({ ...item }));
}

function findLines(db: Db, corporateNcst: string, digits: string): SearchItem[] {
  if (digits.length < MIN_DIGITS) return [];
  const rows = db
    .prepare(
      `SELECT msisdn, line_user AS user, tariff_name AS tariff FROM lines
       WHERE corporate_ncst = ? AND msisdn LIKE ? ORDER BY msisdn LIMIT ?`,
    )
    .all(corporateNcst, `%${digits}%`, RESULT_LIMIT) as { msisdn: string; user: string; tariff: string }[];
  return rows.map((row) => ({
    kind: 'LINE',
    title: formatMsisdn(row.msisdn),
    subtitle: `${row.user} · ${row.tariff}`,
    url: `/update-product-user?msisdn=${row.msisdn}`,
  }));
}

/** Screens whose title holds the text first, then those found by a common name for them. */
function findScreens(db: Db, searchText: string): SearchItem[] {
  const needle = foldText(searchText);
  const matched = menuScreens(db).map((item) => ({
    item,
    match: screenMatch(item.title, SCREEN_SYNONYMS[item.id] ?? [], needle),
  }));
  return [...matched.filter((m) => m.match === 'title'), ...matched.filter((m) => m.match === 'synonym')].map(
    ({ item }): SearchItem => ({ kind: 'MENU', title: item.title, url: item.url }),
  );
}

export const searchHandlers = defineHandlers({
  searchEverything: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const screens = findScreens(deps.db, body.searchText);
    const menu: SearchHitGroup[] = screens.length
      ? [
          {
            kind: 'MENU',
            title: SEARCH_GROUP_TITLES.MENU,
            count: screens.length,
            items: screens.slice(0, HITS_PER_KIND),
          },
        ]
      : [];
    return { groups: [...menu, ...searchObjects(deps.db, session, body.searchText)] };
  },

  search: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const { searchText } = body;
    if (!searchText) {
      const popular = menuScreens(deps.db)
        .filter((item) => item.url !== '/dashboard')
        .slice(0, 4)
        .map((item): SearchItem => ({ kind: 'MENU', title: item.title, url: item.url }));
      const initialList: SearchGroup[] = [
        { type: 'previousList', title: 'Son aramalar', items: previousList(deps.db, session.userId) },
        { type: 'popular', title: 'Sık kullanılanlar', items: popular },
      ];
      return { initialList };
    }
    const screens = findScreens(deps.db, searchText);
    const digits = searchText.replace(/\D/g, '').replace(/^0(?=5)/, '');
    const lines = /^[\d\s()+-]+$/.test(searchText) ? findLines(deps.db, session.corporateNcst, digits) : [];
    return { searchResults: [...screens, ...lines].slice(0, RESULT_LIMIT) };
  },

  searchSave: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const item = body;
    const db = deps.db;
    const id = db.transaction(() => {
      // The same screen twice is one memory, moved to the top.
      db.prepare('DELETE FROM search_history WHERE user_id = ? AND url = ?').run(session.userId, item.url);
      const inserted = db
        .prepare('INSERT INTO search_history (user_id, title, url, kind, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(session.userId, item.title, item.url, item.kind, deps.now());
      db.prepare(
        `DELETE FROM search_history WHERE user_id = ? AND id NOT IN (
           SELECT id FROM search_history WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
      ).run(session.userId, session.userId, HISTORY_LIMIT);
      return Number(inserted.lastInsertRowid);
    })();
    return { id, ...item };
  },

  searchDelete: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const { id } = body;
    const { changes } = deps.db
      .prepare('DELETE FROM search_history WHERE id = ? AND user_id = ?')
      .run(id, session.userId);
    if (changes === 0) throw new ApiError(404, BODY_CODES.notFound, MESSAGES.notFound);
    return { id, deleted: true as const };
  },
});
