/**
 * Requests (spec §7 request-submitting rows): the menu of request types, the form each serves
 * (its rules are checked here again on submit, with the same Turkish sentences the portal shows),
 * uploads kept in the database until a demand takes them, the company's demands, their status
 * history and the detail, whose PUT also withdraws a demand or adds a note. The upload's 403
 * comes from its row's access; submit, withdraw and note check the requestSubmitting group's Talep
 * here (issue 37, as every change of a group), because the same rows also read.
 */
import { randomUUID } from 'node:crypto';
import { checkField, checkFile, normalizedValue } from '../../src/api/requestSubmitting/rules';
import type { DemandStatus } from '../../src/api/requestSubmitting/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { requireSession, writesRequireRequestPermission } from '../access';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { REQUEST_MESSAGES as M } from './messages';
import { formOf, REQUEST_GROUPS, REQUEST_TYPES, type RequestType, requestType } from './requestTypes';
import {
  type Answer,
  addEvent,
  deleteDocument,
  demandDetail,
  demandExists,
  demands,
  documentContent,
  events,
  findDocument,
  insertDemand,
  insertDocument,
} from './store';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAGIC: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);

function typeOf(pageName: string): RequestType {
  const type = requestType(pageName);
  if (!type) throw notFound(M.unknownPage);
  return type;
}

const isCompanyLine = (db: Db, corporateNcst: string, msisdn: string) =>
  db.prepare('SELECT 1 FROM lines WHERE msisdn = ? AND corporate_ncst = ?').get(msisdn, corporateNcst) !==
  undefined;

/** The submitted values against the type's served rules; the answers as the person read them. */
function checkedAnswers(
  db: Db,
  corporateNcst: string,
  type: RequestType,
  values: Record<string, string | boolean>,
  today: string,
): Answer[] {
  const known = new Set(type.fields.map((f) => f.name));
  const stranger = Object.keys(values).find((name) => !known.has(name));
  if (stranger) throw invalid(M.unknownField(stranger));
  const answers: Answer[] = [];
  for (const field of type.fields) {
    const raw = values[field.name];
    const problem = checkField(field, raw, today);
    if (problem) throw invalid(problem);
    const value = typeof raw === 'string' ? normalizedValue(field, raw) : raw;
    if (value === undefined || value === '') continue;
    if (field.kind === 'msisdn' && !isCompanyLine(db, corporateNcst, String(value)))
      throw invalid(M.notCompanyLine(field.label));
    const shown =
      field.kind === 'checkbox'
        ? value === true || value === 'true'
          ? 'Evet'
          : 'Hayır'
        : field.kind === 'select'
          ? (field.options?.find((o) => o.value === value)?.label ?? String(value))
          : field.kind === 'msisdn'
            ? formatMsisdn(String(value))
            : String(value);
    answers.push({ label: field.label, value: shown });
  }
  return answers;
}

/** The company's lines the form's number fields name (checked already), for the ledger's lines. */
function lineAnswers(
  db: Db,
  corporateNcst: string,
  type: RequestType,
  values: Record<string, string | boolean>,
): string[] {
  return type.fields.flatMap((field) => {
    const value = values[field.name];
    if (field.kind !== 'msisdn' || typeof value !== 'string') return [];
    const msisdn = value.trim();
    return msisdn && isCompanyLine(db, corporateNcst, msisdn) ? [msisdn] : [];
  });
}

export const requestSubmittingHandlers = defineHandlers({
  requestSubmittingMenu: () => ({
    groups: REQUEST_GROUPS.map((group) => ({
      ...group,
      items: REQUEST_TYPES.filter((t) => t.groupId === group.groupId).map((t) => ({
        pageName: t.pageName,
        title: t.title,
        description: t.description,
        withDocuments: t.documents.length > 0,
        formIds: t.documents.flatMap((d) => (d.formId ? [d.formId] : [])),
      })),
    })),
  }),

  requestSubmittingDemandFormData: (ctx) => {
    const session = requireSession(ctx.auth);
    const type = typeOf(ctx.params.pageName);
    const { body } = ctx;
    if (body.action === 'DESCRIBE') return { kind: 'FORM' as const, form: formOf(type) };
    const { db, now } = ctx.deps;
    writesRequireRequestPermission(db, session, 'requestSubmitting');
    const answers = checkedAnswers(db, session.corporateNcst, type, body.values, isoDay(dayOf(now())));
    const documents = body.documentIds.map((id) => {
      const doc = findDocument(db, session.corporateNcst, id);
      if (!doc || doc.userId !== session.userId) throw invalid(M.documentNotFound);
      if (doc.demandId !== null) throw invalid(M.documentUsed);
      if (doc.pageName !== type.pageName) throw invalid(M.documentOfOtherRequest);
      return doc;
    });
    for (const slot of type.documents)
      if (slot.required && !documents.some((d) => d.documentType === slot.documentType))
        throw invalid(M.missingDocument(slot.title));
    const at = now();
    const id = db.transaction(() =>
      insertDemand(db, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        submittedBy: session.user.fullName,
        pageName: type.pageName,
        title: type.title,
        answers,
        msisdns: lineAnswers(db, session.corporateNcst, type, body.values),
        at,
        documentIds: documents.map((d) => d.id),
      }),
    )();
    return {
      kind: 'SUBMITTED' as const,
      demand: {
        orderId: id,
        demandId: id,
        title: type.title,
        status: 'RECEIVED' as const,
        submittedAt: new Date(at).toISOString(),
      },
    };
  },

  requestSubmittingUpload: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    const type = typeOf(body.pageName);
    const slot = type.documents.find((d) => d.documentType === body.documentType);
    if (!slot) throw invalid(M.unknownDocumentType);
    if (!BASE64.test(body.content)) throw invalid(M.notBase64);
    const content = Buffer.from(body.content, 'base64');
    const problem = checkFile(slot, { type: body.mimeType, size: content.length });
    if (problem) throw invalid(problem);
    if (!(MAGIC[body.mimeType] ?? []).every((byte, i) => content[i] === byte))
      throw invalid(M.contentNotMatchingType);
    return insertDocument(ctx.deps.db, {
      id: randomUUID(),
      corporateNcst: session.corporateNcst,
      userId: session.userId,
      pageName: type.pageName,
      documentType: slot.documentType,
      title: slot.title,
      fileName: body.fileName,
      mimeType: body.mimeType,
      sizeBytes: content.length,
      content,
      uploadedAt: ctx.deps.now(),
    });
  },

  requestSubmittingViewUpload: (ctx) => {
    const session = requireSession(ctx.auth);
    const doc = findDocument(ctx.deps.db, session.corporateNcst, ctx.params.documentId);
    // Before submit a document is its uploader's alone; a submitted one is the company's.
    if (!doc || (doc.demandId === null && doc.userId !== session.userId)) throw notFound(M.documentNotFound);
    return new Response(new Uint8Array(documentContent(ctx.deps.db, doc.id)), {
      status: 200,
      headers: {
        'Content-Type': doc.mimeType,
        'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      },
    });
  },

  requestSubmittingUploadDelete: (ctx) => {
    const session = requireSession(ctx.auth);
    const doc = findDocument(ctx.deps.db, session.corporateNcst, ctx.params.documentId);
    if (!doc || doc.userId !== session.userId) throw notFound(M.documentNotFound);
    if (doc.demandId !== null) throw new ApiError(409, 'CONFLICT', M.documentUsed);
    deleteDocument(ctx.deps.db, doc.id);
    return { documentId: doc.id };
  },

  requestSubmittingDemandList: (ctx) => {
    const session = requireSession(ctx.auth);
    ctx.deps.settle();
    const items = demands(ctx.deps.db, session.corporateNcst, ctx.query.status as DemandStatus | undefined);
    return { total: items.length, items };
  },

  requestSubmittingHistoryDetailList: (ctx) => {
    const session = requireSession(ctx.auth);
    ctx.deps.settle();
    const id = ctx.params.orderId;
    if (!demandExists(ctx.deps.db, session.corporateNcst, id)) throw notFound(M.demandNotFound);
    return { demandId: id, events: events(ctx.deps.db, id) };
  },

  requestSubmittingDemandHistoryDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    ctx.deps.settle();
    const id = ctx.params.orderId;
    const detail = demandDetail(db, session.corporateNcst, id);
    if (!detail) throw notFound(M.demandNotFound);
    const { action, note } = ctx.body;
    if (!action) return detail;
    writesRequireRequestPermission(db, session, 'requestSubmitting');
    const by = session.user.fullName;
    if (action === 'WITHDRAW') {
      if (!detail.canWithdraw) throw new ApiError(409, 'CONFLICT', M.notWithdrawable);
      addEvent(db, id, { status: 'WITHDRAWN', at: now(), by, note: note ?? M.withdrawn });
    } else {
      if (!note) throw invalid(M.noteRequired);
      addEvent(db, id, { status: detail.status, at: now(), by, note });
    }
    return demandDetail(db, session.corporateNcst, id) ?? detail;
  },
});
