// @vitest-environment node
import type { OrderDocumentList, OrderDocumentSignResult } from '../../src/api/documents/types';
import type { OtpChallenge } from '../../src/api/types';
import { createLedger } from '../db/ledger/store';
import { sandboxClient, USERS } from '../test-support';

describe('a document signature in the operations ledger', () => {
  it('is one DOCUMENT_SIGNING entry (BL-…) under the number the answer and the document list show', async () => {
    const client = sandboxClient();
    const { pageToken: token, corporateNcst } = await client.login(...USERS.fast);
    const msisdn = (
      client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(USERS.fast[0]) as {
        msisdn: string;
      }
    ).msisdn;
    const docs = async () =>
      (await client.call<OrderDocumentList>('documentSodec', {}, { token })).body.content!.documents;
    const doc = (await docs()).find((d) => d.status === 'AWAITING_SIGNATURE')!;
    expect(doc.signingNo).toBeNull();
    const ledger = createLedger(client.db, Date.now);
    const before = ledger.count(corporateNcst);
    const sent = await client.call<OtpChallenge>(
      'documentOtpSend',
      { purpose: 'DOCUMENT_APPROVAL', reference: doc.documentId },
      { token },
    );
    const transactionId = sent.body.content!.transactionId;
    await client.call(
      'documentOtpValidate',
      { transactionId, code: client.outbox.latestCode(msisdn) },
      { token },
    );
    const signed = await client.call<OrderDocumentSignResult>(
      'documentSodecUpdate',
      { documentId: doc.documentId, approve: true, transactionId },
      { token },
    );
    const answer = signed.body.content!;
    expect(answer.orderId).toMatch(/^BL-\d{8}-\d{6}$/);
    expect(ledger.count(corporateNcst)).toBe(before + 1);
    expect(ledger.get(corporateNcst, answer.orderId)).toMatchObject({
      kind: 'DOCUMENT_SIGNING',
      operationTypeId: null,
      status: 'COMPLETED',
      title: doc.title,
      requestedBy: 'Can Öztürk',
    });
    expect((await docs()).find((d) => d.documentId === doc.documentId)?.signingNo).toBe(answer.orderId);
  });
});
