/**
 * Documents (spec §4, §7): the company's document set with the two-step insert flow (record
 * first, then the file), order documents read as agreement text and signed with the document
 * OTP. The document OTP rows delegate to the one OTP service with purpose DOCUMENT_APPROVAL and
 * the document id as reference, so a code confirms exactly one document. Bodies arrive
 * validated by the rows' schemas; what is left here are the rules a person's file can break.
 */
import {
  DOCUMENT_OTP_PURPOSE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '../../src/api/documents/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession, writesRequireFullAuthority } from '../access';
import { recordOperation } from '../db/ledger/record';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { MESSAGES } from '../messages';
import { documentFormTemplate } from './formTemplate';
import { DOCUMENT_MESSAGES } from './messages';
import {
  agreementText,
  companyDocument,
  documentForms,
  insertCompanyDocument,
  linkSigning,
  orderDocument,
  orderDocuments,
  signOrderDocument,
  storeDocumentFile,
} from './store';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
const notFound = () => new ApiError(404, BODY_CODES.notFound, DOCUMENT_MESSAGES.documentNotFound);
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

/** The first bytes each accepted type starts with: the file must be what it claims to be. */
const MAGIC: Record<UploadMimeType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const startsWith = (content: Buffer, magic: number[]) => magic.every((byte, i) => content[i] === byte);
const isUploadType = (mimeType: string): mimeType is UploadMimeType =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType);

export const documentHandlers = defineHandlers({
  documentForms: ({ deps, auth }) => ({ forms: documentForms(deps.db, requireSession(auth).corporateNcst) }),
  documentFormTemplate,

  /** The order documents of the company (POST sodec is the query, PUT sodec the signature). */
  documentSodec: ({ deps, auth }) => ({
    documents: orderDocuments(deps.db, requireSession(auth).corporateNcst),
  }),

  agreementDocument: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const document = agreementText(deps.db, session.corporateNcst, body.documentId);
    if (!document) throw notFound();
    return document;
  },

  documentOtpSend: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    if (body.transactionId) {
      const tx = deps.otp.find(body.transactionId, session.userId);
      if (tx.purpose !== DOCUMENT_OTP_PURPOSE) throw invalid(MESSAGES.otpWrongPurpose);
      return deps.otp.resend(tx);
    }
    if (body.purpose !== DOCUMENT_OTP_PURPOSE) throw invalid(DOCUMENT_MESSAGES.documentPurposeOnly);
    if (!body.reference) throw invalid(DOCUMENT_MESSAGES.referenceRequired);
    // No code for a signature the person may not give: the 403 comes before the SMS.
    writesRequireFullAuthority(session);
    const document = orderDocument(deps.db, session.corporateNcst, body.reference);
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
    const tx = deps.otp.find(body.transactionId, session.userId);
    deps.otp.verify(tx, body.code, DOCUMENT_OTP_PURPOSE);
    return { validated: true as const };
  },

  documentInsert: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    if (!isUploadType(body.mimeType)) throw invalid(DOCUMENT_MESSAGES.wrongType);
    if (body.sizeBytes === 0) throw invalid(DOCUMENT_MESSAGES.emptyFile);
    if (body.sizeBytes > UPLOAD_MAX_BYTES) throw invalid(DOCUMENT_MESSAGES.tooLarge);
    const documentId = insertCompanyDocument(deps.db, {
      corporateNcst: session.corporateNcst,
      formId: body.formId,
      fileName: body.fileName,
      mimeType: body.mimeType,
      sizeBytes: body.sizeBytes,
      userId: session.userId,
      at: deps.now(),
    });
    // The record exists and waits for its file: the code the insert flow of spec §4 looks for.
    return { documentId, statusCode: '200' };
  },

  documentFileStoreUpdate: ({ deps, auth, body, params }) => {
    const session = requireSession(auth);
    const document = companyDocument(deps.db, session.corporateNcst, params.documentId);
    if (!document) throw notFound();
    if (document.status !== 'AWAITING_FILE') throw conflict(DOCUMENT_MESSAGES.fileAlreadyStored);
    if (body.content.length % 4 !== 0 || !BASE64.test(body.content))
      throw invalid(DOCUMENT_MESSAGES.notBase64);
    const content = Buffer.from(body.content, 'base64');
    if (content.length !== document.sizeBytes) throw invalid(DOCUMENT_MESSAGES.sizeMismatch);
    if (!startsWith(content, MAGIC[document.mimeType]))
      throw invalid(DOCUMENT_MESSAGES.contentNotMatchingType);
    storeDocumentFile(deps.db, document.id, content, deps.now());
    return { documentId: document.id, status: 'IN_REVIEW' as const };
  },

  /** The signature: a validated document OTP for this very document, spent once. */
  documentSodecUpdate: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    if (!body.approve) throw invalid(DOCUMENT_MESSAGES.approveRequired);
    const document = orderDocument(deps.db, session.corporateNcst, body.documentId);
    if (!document) throw notFound();
    if (document.status === 'SIGNED') throw conflict(DOCUMENT_MESSAGES.alreadySigned);
    deps.otp.consumeValidated(body.transactionId, DOCUMENT_OTP_PURPOSE, session.userId, document.documentId);
    const at = deps.now();
    const number = deps.db.transaction(() => {
      if (!signOrderDocument(deps.db, document.documentId, session.userId, at)) return undefined;
      // One signing entry in the ledger, naming the document and the order it belongs to.
      const { number } = recordOperation(deps.db, () => at, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        kind: 'DOCUMENT_SIGNING',
        title: document.title,
        summary: [
          { label: 'Belge', value: document.title },
          { label: 'Sipariş', value: `${document.orderTypeName} ${document.orderNo}` },
        ],
        details: { documentId: document.documentId, orderNo: document.orderNo },
        lines: [],
        status: 'COMPLETED',
      });
      linkSigning(deps.db, document.documentId, number);
      return number;
    })();
    if (!number) throw conflict(DOCUMENT_MESSAGES.alreadySigned);
    return {
      orderId: number,
      documentId: document.documentId,
      status: 'SIGNED' as const,
      signedAt: new Date(at).toISOString(),
    };
  },
});
