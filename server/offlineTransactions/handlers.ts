/**
 * Offline transactions of the session's company: the table template, the results filtered by
 * month (Turkish time), type, line, status and text, newest first, a page at a time (or the
 * whole filtered list as a file, or mailed), one transaction's detail, and the announcement.
 */
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { TURKEY_OFFSET_MS } from '../db/seedDay';
import { ApiError } from '../envelope';
import { mailedAnswer } from '../files/mailed';
import { fileResponse } from '../files/sheets';
import { defineHandlers } from '../handlers/types';
import { fold } from '../text/fold';
import { offlineExportName, offlineFile } from './export';
import { STATUS_LABELS } from './labels';
import { type OfflineRecord, rowOf, TEMPLATE_COLUMNS, TEMPLATE_STATUSES, TEMPLATE_TYPES } from './template';

/** 'YYYY-MM' of an instant in Turkey. */
const turkishMonth = (iso: string) => new Date(Date.parse(iso) + TURKEY_OFFSET_MS).toISOString().slice(0, 7);

const NOT_FOUND = 'Bu sorgu numarasıyla şirketinize ait bir çevrim dışı işlem bulunamadı.';

const ANNOUNCEMENT = {
  title: 'Çevrim dışı işlemler hakkında',
  text:
    'Mağaza, bayi ve çağrı merkezi üzerinden yapılan işlemler bu listeye en geç bir iş günü içinde ' +
    'yansır. İşlemde görünen kayıtlar sonuçlandığında durumları kendiliğinden güncellenir.',
};

const COLUMNS = `query_id, msisdn, type, status, channel, created_at, finished_at, amount, description`;

export const offlineTransactionHandlers = defineHandlers({
  offlineTransactionTableTemplate: (ctx) => {
    const session = requireSession(ctx.auth);
    const months = ctx.deps.db
      .prepare(
        'SELECT created_at FROM offline_transactions WHERE corporate_ncst = ? ORDER BY created_at DESC',
      )
      .all(session.corporateNcst) as { created_at: string }[];
    return {
      columns: [...TEMPLATE_COLUMNS],
      types: TEMPLATE_TYPES,
      statuses: TEMPLATE_STATUSES,
      periods: [...new Set(months.map((m) => turkishMonth(m.created_at)))],
    };
  },

  offlineTransactionResults: async (ctx) => {
    const session = requireSession(ctx.auth);
    const { period, type, msisdn, status, text, offset, limit } = ctx.body;
    const all = ctx.deps.db
      .prepare(
        `SELECT ${COLUMNS} FROM offline_transactions
         WHERE corporate_ncst = ? ORDER BY created_at DESC, query_id DESC`,
      )
      .all(session.corporateNcst) as OfflineRecord[];
    const needle = text ? fold(text) : undefined;
    const matching = all.filter(
      (r) =>
        (!period || turkishMonth(r.created_at) === period) &&
        (!type || r.type === type) &&
        (!status || r.status === status) &&
        (!msisdn || r.msisdn.includes(msisdn)) &&
        (!needle || fold(`${r.query_id} ${r.msisdn} ${r.description}`).includes(needle)),
    );
    if (ctx.body.export) {
      const { format, sendMail } = ctx.body.export;
      if (sendMail) return mailedAnswer(ctx.deps.db, session);
      return fileResponse(
        await offlineFile(format, matching),
        format,
        offlineExportName(format, ctx.deps.now()),
      );
    }
    return { items: matching.slice(offset, offset + limit).map(rowOf), totalCount: matching.length };
  },

  offlineTransactionDetails: (ctx) => {
    const session = requireSession(ctx.auth);
    const record = ctx.deps.db
      .prepare(`SELECT ${COLUMNS} FROM offline_transactions WHERE query_id = ? AND corporate_ncst = ?`)
      .get(ctx.body.queryId, session.corporateNcst) as OfflineRecord | undefined;
    if (!record) throw new ApiError(404, BODY_CODES.notFound, NOT_FOUND);
    const { values } = rowOf(record);
    const steps = [{ at: record.created_at, description: 'İşlem kaydedildi.' }];
    if (record.finished_at)
      steps.push({
        at: record.finished_at,
        description: `İşlem sonuçlandı: ${STATUS_LABELS[record.status]}.`,
      });
    return {
      queryId: record.query_id,
      fields: TEMPLATE_COLUMNS.map((column) => ({ ...column, value: values[column.name] ?? null })),
      statuses: TEMPLATE_STATUSES,
      steps,
    };
  },

  offlineTransactionAnnouncement: (ctx) => {
    requireSession(ctx.auth);
    return { announcement: ANNOUNCEMENT };
  },
});
