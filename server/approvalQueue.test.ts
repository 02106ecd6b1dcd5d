// @vitest-environment node
/**
 * One approval queue (issue 35): a package order above the limit is one ledger entry waiting for
 * approval, listed under the same number on /additional-package-confirm and on the pending
 * approvals of every person who may decide it; a decision there clears both and settles the
 * entry. Every seeded queue row is backed by a waiting ledger entry a colleague asked for, and the
 * dashboard's box counts exactly the list.
 */
import type { ConfirmList, HistoryDetail } from '../src/api/additionalPackage/types';
import {
  APPROVAL_PROCEDURE_TYPES,
  APPROVAL_RIGHTS_GROUPS,
  type ApprovalProcedureCount,
  type ApprovalProcedureList,
} from '../src/api/approvals/types';
import type { AuditObject } from '../src/api/auditTrail/types';
import type { OtpChallenge } from '../src/api/types';
import { packageClient } from './additionalPackage/support';
import { AUDIT_TABLE } from './auditTrail/schema';
import { APPROVAL_GROUPS, pendingApprovals } from './db/approvals';
import { sandboxClient, USERS } from './test-support';

type Client = ReturnType<typeof sandboxClient>;

const userOf = (client: Client, userName: string) =>
  client.db.prepare('SELECT id, msisdn FROM users WHERE user_name = ?').get(userName) as {
    id: number;
    msisdn: string;
  };

/** A person signed in on the client, in a company of theirs, with the approval rows. */
async function person(client: Client, user: readonly [string, string], corporateNcst?: string) {
  const login = await client.login(...user);
  const token = login.pageToken;
  if (corporateNcst && corporateNcst !== login.corporateNcst) {
    const changed = await client.call('changeCorporate', { corporateNcst }, { token });
    expect(changed.status).toBe(200);
  }
  const { msisdn } = userOf(client, user[0]);
  const list = async () =>
    (await client.call<ApprovalProcedureList>('approvalProceduresList', undefined, { token })).body.content
      ?.procedures ?? [];
  const counts = async () => ({
    count: (await client.call<ApprovalProcedureCount>('approvalProceduresCount', undefined, { token })).body
      .content?.count,
    box: (await client.call<ApprovalProcedureCount>('dashboardApprovalProcesses', {}, { token })).body.content
      ?.count,
  });
  const approve = async (id: string) => {
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'APPROVAL_PROCEDURE', reference: id },
      { token },
    );
    const transactionId = sent.body.content?.transactionId ?? '';
    await client.call('validateOtp', { transactionId, code: client.outbox.latestCode(msisdn) }, { token });
    return client.call(
      'approvalProceduresConfirm',
      { decision: 'APPROVE', transactionId },
      {
        token,
        params: { workflowInstanceId: id },
      },
    );
  };
  return { token, list, counts, approve };
}

const ledgerStatus = (client: Client, number: string) =>
  (client.db.prepare('SELECT status FROM ledger_entries WHERE number = ?').get(number) as { status: string })
    .status;

describe('the one approval queue', () => {
  it('lists a waiting package order under its SP number on both pages until another approver approves it', async () => {
    const client = sandboxClient();
    // Can Öztürk (full authority, Anadolu Gıda) orders; Ayşe Yılmaz (full authority there too) decides.
    const orderer = await packageClient(USERS.fast, client);
    const gida = orderer.login.corporateNcst;
    const lines = orderer.lines('VOICE').slice(0, 20);
    const quote = await orderer.quote('EK-20GB', lines);
    expect(quote.needsApproval).toBe(true);
    const waiting = (await orderer.order(quote.quoteId)).body.content!;
    expect(waiting).toMatchObject({ status: 'WAITING_APPROVAL' });
    expect(waiting.orderId).toMatch(/^SP-\d{8}-\d{6}$/);
    const entries = client.db
      .prepare(
        `SELECT number, kind, operation_type_id AS op, status FROM ledger_entries
         WHERE corporate_ncst = ? AND number = ?`,
      )
      .all(gida, waiting.orderId);
    expect(entries).toEqual([
      { number: waiting.orderId, kind: 'ADDITIONAL_PACKAGE', op: 12, status: 'WAITING_APPROVAL' },
    ]);

    // The audit trail names the order by the number My Orders shows.
    const audited = client.db
      .prepare(
        `SELECT objects FROM ${AUDIT_TABLE} WHERE operation = 'additionalPackageOrder' ORDER BY id DESC`,
      )
      .get() as { objects: string };
    expect(JSON.parse(audited.objects) as AuditObject[]).toContainEqual({
      kind: 'ORDER',
      id: waiting.orderId,
    });

    const confirmList = async () =>
      (await orderer.content<ConfirmList>('additionalPackageConfirmList')).items.map((o) => o.orderId);
    expect(await confirmList()).toContain(waiting.orderId);

    const approver = await person(client, USERS.demo, gida);
    const pending = await approver.list();
    expect(pending.find((p) => p.workflowInstanceId === waiting.orderId)).toMatchObject({
      type: 'BULK_PACKAGE_ORDER',
      requester: 'Can Öztürk',
    });
    // Every waiting package order of the company is on both pages, under the same numbers.
    expect(
      pending
        .filter((p) => p.type === 'BULK_PACKAGE_ORDER')
        .map((p) => p.workflowInstanceId)
        .sort(),
    ).toEqual((await confirmList()).sort());

    // The one who asked does not decide their own order; a person without approve rights sees nothing.
    const self = await person(client, USERS.fast);
    expect((await self.list()).map((p) => p.workflowInstanceId)).not.toContain(waiting.orderId);
    const limited = await person(client, USERS.limited, gida);
    expect(await limited.list()).toEqual([]);

    const res = await approver.approve(waiting.orderId);
    expect(res.status).toBe(200);
    expect(await confirmList()).not.toContain(waiting.orderId);
    expect((await approver.list()).map((p) => p.workflowInstanceId)).not.toContain(waiting.orderId);
    const detail = await orderer.content<HistoryDetail>('additionalPackageHistoryDetail', undefined, {
      orderId: waiting.orderId,
    });
    expect(detail.status).toBe('COMPLETED');
    expect(detail.lines.every((l) => l.result === 'DONE' && l.endsOn)).toBe(true);
    expect(ledgerStatus(client, waiting.orderId)).toBe('COMPLETED');
    const orders = await orderer.content<{ orders: { orderNo: string; status: string }[] }>('allOrders');
    expect(orders.orders.find((o) => o.orderNo === waiting.orderId)?.status).toBe('COMPLETED');
  });

  it('is seeded with waiting ledger entries that colleagues of the company asked for, of every type', () => {
    const client = sandboxClient();
    const rows = client.db
      .prepare(
        `SELECT a.workflow_instance_id AS id, a.corporate_ncst AS ncst, a.type, e.status, e.kind,
           e.user_id AS requester, u.full_authority AS fullAuthority,
           EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = e.user_id AND uc.corporate_ncst = a.corporate_ncst) AS member,
           EXISTS (SELECT 1 FROM package_orders o WHERE o.id = a.workflow_instance_id) AS packageOrder
         FROM approval_procedures a
         LEFT JOIN ledger_entries e ON e.number = a.workflow_instance_id AND e.corporate_ncst = a.corporate_ncst
         LEFT JOIN users u ON u.id = e.user_id`,
      )
      .all() as {
      id: string;
      ncst: string;
      type: string;
      status: string | null;
      kind: string | null;
      fullAuthority: number;
      member: number;
      packageOrder: number;
    }[];
    const companies = client.db.prepare('SELECT corporate_ncst AS ncst FROM companies').all() as {
      ncst: string;
    }[];
    for (const { ncst } of companies) {
      expect(new Set(rows.filter((r) => r.ncst === ncst).map((r) => r.type))).toEqual(
        new Set(['TARIFF_CHANGE', 'LINE_DEACTIVATION', 'AUTHORIZED_USER_CHANGE', 'BULK_PACKAGE_ORDER']),
      );
    }
    const kinds: Record<string, string> = {
      TARIFF_CHANGE: 'TARIFF_CHANGE',
      LINE_DEACTIVATION: 'LINE_STATUS',
      AUTHORIZED_USER_CHANGE: 'PERMISSION_CHANGE',
      BULK_PACKAGE_ORDER: 'ADDITIONAL_PACKAGE',
    };
    for (const row of rows) {
      expect(row.status, row.id).toBe('WAITING_APPROVAL');
      expect(row.kind, row.id).toBe(kinds[row.type]);
      expect(row.member, `${row.id}: the requester is a person of the company`).toBe(1);
      expect(row.fullAuthority, `${row.id}: asked by a colleague`).toBe(0);
      expect(row.packageOrder, row.id).toBe(row.type === 'BULK_PACKAGE_ORDER' ? 1 : 0);
    }
    // A colleague with approve rights for packages decides the package orders others asked for, only those.
    const gida = '1000245873';
    const murat = userOf(client, 'murat.celik').id;
    const theirs = pendingApprovals(client.db, murat, gida);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((p) => p.type === 'BULK_PACKAGE_ORDER')).toBe(true);
  });

  it('counts on the dashboard exactly what the list shows, for every person and company', async () => {
    const client = sandboxClient();
    const cases: [readonly [string, string], string][] = [
      [USERS.fast, '1000245873'],
      [USERS.demo, '1000245871'],
      [USERS.demo, '1000245872'],
      [USERS.demo, '1000245873'],
      [USERS.special, '1000245872'],
      [USERS.limited, '1000245871'],
    ];
    for (const [user, ncst] of cases) {
      const p = await person(client, user, ncst);
      const list = await p.list();
      expect(await p.counts(), `${user[0]} in ${ncst}`).toEqual({ count: list.length, box: list.length });
      if (user !== USERS.limited) expect(list.length, `${user[0]} in ${ncst}`).toBeGreaterThan(0);
    }
  });
});

describe('the client reads each request’s group as the queue routes it (issue 37)', () => {
  it('names the same group per type; a rights change, which no person is granted, only full authority decides', () => {
    for (const type of APPROVAL_PROCEDURE_TYPES) {
      expect(APPROVAL_RIGHTS_GROUPS[type] ?? 'authorizedUsers').toBe(APPROVAL_GROUPS[type]);
    }
  });
});
