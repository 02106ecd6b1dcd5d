// @vitest-environment node
/** Contract rows of both families against the seeded data: lists, content, decisions, downloads, reports. */
import {
  CONTRACT_APPROVAL_PURPOSE,
  CONTRACT_DOWNLOAD_PURPOSE,
  CONTRACT_ROWS,
  type ContractContent,
  type ContractFamily,
  type ContractList,
  type ContractSummary,
} from '../../src/api/contracts/types';
import { BODY_CODES, type Envelope, type OtpChallenge } from '../../src/api/types';
import { readPdfText } from '../pdf/readPdfText';
import { sandboxClient, USERS, wrongCode } from '../test-support';
import { contractPdf } from './document';
import { CONTRACT_MESSAGES } from './messages';

type Client = ReturnType<typeof sandboxClient>;

/** Both contract stores, by the catalogue rows the client uses too. */
const FAMILIES = (
  Object.entries(CONTRACT_ROWS) as [ContractFamily, (typeof CONTRACT_ROWS)[ContractFamily]][]
).map(([name, rows]) => ({ name, ...rows }));

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  return { client, token: login.pageToken, corporateNcst: login.corporateNcst };
}

async function list(client: Client, token: string, row: string): Promise<ContractSummary[]> {
  const res = await client.call<ContractList>(row, {}, { token });
  expect(res.status, row).toBe(200);
  return res.body.content?.contracts ?? [];
}

/** Sends a code for (purpose, reference) and, unless told otherwise, validates it. */
async function otpFor(client: Client, token: string, purpose: string, reference: string, validate = true) {
  const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
  const transactionId = sent.body.content?.transactionId ?? '';
  const msisdn = client.db.prepare("SELECT msisdn FROM users WHERE user_name = 'hizli.kullanici'").get() as {
    msisdn: string;
  };
  const code = client.outbox.latestCode(msisdn.msisdn) ?? '';
  if (validate) {
    const res = await client.call('validateOtp', { transactionId, code }, { token });
    expect(res.body.status?.code).toBe('0');
  }
  return { transactionId, code };
}

/** The raw download response: a PDF or a JSON envelope. */
async function download(client: Client, token: string, row: string, body: unknown) {
  const xsrf = await client.ensureCsrf(token);
  const path = {
    contractDownload: '/ccsirest/contract/download.json',
    istecepContractDownload: '/ccsirest/istecep-contract/download.json',
  }[row];
  return client.app.request(`/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      pageToken: token,
    },
    body: JSON.stringify(body),
  });
}

const downloadBody = (c: ContractSummary, transactionId?: string) => ({
  barcode: c.contractNumber,
  fileNetId: c.filenetId,
  docId: c.fileId,
  ...(transactionId ? { transactionId } : {}),
});

describe('contract pdf', () => {
  it('reads back with the contract number, its Turkish text and its title', async () => {
    const { client, token } = await signedIn();
    const [contract] = await list(client, token, FAMILIES[0]!.history);
    const { text, info } = await readPdfText(await contractPdf(contract!));
    expect(text).toContain(contract!.contractNumber);
    expect(text).toContain('Sözleşmenin konusu');
    expect(text).toContain('İstanbul (Çağlayan) mahkemeleri');
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(text).toContain(letter);
    expect(info.Title).toBe(`${contract!.title} (${contract!.contractNumber})`);
  });
});

describe.each(FAMILIES)('$name contracts', (family) => {
  it('lists pending and history of the session company only, each with its count', async () => {
    const { client, token, corporateNcst } = await signedIn();
    const pending = await list(client, token, family.pending);
    const history = await list(client, token, family.history);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(history.length).toBeGreaterThanOrEqual(10);
    expect(pending.every((c) => c.status === 'PENDING' && c.family === family.name)).toBe(true);
    expect(history.every((c) => c.status !== 'PENDING' && c.family === family.name)).toBe(true);
    expect(new Set(history.map((c) => c.status)).size).toBeGreaterThan(1);
    const company = client.db
      .prepare('SELECT name FROM companies WHERE corporate_ncst = ?')
      .get(corporateNcst) as { name: string };
    expect(pending[0]?.parties.map((p) => p.role)).toEqual(['OPERATOR', 'CUSTOMER']);
    expect(pending[0]?.parties[1]?.name).toBe(company.name);
    expect(pending.some((c) => c.downloadRequiresOtp) && pending.some((c) => !c.downloadRequiresOtp)).toBe(
      true,
    );
    const res = await client.call<ContractList>(family.pending, {}, { token });
    expect(res.body.content?.totalCount).toBe(pending.length);
    expect((await client.call(family.pending, {})).status).toBe(401);
  });

  it('answers the content of a contract; an unknown or other-family number is 404', async () => {
    const { client, token } = await signedIn();
    const [contract] = await list(client, token, family.pending);
    const res = await client.call<ContractContent>(
      family.content,
      { contractNumber: contract?.contractNumber },
      { token },
    );
    expect(res.body.content?.contractNumber).toBe(contract?.contractNumber);
    expect(res.body.content?.sections.map((s) => s.heading)).toContain('1. Taraflar');
    const other = FAMILIES.find((f) => f.name !== family.name)!;
    const [foreign] = await list(client, token, other.pending);
    const unknown = await client.call(family.content, { contractNumber: foreign?.contractNumber }, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status?.message).toBe(CONTRACT_MESSAGES.notFound);
  });

  it('approves with a validated CONTRACT_APPROVAL code: the contract moves to the history', async () => {
    const { client, token } = await signedIn();
    const [contract] = await list(client, token, family.pending);
    const number = contract!.contractNumber;
    const { transactionId } = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, number);
    const res = await client.call<ContractSummary>(
      family.decide,
      { contractNumber: number, decision: 'APPROVE', transactionId },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ contractNumber: number, status: 'APPROVED' });
    expect((await list(client, token, family.pending)).map((c) => c.contractNumber)).not.toContain(number);
    const history = await list(client, token, family.history);
    expect(history[0]).toMatchObject({ contractNumber: number, status: 'APPROVED' });
  });

  it('rejects with a reason; a reject without one is refused before the code is spent', async () => {
    const { client, token } = await signedIn();
    const [, contract] = await list(client, token, family.pending);
    const number = contract!.contractNumber;
    const { transactionId } = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, number);
    const noReason = await client.call(
      family.decide,
      { contractNumber: number, decision: 'REJECT', transactionId },
      { token },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.status?.message).toBe(CONTRACT_MESSAGES.reasonRequired);
    const res = await client.call<ContractSummary>(
      family.decide,
      { contractNumber: number, decision: 'REJECT', reason: 'Tarife hatalı.', transactionId },
      { token },
    );
    expect(res.body.content).toMatchObject({ status: 'REJECTED', decisionReason: 'Tarife hatalı.' });
  });

  it('refuses a decision without a validated code, with a reused code and with a code for another contract', async () => {
    const { client, token } = await signedIn();
    const [first, second] = await list(client, token, family.pending);
    const decide = (contractNumber: string, transactionId: string) =>
      client.call(family.decide, { contractNumber, decision: 'APPROVE', transactionId }, { token });

    const notValidated = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, first!.contractNumber, false);
    const refused = await decide(first!.contractNumber, notValidated.transactionId);
    expect(refused.status).toBe(400);
    expect(refused.body.status?.code).toBe(BODY_CODES.validation);

    const forSecond = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, second!.contractNumber);
    const wrongReference = await decide(first!.contractNumber, forSecond.transactionId);
    expect(wrongReference.status).toBe(400);
    expect(wrongReference.body.status?.message).toBe('Doğrulama kodu bu işlem için geçerli değil.');

    const downloadCode = await otpFor(client, token, CONTRACT_DOWNLOAD_PURPOSE, first!.contractNumber);
    expect((await decide(first!.contractNumber, downloadCode.transactionId)).status).toBe(400);

    const good = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, first!.contractNumber);
    expect((await decide(first!.contractNumber, good.transactionId)).status).toBe(200);
    // Decided now; and the same validation cannot confirm anything again.
    const again = await decide(first!.contractNumber, good.transactionId);
    expect(again.status).toBe(409);
    expect(again.body.status?.message).toBe(CONTRACT_MESSAGES.notPending);
    const reused = await decide(second!.contractNumber, forSecond.transactionId);
    expect(reused.status).toBe(200);
    const reusedAgain = await client.call(
      family.decide,
      {
        contractNumber: (await list(client, token, family.pending))[0]!.contractNumber,
        decision: 'APPROVE',
        transactionId: forSecond.transactionId,
      },
      { token },
    );
    expect(reusedAgain.status).toBe(400);
  });

  it('a reused code on the same contract answers OTP_USED', async () => {
    const { client, token } = await signedIn();
    const [first] = await list(client, token, family.pending);
    const number = first!.contractNumber;
    const { transactionId } = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, number);
    // Spent by a download-less path: consume it through a first reject that succeeds …
    await client.call(
      family.decide,
      { contractNumber: number, decision: 'REJECT', reason: 'x', transactionId },
      { token },
    );
    // … and put the contract back to pending, so only the code's state decides.
    client.db.prepare("UPDATE contracts SET status = 'PENDING' WHERE contract_number = ?").run(number);
    const reused = await client.call(
      family.decide,
      { contractNumber: number, decision: 'APPROVE', transactionId },
      { token },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.status?.code).toBe(BODY_CODES.otpUsed);
  });

  it('a limited user may read but gets 403 on a decision', async () => {
    const { client, token } = await signedIn(USERS.limited);
    const [contract] = await list(client, token, family.pending);
    const res = await client.call(
      family.decide,
      { contractNumber: contract?.contractNumber, decision: 'APPROVE', transactionId: 'x' },
      { token },
    );
    expect(res.status).toBe(403);
    expect(res.body.status?.code).toBe(BODY_CODES.forbidden);
  });

  it('downloads a contract without OTP as a PDF named after it', async () => {
    const { client, token } = await signedIn();
    const contract = (await list(client, token, family.pending)).find((c) => !c.downloadRequiresOtp)!;
    const res = await download(client, token, family.download, downloadBody(contract));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="sozlesme-${contract.contractNumber}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await readPdfText(bytes)).text).toContain(contract.contractNumber);
  });

  it('asks for OTP first when the contract needs it, then answers the PDF once for a validated code', async () => {
    const { client, token } = await signedIn();
    const contract = (await list(client, token, family.pending)).find((c) => c.downloadRequiresOtp)!;
    const first = await download(client, token, family.download, downloadBody(contract));
    expect(first.headers.get('content-type')).toContain('application/json');
    expect(((await first.json()) as Envelope).content).toEqual({ otpRequired: true });

    const unvalidated = await otpFor(
      client,
      token,
      CONTRACT_DOWNLOAD_PURPOSE,
      contract.contractNumber,
      false,
    );
    const refused = (await (
      await download(client, token, family.download, downloadBody(contract, unvalidated.transactionId))
    ).json()) as Envelope;
    expect(refused.status?.code).toBe(BODY_CODES.validation);
    expect(refused.status?.message).toBe('Lütfen önce doğrulama kodunu girin.');

    const approvalCode = await otpFor(client, token, CONTRACT_APPROVAL_PURPOSE, contract.contractNumber);
    const wrongPurpose = (await (
      await download(client, token, family.download, downloadBody(contract, approvalCode.transactionId))
    ).json()) as Envelope;
    expect(wrongPurpose.status?.message).toBe('Doğrulama kodu bu işlem için geçerli değil.');

    const { transactionId } = await otpFor(client, token, CONTRACT_DOWNLOAD_PURPOSE, contract.contractNumber);
    const file = await download(client, token, family.download, downloadBody(contract, transactionId));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await readPdfText(bytes)).text).toMatch(new RegExp(`Sözleşme no\\s+${contract.contractNumber}`));

    const reused = (await (
      await download(client, token, family.download, downloadBody(contract, transactionId))
    ).json()) as Envelope;
    expect(reused.status?.code).toBe(BODY_CODES.otpUsed);
  });

  it('answers an unknown contract or a wrong document as JSON with a code other than "0" and a Turkish message', async () => {
    const { client, token } = await signedIn();
    const [contract] = await list(client, token, family.pending);
    const unknown = await download(client, token, family.download, {
      ...downloadBody(contract!),
      barcode: '1999999999',
    });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as Envelope).status).toMatchObject({
      code: 'CONTRACT_NOT_FOUND',
      message: CONTRACT_MESSAGES.notFound,
    });
    const mismatch = await download(client, token, family.download, {
      ...downloadBody(contract!),
      docId: 'DOC00000000',
    });
    expect(((await mismatch.json()) as Envelope).status).toMatchObject({
      code: 'CONTRACT_DOCUMENT_MISMATCH',
      message: CONTRACT_MESSAGES.documentMismatch,
    });
  });

  it('stores an error report for a contract of the company; a blank one or an unknown contract is refused', async () => {
    const { client, token } = await signedIn();
    const [, , contract] = await list(client, token, family.history);
    const res = await client.call<{ reportId: string }>(
      family.report,
      { contractNumber: contract?.contractNumber, description: 'Hat numarası eksik.' },
      { token },
    );
    expect(res.body.content?.reportId).toMatch(/^HB-\d{6}$/);
    const row = client.db
      .prepare('SELECT contract_number AS n, description AS d FROM contract_error_reports')
      .get() as { n: string; d: string };
    expect(row).toEqual({ n: contract?.contractNumber, d: 'Hat numarası eksik.' });
    expect(
      (
        await client.call(
          family.report,
          { contractNumber: contract?.contractNumber, description: ' ' },
          { token },
        )
      ).status,
    ).toBe(400);
    expect(
      (await client.call(family.report, { contractNumber: '1999999999', description: 'x' }, { token }))
        .status,
    ).toBe(404);
  });
});

it('a wrong code for a contract approval counts towards the lock like any other', async () => {
  const { client, token } = await signedIn();
  const [contract] = await list(client, token, 'approvalContracts');
  const { transactionId, code } = await otpFor(
    client,
    token,
    CONTRACT_APPROVAL_PURPOSE,
    contract!.contractNumber,
    false,
  );
  for (let i = 0; i < 4; i++)
    await client.call('validateOtp', { transactionId, code: wrongCode(code) }, { token });
  const locked = await client.call('validateOtp', { transactionId, code: wrongCode(code) }, { token });
  expect(locked.body.status?.code).toBe(BODY_CODES.otpLocked);
});
