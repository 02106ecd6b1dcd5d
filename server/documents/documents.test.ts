// @vitest-environment node
/** Document set (insert then file-store), order documents, agreement text and the document OTP. */
import type {
  AgreementDocument,
  DocumentFormList,
  DocumentInsertResult,
  OrderDocumentList,
} from '../../src/api/documents/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS, wrongCode } from '../test-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const forms = async () =>
    (await client.call<DocumentFormList>('documentForms', {}, { token })).body.content?.forms ?? [];
  const insert = (body: unknown) => client.call<DocumentInsertResult>('documentInsert', body, { token });
  const store = (documentId: string, content: string) =>
    client.call('documentFileStoreUpdate', { content }, { token, params: { documentId } });
  const orderDocs = async () =>
    (await client.call<OrderDocumentList>('documentSodec', {}, { token })).body.content?.documents ?? [];
  return { client, login, token, msisdn, forms, insert, store, orderDocs };
}

describe('document set', () => {
  it('lists the three documents of spec §8 with the state on file', async () => {
    const { forms } = await signedIn();
    const list = await forms();
    expect(list.map((f) => f.formId)).toEqual([
      'ONLINE_TRANSACTION_CONTRACT',
      'SIGNATURE_CIRCULAR',
      'AUTHORIZED_ID_COPY',
    ]);
    expect(list.map((f) => f.status)).toEqual(['APPROVED', 'MISSING', 'MISSING']);
    expect(list[0]!.documents[0]).toMatchObject({
      fileName: 'online-islemler-sozlesmesi.pdf',
      status: 'APPROVED',
    });
  });

  it('inserts a record with status code "200", then stores the file and shows it in review', async () => {
    const { client, forms, insert, store } = await signedIn();
    const res = await insert({
      formId: 'SIGNATURE_CIRCULAR',
      fileName: 'imza-sirkuleri.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect(res.status).toBe(200);
    expect(res.body.content?.statusCode).toBe('200');
    const documentId = res.body.content!.documentId;
    const waiting = (await forms())[1]!;
    expect(waiting.status).toBe('MISSING');
    expect(waiting.documents[0]).toMatchObject({ documentId, status: 'AWAITING_FILE' });

    const stored = await store(documentId, PDF.toString('base64'));
    expect(stored.status).toBe(200);
    expect(stored.body.content).toEqual({ documentId, status: 'IN_REVIEW' });
    const circular = (await forms())[1]!;
    expect(circular.status).toBe('IN_REVIEW');
    const row = client.db.prepare('SELECT content FROM company_documents WHERE id = ?').get(documentId) as {
      content: Buffer;
    };
    expect(Buffer.compare(row.content, PDF)).toBe(0);
    // The file of a record is stored once.
    expect((await store(documentId, PDF.toString('base64'))).status).toBe(409);
  });

  it('refuses wrong types, empty or too large files, and content that is not what it claims', async () => {
    const { insert, store } = await signedIn();
    const base = {
      formId: 'AUTHORIZED_ID_COPY',
      fileName: 'kimlik.png',
      mimeType: 'image/png',
      sizeBytes: 12,
    };
    const exe = await insert({ ...base, fileName: 'x.exe', mimeType: 'application/x-msdownload' });
    expect(exe.status).toBe(400);
    expect(exe.body.status?.message).toBe('Yalnızca PDF, JPG veya PNG dosyası yükleyebilirsiniz.');
    expect((await insert({ ...base, sizeBytes: 0 })).body.status?.message).toBe('Boş dosya yüklenemez.');
    expect((await insert({ ...base, sizeBytes: 700 * 1024 + 1 })).body.status?.message).toBe(
      'Dosya boyutu en fazla 700 KB olabilir.',
    );
    expect((await insert({ ...base, formId: 'OTHER' })).status).toBe(400);

    const record = (await insert(base)).body.content!.documentId;
    const pdfAsPng = await store(record, Buffer.from('%PDF-1.4 xxxx').toString('base64').slice(0, 16));
    expect(pdfAsPng.status).toBe(400);
    expect((await store(record, '***not base64***')).body.status?.message).toBe(
      'Dosya içeriği base64 biçiminde olmalıdır.',
    );
    expect((await store(record, PDF.toString('base64'))).body.status?.message).toBe(
      'Dosyanın boyutu bildirilen boyutla uyuşmuyor.',
    );
    expect((await store(record, PNG.toString('base64'))).status).toBe(200);
    expect((await store('DOC-NONE', PNG.toString('base64'))).status).toBe(404);
  });

  it('keeps documents per company', async () => {
    const fast = await signedIn();
    const documentId = (
      await fast.insert({
        formId: 'SIGNATURE_CIRCULAR',
        fileName: 'a.pdf',
        mimeType: 'application/pdf',
        sizeBytes: PDF.length,
      })
    ).body.content!.documentId;
    const owner = fast.client.db
      .prepare('SELECT corporate_ncst AS ncst FROM company_documents WHERE id = ?')
      .get(documentId) as { ncst: string };
    expect(owner.ncst).toBe(fast.login.corporateNcst);
    const others = fast.client.db
      .prepare(
        "SELECT COUNT(*) AS n FROM company_documents WHERE corporate_ncst <> ? AND form_id = 'SIGNATURE_CIRCULAR'",
      )
      .get(fast.login.corporateNcst) as { n: number };
    expect(others.n).toBe(0);
  });

  it('answers 403 to the limited user on insert and file-store, but lets them read the set', async () => {
    const { insert, store, forms } = await signedIn(USERS.limited);
    const denied = await insert({
      formId: 'SIGNATURE_CIRCULAR',
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.status?.message).toMatch(/^Bu işlem için yetkiniz bulunmamaktadır\./);
    expect((await store('DOC-x', PDF.toString('base64'))).status).toBe(403);
    expect((await forms()).length).toBe(3);
  });
});

describe('order documents', () => {
  async function withCode(user: readonly [string, string] = USERS.fast) {
    const ctx = await signedIn(user);
    const sendCode = (reference: string) =>
      ctx.client.call<OtpChallenge>(
        'documentOtpSend',
        { purpose: 'DOCUMENT_APPROVAL', reference },
        { token: ctx.token },
      );
    const validate = (transactionId: string, code: string) =>
      ctx.client.call('documentOtpValidate', { transactionId, code }, { token: ctx.token });
    const sign = (documentId: string, transactionId: string) =>
      ctx.client.call(
        'documentSodecUpdate',
        { documentId, approve: true, transactionId },
        { token: ctx.token },
      );
    return { ...ctx, sendCode, validate, sign };
  }

  it('lists the documents to sign first and shows the agreement text', async () => {
    const { client, token, orderDocs } = await withCode();
    const docs = await orderDocs();
    expect(docs.map((d) => d.status)).toEqual(['AWAITING_SIGNATURE', 'AWAITING_SIGNATURE', 'SIGNED']);
    const text = await client.call<AgreementDocument>(
      'agreementDocument',
      { documentId: docs[0]!.documentId },
      { token },
    );
    expect(text.body.content?.paragraphs.join(' ')).toContain(docs[0]!.orderNo);
    expect(text.body.content?.paragraphs.join(' ')).toContain('Anadolu Gıda San. A.Ş.');
    const foreign = await client.call('agreementDocument', { documentId: 'ODOC-3100001-1' }, { token });
    expect(foreign.status).toBe(404);
  });

  it('signs with a validated document code bound to that document, once', async () => {
    const { client, msisdn, orderDocs, sendCode, validate, sign } = await withCode();
    const [first, second] = await orderDocs();
    const challenge = (await sendCode(first!.documentId)).body.content!;
    expect(challenge.maskedMsisdn).toMatch(/\*/);
    const tx = challenge.transactionId;
    expect((await sign(first!.documentId, tx)).body.status?.message).toBe(
      'Lütfen önce doğrulama kodunu girin.',
    );
    const code = client.outbox.latestCode(msisdn) ?? '';
    expect((await validate(tx, wrongCode(code))).body.status?.code).toBe('OTP_INVALID');
    expect((await validate(tx, code)).status).toBe(200);
    // Bound to the first document: it does not sign the second.
    expect((await sign(second!.documentId, tx)).body.status?.message).toBe(
      'Doğrulama kodu bu işlem için geçerli değil.',
    );
    const signed = await sign(first!.documentId, tx);
    expect(signed.status).toBe(200);
    expect(signed.body.content).toMatchObject({ documentId: first!.documentId, status: 'SIGNED' });
    expect((await orderDocs()).find((d) => d.documentId === first!.documentId)?.status).toBe('SIGNED');
    // Reused: the document is signed and the validation spent.
    expect((await sign(first!.documentId, tx)).status).toBe(409);
    const secondTx = (await sendCode(second!.documentId)).body.content!.transactionId;
    await validate(secondTx, client.outbox.latestCode(msisdn) ?? '');
    expect((await sign(second!.documentId, secondTx)).status).toBe(200);
    expect((await sign(second!.documentId, secondTx)).status).toBe(409);
  });

  it('sends document codes only for documents awaiting a signature, and resends on the same transaction', async () => {
    const { client, token, orderDocs, sendCode } = await withCode();
    const docs = await orderDocs();
    const signedDoc = docs.find((d) => d.status === 'SIGNED')!;
    expect((await sendCode(signedDoc.documentId)).status).toBe(404);
    const other = await client.call(
      'documentOtpSend',
      { purpose: 'CONTRACT_CONFIRM', reference: 'x' },
      { token },
    );
    expect(other.body.status?.message).toBe('Belge doğrulama kodu yalnızca belge onayı için gönderilebilir.');
    const tx = (await sendCode(docs[0]!.documentId)).body.content!.transactionId;
    const tooEarly = await client.call('documentOtpSend', { transactionId: tx }, { token });
    expect(tooEarly.body.status?.code).toBe('OTP_RESEND_TOO_EARLY');
    // A generic code cannot be validated on the document rows.
    const generic = (
      await client.call<OtpChallenge>('sendOtp', { purpose: 'CONTRACT_APPROVAL', reference: 'x' }, { token })
    ).body.content!.transactionId;
    const crossed = await client.call(
      'documentOtpValidate',
      { transactionId: generic, code: '123456' },
      { token },
    );
    expect(crossed.body.status?.message).toBe('Doğrulama kodu bu işlem için geçerli değil.');
  });

  it('answers 403 to the limited user before any SMS, and on the signature', async () => {
    const { client, token, orderDocs, sendCode, sign } = await withCode(USERS.limited);
    const docs = await orderDocs();
    expect(docs.length).toBeGreaterThan(0);
    const before = (client.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get() as { n: number }).n;
    expect((await sendCode(docs[0]!.documentId)).status).toBe(403);
    expect((client.db.prepare('SELECT COUNT(*) AS n FROM sms_outbox').get() as { n: number }).n).toBe(before);
    expect((await sign(docs[0]!.documentId, 'x')).status).toBe(403);
    expect(
      (await client.call('agreementDocument', { documentId: docs[0]!.documentId }, { token })).status,
    ).toBe(200);
  });
});

describe('order documents and My Orders', () => {
  it('name orders the company really has, so My Orders finds each one', async () => {
    const { client, token, orderDocs } = await signedIn();
    const documents = await orderDocs();
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) {
      const detail = await client.call('orderDetail', {}, { token, params: { orderNo: doc.orderNo } });
      expect(detail.status, doc.orderNo).toBe(200);
    }
  });
});
