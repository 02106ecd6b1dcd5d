/**
 * Documents (spec §4, §7): the company's document set with the two-step insert flow (record
 * first, then the file), order documents read as agreement text and signed with the document
 * OTP. The document OTP rows delegate to the one OTP service with purpose DOCUMENT_APPROVAL and
 * the document id as reference, so a code confirms exactly one document.
 */
import {
  DOCUMENT_OTP_PURPOSE,
  type DocumentFormId,
  type DocumentInsertResult,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '../../src/api/documentsTypes';
import { BODY_CODES } from '../../src/api/types';
import { requireSession, writesRequireFullAuthority } from '../access';
import {
  agreementText,
  companyDocument,
  DOCUMENT_FORMS,
  documentForms,
  insertCompanyDocument,
  orderDocument,
  orderDocuments,
  signOrderDocument,
  storeDocumentFile,
} from '../db/documents';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';
import { bool, invalid, num, optional, text, validateBody } from '../validate';
import { DOCUMENT_MESSAGES } from './documentMessages';
import { OTP_CODE_RULE, TRANSACTION_ID_RULE } from './session';
import type { HandlerModule } from './types';

const DOCUMENT_ID_RULE = text({ maxLength: 64 });
const FORM_IDS = DOCUMENT_FORMS.map((form) => form.formId);
/** Room for a base64 file of UPLOAD_MAX_BYTES (4 characters per 3 bytes). */
const BASE64_MAX_CHARS = Math.ceil(UPLOAD_MAX_BYTES / 3) * 4;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const notFound = () => new ApiError(404, BODY_CODES.notFound, DOCUMENT_MESSAGES.documentNotFound);

/** The first bytes each accepted type starts with: the file must be what it claims to be. */
const MAGIC: Record<UploadMimeType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const startsWith = (content: Buffer, magic: number[]) => magic.every((byte, i) => content[i] === byte);

export const documentHandlers: HandlerModule = {
  documentForms: ({ deps, auth }) => ({ forms: documentForms(deps.db, requireSession(auth).corporateNcst) }),

  /** The order documents of the company (POST sodec is the query, PUT sodec the signature). */
  documentSodec: ({ deps, auth }) => ({
    documents: orderDocuments(deps.db, requireSession(auth).corporateNcst),
  }),

  agreementDocument: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const input = validateBody(body, { documentId: DOCUMENT_ID_RULE });
    const document = agreementText(deps.db, session.corporateNcst, input.documentId);
    if (!document) throw notFound();
    return document;
  },

  documentOtpSend: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const input = validateBody(body, {
      transactionId: optional(TRANSACTION_ID_RULE),
      purpose: optional(text({ maxLength: 50 })),
      reference: optional(DOCUMENT_ID_RULE),
    });
    if (input.transactionId) {
      const tx = deps.otp.find(input.transactionId, session.userId);
      if (tx.purpose !== DOCUMENT_OTP_PURPOSE) throw invalid(MESSAGES.otpWrongPurpose);
      return deps.otp.resend(tx);
    }
    if (input.purpose !== DOCUMENT_OTP_PURPOSE) throw invalid(DOCUMENT_MESSAGES.documentPurposeOnly);
    if (!input.reference) throw invalid('reference alanı zorunludur.');
    // No code for a signature the person may not give: the 403 comes before the SMS.
    writesRequireFullAuthority(session);
    const document = orderDocument(deps.db, session.corporateNcst, input.reference);
    if (document?.status !== 'AWAITING_SIGNATURE') {
      throw new ApiError(404, BODY_CODES.notFound, DOCUMENT_MESSAGES.nothingToSign);
    }
    return deps.otp.start({
      purpose: DOCUMENT_OTP_PURPOSE,
      reference: document.documentId,
      userId: session.userId,
      msisdn: session.user.msisdn,
    });
  },

  documentOtpValidate: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const input = validateBody(body, { transactionId: TRANSACTION_ID_RULE, code: OTP_CODE_RULE });
    const tx = deps.otp.find(input.transactionId, session.userId);
    deps.otp.verify(tx, input.code, DOCUMENT_OTP_PURPOSE);
    return { validated: true };
  },

  documentInsert: ({ deps, auth, body }): DocumentInsertResult => {
    const session = requireSession(auth);
    const input = validateBody(body, {
      formId: text({ oneOf: FORM_IDS }),
      fileName: text({ maxLength: 200 }),
      mimeType: text({ maxLength: 100 }),
      sizeBytes: num({ integer: true, min: 0 }),
    });
    if (!UPLOAD_MIME_TYPES.includes(input.mimeType as UploadMimeType))
      throw invalid(DOCUMENT_MESSAGES.wrongType);
    if (input.sizeBytes === 0) throw invalid(DOCUMENT_MESSAGES.emptyFile);
    if (input.sizeBytes > UPLOAD_MAX_BYTES) throw invalid(DOCUMENT_MESSAGES.tooLarge);
    const documentId = insertCompanyDocument(deps.db, {
      corporateNcst: session.corporateNcst,
      formId: input.formId as DocumentFormId,
      fileName: input.fileName,
      mimeType: input.mimeType as UploadMimeType,
      sizeBytes: input.sizeBytes,
      userId: session.userId,
      at: deps.now(),
    });
    // The record exists and waits for its file: the code the insert flow of spec §4 looks for.
    return { documentId, statusCode: '200' };
  },

  documentFileStoreUpdate: ({ deps, auth, body, params }) => {
    const session = requireSession(auth);
    const input = validateBody(body, { content: text({ maxLength: BASE64_MAX_CHARS }) });
    const document = companyDocument(deps.db, session.corporateNcst, params.documentId ?? '');
    if (!document) throw notFound();
    if (document.status !== 'AWAITING_FILE') {
      throw new ApiError(409, 'CONFLICT', DOCUMENT_MESSAGES.fileAlreadyStored);
    }
    if (input.content.length % 4 !== 0 || !BASE64.test(input.content))
      throw invalid(DOCUMENT_MESSAGES.notBase64);
    const content = Buffer.from(input.content, 'base64');
    if (content.length !== document.sizeBytes) throw invalid(DOCUMENT_MESSAGES.sizeMismatch);
    if (!startsWith(content, MAGIC[document.mimeType]))
      throw invalid(DOCUMENT_MESSAGES.contentNotMatchingType);
    storeDocumentFile(deps.db, document.id, content, deps.now());
    return { documentId: document.id, status: 'IN_REVIEW' };
  },

  /** The signature: a validated document OTP for this very document, spent once. */
  documentSodecUpdate: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const input = validateBody(body, {
      documentId: DOCUMENT_ID_RULE,
      approve: bool(),
      transactionId: TRANSACTION_ID_RULE,
    });
    if (!input.approve) throw invalid('approve alanı onay için true olmalıdır.');
    const document = orderDocument(deps.db, session.corporateNcst, input.documentId);
    if (!document) throw notFound();
    if (document.status === 'SIGNED') throw new ApiError(409, 'CONFLICT', DOCUMENT_MESSAGES.alreadySigned);
    deps.otp.consumeValidated(input.transactionId, DOCUMENT_OTP_PURPOSE, session.userId, document.documentId);
    const at = deps.now();
    if (!signOrderDocument(deps.db, document.documentId, session.userId, at)) {
      throw new ApiError(409, 'CONFLICT', DOCUMENT_MESSAGES.alreadySigned);
    }
    return { documentId: document.documentId, status: 'SIGNED', signedAt: new Date(at).toISOString() };
  },
};
