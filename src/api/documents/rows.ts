import { feature } from '../contract/define';
import { fileAnswer } from '../contract/fields';
import {
  AgreementDocument,
  AgreementDocumentRequest,
  DocumentFileStoreRequest,
  DocumentFileStoreResult,
  DocumentFormList,
  DocumentInsertRequest,
  DocumentInsertResult,
  DocumentOtpChallenge,
  DocumentOtpSendRequest,
  DocumentOtpValidated,
  DocumentOtpValidateRequest,
  OrderDocumentList,
  OrderDocumentSignRequest,
  OrderDocumentSignResult,
} from './types';

const { get, post, put, rows } = feature('documents');

/** Document results only count as success on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;
/**
 * The insert flow inspects the body code itself and only logs exceptions (spec §4, §8), and the
 * OTP modal shows its own errors, so these rows stay silent.
 */
const silent = { ...document, errorMode: 'ignore' } as const;

/** Document forms, agreement documents, document sets and orders with OTP confirmation. */
export const documentsRows = rows({
  documentForms: post(
    '/ccsirest/document/forms.json',
    { response: DocumentFormList },
    { ...document, access: 'read' },
  ),
  // The blank form to print, fill and sign; the filled one goes back with a request. A JSON
  // answer instead of the PDF is the error (an unknown form), hence a blob row.
  documentFormTemplate: get(
    '/dc_ccsi/v1/document-forms/{formId}/template',
    { response: fileAnswer },
    { ...document, access: 'read', errorMode: 'blob' },
  ),
  agreementDocument: post(
    '/ccsirest/document/agreement.json',
    { body: AgreementDocumentRequest, response: AgreementDocument },
    { ...document, access: 'read' },
  ),
  documentOtpSend: post(
    '/ccsirest/document/otp-send.json',
    { body: DocumentOtpSendRequest, response: DocumentOtpChallenge },
    { ...silent, access: 'write' },
  ),
  documentOtpValidate: post(
    '/ccsirest/document/otp-validate.json',
    { body: DocumentOtpValidateRequest, response: DocumentOtpValidated },
    { ...silent, access: 'write' },
  ),
  documentSodec: post(
    '/dc_ccsi/v1/documents/sodec',
    { response: OrderDocumentList },
    { ...document, access: 'read' },
  ),
  documentSodecUpdate: put(
    '/dc_ccsi/v1/documents/sodec',
    { body: OrderDocumentSignRequest, response: OrderDocumentSignResult },
    document,
  ),
  // Not named in §7's POST list, but §4's insert flow needs it before the file-store update.
  documentInsert: post(
    '/dc_ccsi/v1/documents',
    { body: DocumentInsertRequest, response: DocumentInsertResult },
    { ...silent, access: 'write' },
  ),
  documentFileStoreUpdate: put(
    '/dc_ccsi/v1/documents/{documentId}/file-store',
    { body: DocumentFileStoreRequest, response: DocumentFileStoreResult },
    { ...silent, upload: true },
  ),
});

type Rows = typeof documentsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
