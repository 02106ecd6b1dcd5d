/**
 * Extra packet permissions (spec §7 extra packet rows): the company's lines with the types each
 * may buy, the filter bar's product and status choices, the types with their monthly limit, a
 * change for chosen lines (spec §3 extraPacketSelectedList: types and numbers; each line answered
 * on its own: changed, already so, or refused with the reason) and the history of changes. A line
 * of another company answers as a number that is not the company's. The limited user's 403 on the
 * change comes from the row's declared access, before this code runs.
 */
import type { ExtraPacketChangeResult, ExtraPacketType } from '../../src/api/extraPacket/types';
import {
  LINE_PRODUCT_TYPES,
  LINE_STATUS_LABELS,
  LINE_STATUSES,
  PRODUCT_TYPE_LABELS,
} from '../../src/api/lineUser/types';
import { BODY_CODES } from '../../src/api/types';
import { sortTr } from '../../src/lib/format';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { requireSession } from '../access';
import { DAY_MS, TURKEY_OFFSET_MS } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { resolveAsked } from '../lineFilter';
import { recordPermissionChange } from './ledger';
import { matches, pageOf } from './list';
import { EXTRA_PACKET_MESSAGES as M } from './messages';
import { PACKET_TYPES } from './packetTypes';
import { refusalOf } from './rules';
import {
  allowedCounts,
  changePermissions,
  companyListing,
  historyOf,
  linesAmong,
  type PermissionChange,
} from './store';

/** A Turkey calendar day's first instant. */
const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) - TURKEY_OFFSET_MS;

export const extraPacketHandlers = defineHandlers({
  extraPacketLines: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    let lines = companyListing(deps.db, session.corporateNcst);
    let unknown: string[] = [];
    let notAllowed: { msisdn: string; reason: string }[] = [];
    if (body.msisdns) ({ lines, unknown, notAllowed } = resolveAsked(lines, body.msisdns, M.invalidNumber));
    const found = lines.filter((line) => matches(line, body.filter));
    const page = pageOf(found, body.sort, body.offset, body.limit);
    // The page's types, read for its lines only.
    const full = linesAmong(
      deps.db,
      session.corporateNcst,
      page.map((line) => line.msisdn),
    );
    return {
      total: found.length,
      items: page.flatMap((line) => full.get(line.msisdn) ?? []),
      unknown,
      notAllowed,
    };
  },

  // Only choices the company's lines have, so no filter can promise an empty list.
  extraPacketProductFilter: ({ deps, auth }) => {
    const session = requireSession(auth);
    const combos = deps.db
      .prepare(
        'SELECT product_type AS type, tariff_name AS tariff FROM lines WHERE corporate_ncst = ? GROUP BY product_type, tariff_name',
      )
      .all(session.corporateNcst) as { type: (typeof LINE_PRODUCT_TYPES)[number]; tariff: string }[];
    const types = new Set(combos.map((c) => c.type));
    return {
      productTypes: LINE_PRODUCT_TYPES.filter((t) => types.has(t)).map((value) => ({
        value,
        label: PRODUCT_TYPE_LABELS[value],
      })),
      tariffs: sortTr([...new Set(combos.map((c) => c.tariff))]).map((name) => ({
        value: name,
        label: name,
      })),
    };
  },

  extraPacketLineStatus: ({ deps, auth }) => {
    const session = requireSession(auth);
    const rows = deps.db
      .prepare('SELECT status, COUNT(*) AS n FROM lines WHERE corporate_ncst = ? GROUP BY status')
      .all(session.corporateNcst) as { status: (typeof LINE_STATUSES)[number]; n: number }[];
    const count = new Map(rows.map((r) => [r.status, r.n]));
    return {
      total: rows.reduce((sum, r) => sum + r.n, 0),
      statuses: LINE_STATUSES.filter((s) => count.has(s)).map((value) => ({
        value,
        label: LINE_STATUS_LABELS[value],
        count: count.get(value) ?? 0,
      })),
    };
  },

  extraPacketPermissionList: ({ deps, auth }) => {
    const session = requireSession(auth);
    const counts = allowedCounts(deps.db, session.corporateNcst);
    return { items: PACKET_TYPES.map((info) => ({ ...info, allowedCount: counts[info.type] })) };
  },

  extraPacketPermissionHistory: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    if (body.from && body.to && body.from > body.to)
      throw new ApiError(400, BODY_CODES.validation, M.periodOrder);
    const digits = body.msisdn?.replace(/\D/g, '').replace(/^(0090|90|0)(?=5)/, '');
    return {
      items: historyOf(deps.db, {
        ncst: session.corporateNcst,
        digits: digits || undefined,
        type: body.type,
        from: body.from ? dayStart(body.from) : undefined,
        until: body.to ? dayStart(body.to) + DAY_MS : undefined,
      }),
    };
  },

  extraPacketChangePermission: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const at = deps.now();
    const allow = body.action === 'ALLOW';
    const types = [...new Set(body.types)];
    const numbers = body.msisdns.map((entry) => ({ entry, msisdn: normalizeMsisdn(entry) }));
    const lines = linesAmong(
      deps.db,
      session.corporateNcst,
      numbers.flatMap((n) => (n.msisdn ? [n.msisdn] : [])),
    );
    const results: ExtraPacketChangeResult[] = [];
    const changes: PermissionChange[] = [];
    const seen = new Set<string>();
    const refuseAll = (msisdn: string, reason: string) =>
      results.push({
        msisdn,
        status: 'REFUSED',
        changedTypes: [],
        notes: types.map((type) => ({ type, reason })),
      });
    for (const { entry, msisdn } of numbers) {
      if (!msisdn) {
        refuseAll(entry, M.invalidNumber);
        continue;
      }
      if (seen.has(msisdn)) continue;
      seen.add(msisdn);
      const line = lines.get(msisdn);
      if (!line) {
        refuseAll(msisdn, M.notOwn);
        continue;
      }
      const changedTypes: ExtraPacketType[] = [];
      const notes: { type: ExtraPacketType; reason: string }[] = [];
      let refused = 0;
      for (const type of types) {
        const reason = refusalOf(line, type, body.action);
        if (reason) {
          refused++;
          notes.push({ type, reason });
        } else if (line.allowed.includes(type) === allow) {
          notes.push({ type, reason: allow ? M.alreadyAllowed : M.alreadyDenied });
        } else {
          changedTypes.push(type);
          changes.push({
            msisdn,
            ncst: session.corporateNcst,
            type,
            allowed: allow,
            by: session.user.fullName,
            at,
          });
        }
      }
      const status = changedTypes.length > 0 ? 'CHANGED' : refused === types.length ? 'REFUSED' : 'UNCHANGED';
      results.push({ msisdn, status, changedTypes, notes });
    }
    const { number } = deps.db.transaction(() => {
      changePermissions(deps.db, changes);
      return recordPermissionChange(deps.db, deps.now, session, {
        action: body.action,
        types,
        results,
        allowedBefore: new Map([...lines].map(([msisdn, line]) => [msisdn, line.allowed])),
      });
    })();
    return {
      orderId: number,
      action: body.action,
      types,
      changed: results.filter((r) => r.status === 'CHANGED').length,
      results,
    };
  },
});
