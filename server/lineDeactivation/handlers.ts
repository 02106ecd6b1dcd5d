/**
 * Line deactivation (spec §7 rows): the reasons, the company's lines, the selection check that
 * keeps the closable lines under a `selectionId` with what ending their commitment costs, the
 * documents a reason needs (stored with their file, kept until a deactivation takes them), the
 * deactivation confirmed by an OTP whose reference is the selection, and the history. The
 * limited user's 403 on the writes comes from the rows' declared access, before this code runs.
 */
import { randomUUID } from 'node:crypto';
import {
  DEACTIVATION_MAX_FILE_BYTES,
  DEACTIVATION_MIME_TYPES,
  DEACTIVATION_OTP_PURPOSE,
} from '../../src/api/lineDeactivation/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { removeLines } from '../db/removeLine';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { matchesLineFilter, resolveAsked } from '../lineFilter';
import { checkEntries } from './check';
import { recordLineClosing } from './ledger';
import { DEACTIVATION_CODES, DEACTIVATION_MESSAGES as M } from './messages';
import { DEACTIVATION_REASONS, DOCUMENT_TYPES, reasonById } from './reasons';
import {
  companyLinePage,
  companyLines,
  deleteDocument,
  documentsOf,
  findDocument,
  findSelection,
  history,
  historyDetail,
  insertDocument,
  linkDeactivationOrder,
  markSelectionUsed,
  pendingDocuments,
  recordDeactivation,
  saveSelection,
} from './store';

/** A checked selection may be confirmed for this long. */
const SELECTION_TTL_MS = 30 * 60_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAGIC: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const lineDeactivationHandlers = defineHandlers({
  lineDeactivationReasons: () => ({ reasons: [...DEACTIVATION_REASONS] }),

  lineDeactivationProductSelection: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    if (!body.msisdns) {
      // A page of the list: counted and paged in SQL rather than reading every line (issue 42).
      const page = companyLinePage(ctx.deps.db, session.corporateNcst, body.filter, body.offset, body.limit);
      return { ...page, unknown: [], notAllowed: [] };
    }
    const { lines, unknown, notAllowed } = resolveAsked(
      companyLines(ctx.deps.db, session.corporateNcst),
      body.msisdns,
      M.invalidNumber,
    );
    const found = lines.filter((line) => matchesLineFilter(line, body.filter));
    return {
      total: found.length,
      items: found.slice(body.offset, body.offset + body.limit),
      unknown,
      notAllowed,
    };
  },

  lineDeactivationProductSelectionCheck: (ctx) => {
    const session = requireSession(ctx.auth);
    const now = ctx.deps.now();
    const { allowed, refused } = checkEntries(ctx.deps.db, session.corporateNcst, ctx.body.msisdns, now);
    const expiresAt = now + SELECTION_TTL_MS;
    const selectionId = allowed.length > 0 ? randomUUID() : '';
    if (selectionId) {
      const { userId, corporateNcst } = session;
      const msisdns = allowed.map((line) => line.msisdn);
      saveSelection(ctx.deps.db, { id: selectionId, userId, corporateNcst, msisdns, expiresAt }, now);
    }
    return {
      selectionId,
      allowed: allowed.map(({ costKurus: _, ...line }) => line),
      refused,
      totalCost: sum(allowed.map((line) => line.costKurus)) / 100,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  },

  lineDeactivationDocumentUpload: (ctx) => {
    const session = requireSession(ctx.auth);
    const { body } = ctx;
    if (!DOCUMENT_TYPES.has(body.documentType)) throw invalid(M.unknownDocumentType);
    if (!(DEACTIVATION_MIME_TYPES as readonly string[]).includes(body.mimeType)) throw invalid(M.wrongType);
    if (!BASE64.test(body.content)) throw invalid(M.notBase64);
    const content = Buffer.from(body.content, 'base64');
    if (content.length === 0) throw invalid(M.empty);
    if (content.length > DEACTIVATION_MAX_FILE_BYTES) throw invalid(M.tooLarge);
    if (!(MAGIC[body.mimeType] ?? []).every((byte, i) => content[i] === byte))
      throw invalid(M.contentNotMatchingType);
    return insertDocument(ctx.deps.db, {
      id: randomUUID(),
      corporateNcst: session.corporateNcst,
      userId: session.userId,
      documentType: body.documentType,
      fileName: body.fileName,
      mimeType: body.mimeType,
      content,
      uploadedAt: ctx.deps.now(),
    });
  },

  lineDeactivationDocumentList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const id = ctx.body.deactivationId;
    if (id && !historyDetail(db, session.corporateNcst, id)) throw notFound(M.deactivationNotFound);
    return {
      documents: id
        ? documentsOf(db, session.corporateNcst, id)
        : pendingDocuments(db, session.corporateNcst, session.userId),
    };
  },

  lineDeactivationDocumentDownload: (ctx) => {
    const session = requireSession(ctx.auth);
    const doc = findDocument(ctx.deps.db, session.corporateNcst, session.userId, ctx.body.documentId);
    if (!doc) throw notFound(M.documentNotFound);
    return new Response(new Uint8Array(doc.content), {
      status: 200,
      headers: {
        'Content-Type': doc.mimeType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
      },
    });
  },

  lineDeactivationDocumentDelete: (ctx) => {
    const session = requireSession(ctx.auth);
    const doc = findDocument(ctx.deps.db, session.corporateNcst, session.userId, ctx.body.documentId);
    if (!doc) throw notFound(M.documentNotFound);
    if (doc.deactivationId !== null) throw new ApiError(409, 'CONFLICT', M.documentUsed);
    deleteDocument(ctx.deps.db, doc.id);
    return { documentId: doc.id };
  },

  deactivateLine: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const stored = findSelection(db, body.selectionId);
    // Checked before the code is spent, so a wrong or stale request does not cost the person their code.
    if (
      !stored ||
      stored.userId !== session.userId ||
      stored.corporateNcst !== session.corporateNcst ||
      stored.expiresAt <= now()
    )
      throw notFound(M.selectionNotFound);
    if (stored.usedAt !== null) throw new ApiError(409, DEACTIVATION_CODES.selectionUsed, M.selectionUsed);
    const reason = reasonById(body.reasonId);
    if (!reason) throw invalid(M.unknownReason);
    const documents = body.documentIds.map((id) => {
      const doc = findDocument(db, session.corporateNcst, session.userId, id);
      if (!doc || doc.deactivationId !== null) throw invalid(M.documentNotFound);
      return doc;
    });
    for (const needed of reason.documents)
      if (!documents.some((doc) => doc.documentType === needed.documentType))
        throw invalid(M.missingDocument(needed.title.toLocaleLowerCase('tr-TR')));
    const at = now();
    // The rules again: a line may have left the company or started porting since the check.
    const { allowed, refused } = checkEntries(db, session.corporateNcst, stored.msisdns, at);
    if (allowed.length === 0) throw invalid(refused[0]?.reason ?? M.selectionNotFound);
    ctx.deps.otp.consumeValidated(body.transactionId, DEACTIVATION_OTP_PURPOSE, session.userId, stored.id);
    const id = randomUUID();
    db.transaction(() => {
      markSelectionUsed(db, stored.id, at);
      recordDeactivation(db, {
        id,
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        closedBy: session.user.fullName,
        reasonId: reason.reasonId,
        reasonTitle: reason.title,
        closedAt: at,
        lines: allowed,
        documentIds: documents.map((doc) => doc.id),
      });
      const { number } = recordLineClosing(db, now, session, {
        reasonTitle: reason.title,
        closed: allowed,
        refused,
      });
      linkDeactivationOrder(db, id, number);
      removeLines(
        db,
        allowed.map((line) => line.msisdn),
      );
    })();
    const detail = historyDetail(db, session.corporateNcst, id);
    if (!detail) throw notFound(M.deactivationNotFound);
    return detail;
  },

  lineDeactivationHistoryList: (ctx) => {
    const session = requireSession(ctx.auth);
    const digits = ctx.body.msisdn?.replace(/\D/g, '') || undefined;
    return { items: history(ctx.deps.db, session.corporateNcst, digits) };
  },

  lineDeactivationHistoryDetail: (ctx) => {
    const session = requireSession(ctx.auth);
    const detail = historyDetail(ctx.deps.db, session.corporateNcst, ctx.body.deactivationId);
    if (!detail) throw notFound(M.deactivationNotFound);
    return detail;
  },
});
