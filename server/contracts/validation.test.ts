// @vitest-environment node
/**
 * Every contract row that takes a body refuses a bad value before its handler, with one Turkish
 * sentence that names the field the way a person reads it (the rows' schemas, both families).
 */
import { sandboxClient, USERS } from '../test-support';
import { CONTRACT_MESSAGES } from './messages';

const NUMBER = '4000000001';
const cases: [row: string, body: unknown, message: string][] = [
  ['contractContent', { contractNumber: 'ABC-12' }, 'Sözleşme numarası 6 ile 20 arası rakamdan oluşmalıdır.'],
  ['contractContent', {}, 'Sözleşme numarası zorunludur.'],
  [
    'contractApproveOrReject',
    { contractNumber: NUMBER, decision: 'MAYBE', transactionId: 'tx' },
    'Karar şu değerlerden biri olmalıdır: APPROVE, REJECT.',
  ],
  [
    'contractApproveOrReject',
    { contractNumber: NUMBER, decision: 'REJECT', reason: 'x'.repeat(501), transactionId: 'tx' },
    'Ret gerekçesi en fazla 500 karakter olabilir.',
  ],
  [
    'contractApproveOrReject',
    { contractNumber: NUMBER, decision: 'APPROVE' },
    'Doğrulama işlem numarası zorunludur.',
  ],
  ['contractDownload', { barcode: NUMBER, fileNetId: 'F-1' }, 'Sözleşme belge numarası zorunludur.'],
  [
    'contractDownload',
    { barcode: NUMBER, fileNetId: 'x'.repeat(101), docId: 'D-1' },
    'Sözleşme arşiv numarası en fazla 100 karakter olabilir.',
  ],
  ['contractErrorReport', { contractNumber: NUMBER, description: '   ' }, 'Hata açıklaması zorunludur.'],
  [
    'contractErrorReport',
    { contractNumber: NUMBER, description: 'x'.repeat(1001) },
    'Hata açıklaması en fazla 1000 karakter olabilir.',
  ],
];

describe('contract rows validate their bodies in Turkish', () => {
  it.each(cases)('%s answers 400 with its Turkish sentence (case %#)', async (row, body, message) => {
    const client = sandboxClient();
    const token = (await client.login(...USERS.fast)).pageToken;
    for (const name of [row, `istecep${row[0]!.toUpperCase()}${row.slice(1)}`]) {
      const res = await client.call(name, body, { token });
      expect(res.status).toBe(400);
      expect(res.body.status).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('a reject without a reason is refused by the handler with its own sentence', async () => {
    const client = sandboxClient();
    const token = (await client.login(...USERS.fast)).pageToken;
    const res = await client.call(
      'contractApproveOrReject',
      { contractNumber: NUMBER, decision: 'REJECT', transactionId: 'tx' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.status?.message).toBe(CONTRACT_MESSAGES.reasonRequired);
  });
});
