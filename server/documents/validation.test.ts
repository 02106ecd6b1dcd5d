// @vitest-environment node
/**
 * Every document row that takes a body refuses a bad value before its handler, with one Turkish
 * sentence that names the field the way a person reads it (the rows' schemas).
 */
import { sandboxClient, USERS } from '../test-support';
import { DOCUMENT_MESSAGES } from './messages';

const record = {
  formId: 'SIGNATURE_CIRCULAR',
  fileName: 'imza.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 10,
};
const cases: [row: string, body: unknown, message: string, params?: Record<string, string>][] = [
  ['agreementDocument', {}, 'Belge numarası zorunludur.'],
  ['agreementDocument', { documentId: 'x'.repeat(65) }, 'Belge numarası en fazla 64 karakter olabilir.'],
  [
    'documentOtpSend',
    { purpose: 'DOCUMENT_APPROVAL', reference: 'x'.repeat(65) },
    'Belge numarası en fazla 64 karakter olabilir.',
  ],
  ['documentOtpSend', { purpose: 'DOCUMENT_APPROVAL' }, DOCUMENT_MESSAGES.referenceRequired],
  ['documentOtpValidate', { transactionId: 'tx', code: '12ab' }, 'Doğrulama kodu 6 haneli olmalıdır.'],
  ['documentOtpValidate', { code: '123456' }, 'Doğrulama işlem numarası zorunludur.'],
  [
    'documentSodecUpdate',
    { documentId: 'ODOC-3100001-1', approve: 'evet', transactionId: 'tx' },
    'Onay evet/hayır değeri olmalıdır.',
  ],
  [
    'documentSodecUpdate',
    { documentId: 'ODOC-3100001-1', approve: false, transactionId: 'tx' },
    DOCUMENT_MESSAGES.approveRequired,
  ],
  [
    'documentInsert',
    { ...record, formId: 'OTHER' },
    'Belge türü şu değerlerden biri olmalıdır: ONLINE_TRANSACTION_CONTRACT, SIGNATURE_CIRCULAR, AUTHORIZED_ID_COPY.',
  ],
  ['documentInsert', { ...record, fileName: '' }, 'Dosya adı zorunludur.'],
  ['documentInsert', { ...record, sizeBytes: 1.5 }, 'Dosya boyutu tam sayı olmalıdır.'],
  ['documentInsert', { ...record, sizeBytes: '10' }, 'Dosya boyutu sayı olmalıdır.'],
  ['documentInsert', { ...record, mimeType: 'x'.repeat(101) }, 'Dosya türü en fazla 100 karakter olabilir.'],
  ['documentFileStoreUpdate', { content: '' }, 'Dosya içeriği zorunludur.', { documentId: 'DOC-1' }],
  [
    'documentFileStoreUpdate',
    { content: 'A'.repeat(955_740) },
    'Dosya içeriği en fazla 955736 karakter olabilir.',
    { documentId: 'DOC-1' },
  ],
];

describe('document rows validate their bodies in Turkish', () => {
  it.each(cases)('%s answers 400 with its Turkish sentence (case %#)', async (row, body, message, params) => {
    const client = sandboxClient();
    const token = (await client.login(...USERS.fast)).pageToken;
    const res = await client.call(row, body, { token, ...(params ? { params } : {}) });
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});
