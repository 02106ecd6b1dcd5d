import { feature } from './define';

const { post, put } = feature('documents');

/** Document results only count as success on HTTP 200 (spec §5). */
const document = { successRule: 'http200' } as const;
/**
 * The insert flow inspects the body code itself and only logs exceptions (spec §4, §8), and the
 * OTP modal shows its own errors, so these rows stay silent.
 */
const silent = { ...document, errorMode: 'ignore' } as const;

/** Document forms, agreement documents, document sets and orders with OTP confirmation. */
export const documentsEndpoints = [
  post('documentForms', '/ccsirest/document/forms.json', document),
  post('agreementDocument', '/ccsirest/document/agreement.json', document),
  post('documentOtpSend', '/ccsirest/document/otp-send.json', silent),
  post('documentOtpValidate', '/ccsirest/document/otp-validate.json', silent),
  post('documentSodec', '/dc_ccsi/v1/documents/sodec', document),
  put('documentSodecUpdate', '/dc_ccsi/v1/documents/sodec', document),
  // Not named in §7's POST list, but §4's insert flow needs it before the file-store update.
  post('documentInsert', '/dc_ccsi/v1/documents', silent),
  put('documentFileStoreUpdate', '/dc_ccsi/v1/documents/{documentId}/file-store', silent),
] as const;
