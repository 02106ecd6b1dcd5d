// @vitest-environment node
/**
 * Approval procedures: the company's approval queue as this person may decide it, its count, the
 * dashboard box and OTP-confirmed decisions, which move the ledger entry behind each row.
 */
import type { ApprovalProcedureCount, ApprovalProcedureList } from '../../src/api/approvals/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS, wrongCode } from '../test-support';

const userIdOf = (client: ReturnType<typeof sandboxClient>, userName: string) =>
  (client.db.prepare('SELECT id FROM users WHERE user_name = ?').get(userName) as { id: number }).id;

async function signedIn(user: readonly [string, string] = USERS.fast) {
  const client = sandboxClient();
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const list = async () =>
    (await client.call<ApprovalProcedureList>('approvalProceduresList', undefined, { token })).body.content
      ?.procedures ?? [];
  /** A validated APPROVAL_PROCEDURE code for one workflow instance. */
  const validatedCode = async (reference: string, purpose = 'APPROVAL_PROCEDURE') => {
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose, reference }, { token });
    const transactionId = sent.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    const validated = await client.call('validateOtp', { transactionId, code }, { token });
    expect(validated.status).toBe(200);
    return transactionId;
  };
  const confirm = (id: string, body: unknown) =>
    client.call('approvalProceduresConfirm', body, { token, params: { workflowInstanceId: id } });
  return { client, login, token, msisdn, list, validatedCode, confirm };
}

describe('approval procedures', () => {
  it('lists what waits for this person in this company, with type, requester, date and details', async () => {
    const { client, login, token, list } = await signedIn();
    const procedures = await list();
    expect(procedures.length).toBeGreaterThanOrEqual(3);
    for (const p of procedures) {
      // The row is its ledger entry: the same number My Orders or the request history shows.
      expect(p.workflowInstanceId).toMatch(/^(SP|HT|YT)-\d{8}-\d{6}$/);
      expect(p.typeName).toMatch(/\S/);
      expect(p.requester).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(p.requestedAt))).toBe(false);
      expect(p.details.length).toBeGreaterThan(0);
    }
    // Full authority decides every group: the company's whole queue, none of it their own request.
    const expected = client.db
      .prepare(
        `SELECT COUNT(*) AS n FROM approval_procedures a JOIN ledger_entries e ON e.number = a.workflow_instance_id
         WHERE a.corporate_ncst = ? AND a.status = 'PENDING' AND e.user_id <> ?`,
      )
      .get(login.corporateNcst, userIdOf(client, USERS.fast[0])) as { n: number };
    expect(procedures).toHaveLength(expected.n);
    const count = await client.call<ApprovalProcedureCount>('approvalProceduresCount', undefined, { token });
    expect(count.body.content).toEqual({ count: expected.n });
    const box = await client.call<ApprovalProcedureCount>('dashboardApprovalProcesses', {}, { token });
    expect(box.body.content).toEqual({ count: expected.n });
  });

  it('approves with a validated code: the instance leaves the list, the count and the dashboard box', async () => {
    const { client, token, list, validatedCode, confirm } = await signedIn();
    const before = await list();
    const id = before[0]!.workflowInstanceId;
    const transactionId = await validatedCode(id);
    const res = await confirm(id, { decision: 'APPROVE', transactionId });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ workflowInstanceId: id, status: 'APPROVED' });
    const after = await list();
    expect(after.map((p) => p.workflowInstanceId)).not.toContain(id);
    expect(after).toHaveLength(before.length - 1);
    const box = await client.call<ApprovalProcedureCount>('dashboardApprovalProcesses', {}, { token });
    expect(box.body.content?.count).toBe(before.length - 1);
    // The ledger entry left "waiting for approval": it is being carried out.
    const entry = client.db.prepare('SELECT status FROM ledger_entries WHERE number = ?').get(id);
    expect(entry).toEqual({ status: 'IN_PROGRESS' });
    // The validation is spent: the same transaction cannot decide a second time.
    const again = await confirm(after[0]!.workflowInstanceId, { decision: 'APPROVE', transactionId });
    expect(again.status).toBe(400);
  });

  it('rejects only with a reason and stores it', async () => {
    const { client, list, validatedCode, confirm } = await signedIn();
    const id = (await list())[0]!.workflowInstanceId;
    const transactionId = await validatedCode(id);
    const noReason = await confirm(id, { decision: 'REJECT', transactionId });
    expect(noReason.status).toBe(400);
    expect(noReason.body.status?.message).toBe('Ret gerekçesi zorunludur.');
    const res = await confirm(id, { decision: 'REJECT', reason: 'Bütçe onayı yok.', transactionId });
    expect(res.body.content).toMatchObject({ status: 'REJECTED' });
    const row = client.db
      .prepare('SELECT status, reason FROM approval_procedures WHERE workflow_instance_id = ?')
      .get(id) as { status: string; reason: string };
    expect(row).toEqual({ status: 'REJECTED', reason: 'Bütçe onayı yok.' });
    const entry = client.db.prepare('SELECT status FROM ledger_entries WHERE number = ?').get(id);
    expect(entry).toEqual({ status: 'REJECTED' });
  });

  it('refuses a code that was not validated, is for another instance or another purpose', async () => {
    const { client, token, msisdn, list, validatedCode, confirm } = await signedIn();
    const [first, second] = await list();
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'APPROVAL_PROCEDURE', reference: first!.workflowInstanceId },
      { token },
    );
    const unvalidated = sent.body.content!.transactionId;
    const wrong = await client.call(
      'validateOtp',
      { transactionId: unvalidated, code: wrongCode(client.outbox.latestCode(msisdn)) },
      { token },
    );
    expect(wrong.body.status?.code).toBe('OTP_INVALID');
    const notValidated = await confirm(first!.workflowInstanceId, {
      decision: 'APPROVE',
      transactionId: unvalidated,
    });
    expect(notValidated.status).toBe(400);
    expect(notValidated.body.status?.message).toBe('Lütfen önce doğrulama kodunu girin.');

    const forFirst = await validatedCode(first!.workflowInstanceId);
    const otherInstance = await confirm(second!.workflowInstanceId, {
      decision: 'APPROVE',
      transactionId: forFirst,
    });
    expect(otherInstance.status).toBe(400);
    expect(otherInstance.body.status?.message).toBe('Doğrulama kodu bu işlem için geçerli değil.');

    const otherPurpose = await validatedCode(first!.workflowInstanceId, 'CONTRACT_APPROVAL');
    const res = await confirm(first!.workflowInstanceId, {
      decision: 'APPROVE',
      transactionId: otherPurpose,
    });
    expect(res.status).toBe(400);
    // Nothing was decided by any of these.
    expect((await list()).map((p) => p.workflowInstanceId)).toContain(first!.workflowInstanceId);
  });

  it('answers 404 for another company’s entry; a person without approve rights sees none and may not decide', async () => {
    const fast = await signedIn();
    // demo.yonetici's first company is Anadolu Lojistik, not the fast user's Anadolu Gıda.
    const demo = await signedIn(USERS.demo);
    expect(demo.login.corporateNcst).not.toBe(fast.login.corporateNcst);
    const foreign = (await demo.list())[0]!.workflowInstanceId;
    const transactionId = await fast.validatedCode(foreign);
    const res = await fast.confirm(foreign, { decision: 'APPROVE', transactionId });
    expect(res.status).toBe(404);

    // Zeynep Kaya holds no approve rights: the queue of her company is not hers to decide.
    const limited = await signedIn(USERS.limited);
    expect(await limited.list()).toEqual([]);
    const count = await limited.client.call<ApprovalProcedureCount>('approvalProceduresCount', undefined, {
      token: limited.token,
    });
    expect(count.body.content).toEqual({ count: 0 });
    const denied = await limited.confirm(foreign, { decision: 'APPROVE', transactionId: 'x' });
    expect(denied.status).toBe(403);
    expect(denied.body.status?.code).toBe('FORBIDDEN');
  });
});
