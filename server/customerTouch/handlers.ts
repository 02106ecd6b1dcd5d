/**
 * Customer-touch history of the session's company: filtered by month (Turkish time), channel
 * and text (subject or representative, Turkish case-insensitive), newest first, a page at a time;
 * with `export`, the whole filtered list as a CSV or XLSX file, or mailed.
 */
import type { Touch } from '../../src/api/customerTouch/types';
import { requireSession } from '../access';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers } from '../handlers/types';
import { fold } from '../text/fold';
import { touchExportName, touchHistoryFile } from './export';

/** 'YYYY-MM' of an instant in Turkey. */
const turkishMonth = (iso: string) => new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString().slice(0, 7);

export const customerTouchHandlers = defineHandlers({
  customerTouchTrackHistory: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { period, channel, text, offset, limit } = ctx.body;
    const all = ctx.deps.db
      .prepare(
        `SELECT id, at, channel, subject, result, representative FROM customer_touches
         WHERE corporate_ncst = ? ORDER BY at DESC, id DESC`,
      )
      .all(session.corporateNcst) as Touch[];
    const needle = text ? fold(text) : undefined;
    const matching = all.filter(
      (t) =>
        (!period || turkishMonth(t.at) === period) &&
        (!channel || t.channel === channel) &&
        (!needle || fold(`${t.subject} ${t.representative} ${t.id}`).includes(needle)),
    );
    if (ctx.body.export) {
      const { format, sendMail } = ctx.body.export;
      if (sendMail) return mailedAnswer(ctx.deps.db, session);
      return fileResponse(
        await touchHistoryFile(format, matching),
        format,
        touchExportName(format, ctx.deps.now()),
      );
    }
    return {
      items: matching.slice(offset, offset + limit),
      totalCount: matching.length,
      periods: [...new Set(all.map((t) => turkishMonth(t.at)))],
    };
  },
});
