// @vitest-environment node
/**
 * The three levels enforced by the sandbox (issue 37), over the real rows, as the seeded limited
 * user Zeynep Kaya: in her first company Görüntüleme of every group but the invoices and Talep of
 * line users and secure internet, no Onay; in her second Görüntüleme only. Each level is shown
 * granted and refused, and refused before any SMS code; full authority passes all three.
 */
import { PERMISSION_GROUP_IDS } from '../src/api/authorizedUsers/types';
import { FORBIDDEN_MESSAGE } from '../src/api/forbidden';
import { BODY_CODES, type OtpChallenge } from '../src/api/types';
import {
  dashboardCardGroups,
  fullAuthorityOtpPurposes,
  otpPurposeGroups,
  readGroupOf,
  readOtpPurposeGroups,
  sharedReadRows,
} from './access';
import { endpoints } from './contract';
import { pendingApprovals } from './db/approvals';
import { writeGrants } from './db/persons';
import { MESSAGES } from './messages';
import { OTP_PURPOSES } from './otp';
import { type CallResult, sandboxClient, USERS } from './test-support';

type Client = ReturnType<typeof sandboxClient>;

const FIRST = '1000245871';
const SECOND = '1000245873';
const NEW_USER = {
  userName: 'Derya Kılıç',
  identityNumber: '10000000146',
  email: 'derya.kilic@firma.com.tr',
};

const userRow = (client: Client, userName: string) =>
  client.db.prepare('SELECT id, msisdn FROM users WHERE user_name = ?').get(userName) as {
    id: number;
    msisdn: string;
  };

/** A person signed in on the client, in `corporateNcst`. */
async function signIn(client: Client, user: readonly [string, string], corporateNcst: string) {
  const login = await client.login(...user);
  const token = login.pageToken;
  if (login.corporateNcst !== corporateNcst) {
    const changed = await client.call('changeCorporate', { corporateNcst }, { token });
    expect(changed.status).toBe(200);
  }
  const { id, msisdn } = userRow(client, user[0]);
  const call = <T = unknown>(row: string, body?: unknown, params?: Record<string, string>) =>
    client.call<T>(row, body, { token, ...(params ? { params } : {}) });
  const smsCount = () => client.outbox.list({ msisdn }).length;
  /** Asks for a code and, when one is sent, validates it: the transaction to confirm with. */
  const code = async (purpose: string, reference: string) => {
    const sent = await call<OtpChallenge>('sendOtp', { purpose, reference });
    const transactionId = sent.body.content?.transactionId;
    if (transactionId) await call('validateOtp', { transactionId, code: client.outbox.latestCode(msisdn) });
    return { sent, transactionId };
  };
  return { id, token, call, smsCount, code };
}

const expectRefused = (res: CallResult, what: string) => {
  expect(res.status, what).toBe(403);
  expect(res.body.status, what).toEqual({ code: BODY_CODES.forbidden, message: FORBIDDEN_MESSAGE });
};

/** A line of the session's company, as the line picker lists it (a row every page may call). */
async function ownLine(person: Awaited<ReturnType<typeof signIn>>) {
  const res = await person.call<{ items: { msisdn: string }[] }>('lineUserProductList', {
    offset: 0,
    limit: 1,
  });
  expect(res.status).toBe(200);
  return res.body.content?.items[0]?.msisdn ?? '';
}

describe('the limited user’s seeded grants', () => {
  it('are the ones the demo notes name, in both companies', () => {
    const client = sandboxClient();
    const { id } = userRow(client, USERS.limited[0]);
    const grants = (ncst: string) =>
      client.db
        .prepare(
          `SELECT group_id AS g, can_read AS r, can_request AS q, can_approve AS a
           FROM authorized_user_permissions WHERE user_id = ? AND corporate_ncst = ? ORDER BY group_id`,
        )
        .all(id, ncst) as { g: string; r: number; q: number; a: number }[];
    const first = grants(FIRST);
    expect(first.map((row) => row.g).sort()).toEqual(
      PERMISSION_GROUP_IDS.filter((g) => g !== 'invoices').sort(),
    );
    expect(first.every((row) => row.r === 1 && row.a === 0)).toBe(true);
    expect(first.filter((row) => row.q === 1).map((row) => row.g)).toEqual(['lineUser', 'secureInternet']);
    const second = grants(SECOND);
    expect(second.map((row) => row.g).sort()).toEqual([...PERMISSION_GROUP_IDS].sort());
    expect(second.every((row) => row.r === 1 && row.q === 0 && row.a === 0)).toBe(true);
  });
});

describe('Görüntüleme: reading a group', () => {
  it('refuses the invoices in the first company, lets every other group and the shared rows through', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    expectRefused(await zeynep.call('currentInvoiceInfo'), 'current invoice');
    expectRefused(await zeynep.call('invoiceSummary', {}), 'invoice summary');
    // The contact history sits in the invoices menu (invoices.ctt), and its row in the invoices group.
    expectRefused(await zeynep.call('customerTouchTrackHistory', {}), 'contact history');
    // Groups she may see answer.
    expect((await zeynep.call('tariffOptions', { tariffId: 'KRM-SPR-10' })).status).toBe(200);
    expect((await zeynep.call('secureInternetList', {})).status).toBe(200);
    expect((await zeynep.call('approvalProceduresList')).status).toBe(200);
    // Rows the shell and the line picker call on every page answer whatever her grants.
    expect(await ownLine(zeynep)).toMatch(/^5\d{9}$/);
    expect((await zeynep.call('search', { searchText: '5' })).status).toBe(200);
    expect((await zeynep.call('searchEverything', { searchText: '53' })).status).toBe(200);
  });

  it('answers the dashboard cards of a group she cannot read with the 403, the others with figures', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    for (const card of [
      'dashboardUnpaidInvoices',
      'dashboardBillingInformation',
      'dashboardInvoicePaymentOrders',
    ])
      expectRefused(await zeynep.call(card, {}), card);
    for (const card of [
      'dashboardStatus',
      'dashboardGsmTransactions',
      'dashboardRoamingStats',
      'dashboardCloseToEndPackages',
    ]) {
      const res = await zeynep.call(card, {});
      expect(res.status, card).toBe(200);
      expect(res.body.content, card).toBeTruthy();
    }
  });

  it('follows the company: in her second company she reads the invoices', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, SECOND);
    expect((await zeynep.call('currentInvoiceInfo')).status).toBe(200);
    expect((await zeynep.call('dashboardUnpaidInvoices', {})).status).toBe(200);
  });

  it('follows a change of her grants at once, and full authority reads everything', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    expect((await zeynep.call('tariffOptions', { tariffId: 'KRM-SPR-10' })).status).toBe(200);
    client.db
      .prepare("DELETE FROM authorized_user_permissions WHERE user_id = ? AND group_id = 'tariff'")
      .run(zeynep.id);
    expectRefused(
      await zeynep.call('tariffOptions', { tariffId: 'KRM-SPR-10' }),
      'tariff without Görüntüleme',
    );
    writeGrants(client.db, zeynep.id, FIRST, { invoices: 'read' });
    expect((await zeynep.call('currentInvoiceInfo')).status).toBe(200);

    const ayse = await signIn(client, USERS.demo, FIRST);
    const reads: [string, unknown][] = [
      ['currentInvoiceInfo', undefined],
      ['tariffOptions', { tariffId: 'KRM-SPR-10' }],
      ['approvalProceduresList', undefined],
    ];
    for (const [row, body] of reads) expect((await ayse.call(row, body)).status, row).toBe(200);
    expect((await ayse.call('dashboardUnpaidInvoices', {})).status).toBe(200);
  });

  it('needs Görüntüleme of the contracts for a contract download code, and sends no SMS without it', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    expect((await zeynep.code('CONTRACT_DOWNLOAD', 'C-1')).transactionId).toBeTruthy();
    client.db
      .prepare("DELETE FROM authorized_user_permissions WHERE user_id = ? AND group_id = 'contracts'")
      .run(zeynep.id);
    const before = zeynep.smsCount();
    expectRefused((await zeynep.code('CONTRACT_DOWNLOAD', 'C-1')).sent, 'download code');
    expect(zeynep.smsCount()).toBe(before);
  });

  it('is decided for every read row of an operation group by the reviewed list, nothing else', () => {
    const groups = new Set<string>(PERMISSION_GROUP_IDS);
    for (const name of sharedReadRows) {
      const row = endpoints.find((r) => r.name === name);
      expect(row, name).toBeDefined();
      expect(row?.access, name).toBe('read');
      expect(readGroupOf(row!), name).toBeUndefined();
    }
    for (const [card, group] of Object.entries(dashboardCardGroups)) {
      expect(endpoints.find((r) => r.name === card)?.feature, card).toBe('dashboard');
      expect(groups.has(group), card).toBe(true);
    }
    for (const row of endpoints) {
      if (row.access !== 'read' || !groups.has(row.feature)) continue;
      // A public row decides in its handler (an invoice PDF opened by its e-mailed key).
      const open =
        sharedReadRows.has(row.name) ||
        [
          'invoicePdf',
          'invoicePdfPermission',
          'taxAuthorityInvoicePdf',
          'taxAuthorityInvoicePdfPermission',
        ].includes(row.name);
      expect(readGroupOf(row), row.name).toBe(open ? undefined : row.feature);
    }
  });
});

describe('Talep: changing a group', () => {
  it('lets her change line users in her first company and refuses it in her second', async () => {
    const client = sandboxClient();
    const first = await signIn(client, USERS.limited, FIRST);
    const line = await ownLine(first);
    const done = await first.call('lineUserProductUpdate', NEW_USER, { productId: line });
    expect(done.status, JSON.stringify(done.body.status)).toBe(200);

    const second = await signIn(client, USERS.limited, SECOND);
    const other = await ownLine(second);
    expectRefused(
      await second.call('lineUserProductUpdate', NEW_USER, { productId: other }),
      'second company',
    );
  });

  it('sends a code for what she may request and none for what she may not', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    const before = zeynep.smsCount();
    expect((await zeynep.code('SECURE_INTERNET', 'x')).transactionId).toBeTruthy();
    expect(zeynep.smsCount()).toBe(before + 1);
    for (const purpose of ['TARIFF_CHANGE', 'ROAMING', 'ADDITIONAL_PACKAGE', 'SIM_ORDER', 'AUTHORIZED_USER'])
      expectRefused((await zeynep.code(purpose, 'x')).sent, purpose);
    expect(zeynep.smsCount()).toBe(before + 1);
  });

  it('names the level of every OTP purpose on purpose', () => {
    for (const purpose of OTP_PURPOSES) {
      // Sign-in codes have no company session to take a level from; a signed-in person cannot
      // ask for either by purpose (server/customerManager tests).
      if (purpose === 'LOGIN' || purpose === 'MANAGER_LOGIN') continue;
      const decided = [
        purpose in otpPurposeGroups,
        purpose in readOtpPurposeGroups,
        fullAuthorityOtpPurposes.has(purpose),
        purpose === 'APPROVAL_PROCEDURE',
      ].filter(Boolean);
      expect(decided, purpose).toHaveLength(1);
    }
    for (const group of Object.values(otpPurposeGroups)) expect(PERMISSION_GROUP_IDS).toContain(group);
  });
});

describe('Onay: deciding a colleague’s waiting request', () => {
  /** The oldest waiting entry of a type in the company. */
  const waiting = (client: Client, type: string) =>
    (
      client.db
        .prepare(
          `SELECT workflow_instance_id AS id FROM approval_procedures
           WHERE corporate_ncst = ? AND type = ? AND status = 'PENDING' ORDER BY workflow_instance_id LIMIT 1`,
        )
        .get(FIRST, type) as { id: string }
    ).id;
  const decide = (person: Awaited<ReturnType<typeof signIn>>, id: string, transactionId = 'none') =>
    person.call(
      'approvalProceduresConfirm',
      { decision: 'APPROVE', transactionId },
      { workflowInstanceId: id },
    );

  it('refuses a person without Onay before any code, whatever her Talep of the approvals page', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    client.db
      .prepare(
        "UPDATE authorized_user_permissions SET can_request = 1 WHERE user_id = ? AND group_id = 'approvalProcedures'",
      )
      .run(zeynep.id);
    const id = waiting(client, 'BULK_PACKAGE_ORDER');
    const before = zeynep.smsCount();
    expectRefused((await zeynep.code('APPROVAL_PROCEDURE', id)).sent, 'code for a decision');
    expect(zeynep.smsCount()).toBe(before);
    expectRefused(await decide(zeynep, id), 'decision');
    expect(
      (await zeynep.call<{ procedures: unknown[] }>('approvalProceduresList')).body.content?.procedures,
    ).toEqual([]);
  });

  it('routes a group’s waiting requests to its Onay holders, who decide those and only those', async () => {
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    client.db
      .prepare(
        "UPDATE authorized_user_permissions SET can_request = 1, can_approve = 1 WHERE user_id = ? AND group_id = 'additionalPackage'",
      )
      .run(zeynep.id);
    const mine = pendingApprovals(client.db, zeynep.id, FIRST);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((p) => p.type))).toEqual(new Set(['BULK_PACKAGE_ORDER']));
    const listed = await zeynep.call<{ procedures: { workflowInstanceId: string }[] }>(
      'approvalProceduresList',
    );
    expect(listed.body.content?.procedures.map((p) => p.workflowInstanceId).sort()).toEqual(
      mine.map((p) => p.workflowInstanceId).sort(),
    );

    // A tariff change waits for the tariff group's approvers: no code, no decision for her.
    const tariff = waiting(client, 'TARIFF_CHANGE');
    const before = zeynep.smsCount();
    expectRefused((await zeynep.code('APPROVAL_PROCEDURE', tariff)).sent, 'tariff code');
    expect(zeynep.smsCount()).toBe(before);
    expectRefused(await decide(zeynep, tariff), 'tariff decision');

    // A package order she approves with the code, although she may not order packages herself.
    const order = mine[0]!.workflowInstanceId;
    const { transactionId } = await zeynep.code('APPROVAL_PROCEDURE', order);
    expect(transactionId).toBeTruthy();
    const approved = await decide(zeynep, order, transactionId);
    expect(approved.status, JSON.stringify(approved.body.status)).toBe(200);
    expect(approved.body.content).toMatchObject({ workflowInstanceId: order, status: 'APPROVED' });
    // A number that waits for nothing is the handler's 404 for an approver, not a 403.
    expect((await decide(zeynep, order)).status).toBe(404);
  });

  it('lets full authority decide every group', async () => {
    const client = sandboxClient();
    const ayse = await signIn(client, USERS.demo, FIRST);
    const tariff = waiting(client, 'TARIFF_CHANGE');
    const { transactionId } = await ayse.code('APPROVAL_PROCEDURE', tariff);
    const res = await decide(ayse, tariff, transactionId);
    expect(res.status, JSON.stringify(res.body.status)).toBe(200);
  });
});

describe('one 403 sentence', () => {
  it('is spec §8’s, the portal’s modal words, for a level and for a company not one’s own', async () => {
    expect(MESSAGES.forbidden).toBe(FORBIDDEN_MESSAGE);
    expect(MESSAGES.forbiddenWrite).toBe(FORBIDDEN_MESSAGE);
    const client = sandboxClient();
    const zeynep = await signIn(client, USERS.limited, FIRST);
    expectRefused(await zeynep.call('changeCorporate', { corporateNcst: '1000245872' }), 'foreign company');
  });
});
