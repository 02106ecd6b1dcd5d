// @vitest-environment node
/**
 * One world (issue 35): one write of each kind, through the HTTP binding as the portal makes it,
 * then each write is found under one number in the operations ledger, on the screen that lists it
 * (My Orders for orders, the line-operations request history for line operations, the demands,
 * the order documents), in the audit trail's entry of the call, and the open counts move by what
 * is still open.
 */
import type { AuditPage } from '../src/api/auditTrail/types';
import type { LedgerKind } from '../src/api/ledger';
import type { OrderListPage } from '../src/api/orders/types';
import type { OrderTransactionPage } from '../src/api/orderTransactions/types';
import { simOrderReference } from '../src/api/simCard/types';
import { simMatchingReference } from '../src/api/simMatching/types';
import { singleChangeReference } from '../src/api/tariff/types';
import type { Envelope, OtpChallenge } from '../src/api/types';
import { createLedger } from './db/ledger/store';
import { poolIccid } from './simMatching/pool';
import { sandboxClient, USERS } from './test-support';

interface Written {
  row: string;
  number: string;
  kind: LedgerKind;
  /** Where the portal lists it. */
  listed: 'myOrders' | 'history' | 'demands' | 'documents' | 'ledger';
}

async function world() {
  const client = sandboxClient({ idleTimeoutSeconds: 100_000 });
  const login = await client.login(...USERS.fast);
  const token = login.pageToken;
  const ncst = login.corporateNcst;
  const me = client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(USERS.fast[0]) as {
    msisdn: string;
  };
  const content = async <T>(row: string, body?: unknown, params?: Record<string, string>) => {
    const res = await client.call<T>(row, body, { token, ...(params ? { params } : {}) });
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  const get = async <T>(path: string, query: Record<string, string> = {}) => {
    const res = await client.app.request(`/api${path}?${new URLSearchParams(query)}`, {
      headers: { pageToken: token },
    });
    const body = (await res.json()) as Envelope<T>;
    if (!body.content) throw new Error(`${path}: ${JSON.stringify(body.status)}`);
    return body.content;
  };
  const validatedCode = async (purpose: string, reference: string) => {
    const sent = await content<OtpChallenge>('sendOtp', { purpose, reference });
    await content('validateOtp', {
      transactionId: sent.transactionId,
      code: client.outbox.latestCode(me.msisdn),
    });
    return sent.transactionId;
  };
  /** Active voice lines free for any operation: not a person's code line, not porting (…44). */
  const lines = (
    client.db
      .prepare(
        `SELECT msisdn, tariff_name AS tariffName, roaming FROM lines
         WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE'
           AND msisdn NOT IN (SELECT msisdn FROM users) AND msisdn NOT LIKE '%44' ORDER BY msisdn`,
      )
      .all(ncst) as { msisdn: string; tariffName: string; roaming: number }[]
  ).filter((l) => l.tariffName === 'Kurumsal Süper 10 GB' || l.roaming === 1);
  return { client, token, ncst, content, get, validatedCode, lines };
}

describe('one world: every write lands in the one operations ledger', () => {
  it('shows each write under one number in the ledger, its screen, the audit trail and the open counts', async () => {
    const w = await world();
    const counts = () => w.content<{ openDemands: number; openOrders: number }>('demandAndOrderCounts');
    const countsBefore = await counts();
    const ledger = createLedger(w.client.db, Date.now);
    const entriesBefore = ledger.count(w.ncst);
    const written: Written[] = [];
    const pick = (predicate: (l: (typeof w.lines)[number]) => boolean) => {
      const index = w.lines.findIndex(predicate);
      if (index < 0) throw new Error('no free line');
      return w.lines.splice(index, 1)[0]!.msisdn;
    };

    // Tariff change: an order (SP) that is also line operation 11.
    const tariffLine = pick((l) => l.tariffName === 'Kurumsal Süper 10 GB');
    const change = await w.content<{ orderNo: string }>('tariffChange', {
      msisdn: tariffLine,
      tariffId: 'KRM-EKO-5',
      commitmentMonths: 24,
      selections: [],
      transactionId: await w.validatedCode('TARIFF_CHANGE', singleChangeReference(tariffLine, 'KRM-EKO-5')),
    });
    written.push({ row: 'tariffChange', number: change.orderNo, kind: 'TARIFF_CHANGE', listed: 'myOrders' });

    // SIM card order: an order (SP), line operation 31, still open.
    const simLine = pick(() => true);
    const simOrder = {
      lines: [{ msisdn: simLine, productCode: 'TRIPLE_CUT' as const, reasonCode: 'DAMAGED' as const }],
      useCompanyAddress: true,
      contactName: 'Can Öztürk',
    };
    const sim = await w.content<{ orderNo: string }>('simCardCreateOrder', {
      ...simOrder,
      transactionId: await w.validatedCode('SIM_ORDER', simOrderReference(simOrder)),
    });
    written.push({ row: 'simCardCreateOrder', number: sim.orderNo, kind: 'SIM_CARD', listed: 'myOrders' });

    // Extra-packet permission (op 62) and secure internet (op 61).
    const packet = await w.content<{ orderId: string }>('extraPacketChangePermission', {
      action: 'DENY',
      types: ['SMS'],
      msisdns: [pick(() => true)],
    });
    written.push({
      row: 'extraPacketChangePermission',
      number: packet.orderId,
      kind: 'EXTRA_PACKET',
      listed: 'history',
    });
    const secure = await w.content<{ orderId: string }>('secureInternetSaveProfiles', {
      profile: 'BUSINESS',
      msisdns: [pick(() => true)],
    });
    written.push({
      row: 'secureInternetSaveProfiles',
      number: secure.orderId,
      kind: 'SECURE_INTERNET',
      listed: 'history',
    });

    // Roaming closed on a line that has it (op 52).
    const roamingLine = pick((l) => l.roaming === 1);
    const roaming = await w.content<{ validationId: string }>('usageAbroadGsmValidation', {
      service: 'ROAMING',
      action: 'CLOSE',
      msisdns: [roamingLine],
    });
    const closed = await w.content<{ orderId: string }>('usageAbroadClose', {
      validationId: roaming.validationId,
      transactionId: await w.validatedCode('ROAMING', roaming.validationId),
    });
    written.push({ row: 'usageAbroadClose', number: closed.orderId, kind: 'ABROAD', listed: 'history' });

    // SIM matching (op 33): a free pool card into a line.
    const position = (
      w.client.db.prepare('SELECT position FROM companies WHERE corporate_ncst = ?').get(w.ncst) as {
        position: number;
      }
    ).position;
    const pairs = [{ iccid: poolIccid(position + 1, 1), msisdn: pick(() => true) }];
    const match = await w.content<{ orderId: string }>('simMatchingMatch', {
      pairs,
      transactionId: await w.validatedCode('SIM_MATCHING', simMatchingReference(pairs)),
    });
    written.push({ row: 'simMatchingMatch', number: match.orderId, kind: 'SIM_MATCHING', listed: 'history' });

    // Deactivation (op 21).
    const closing = await w.content<{ selectionId: string }>('lineDeactivationProductSelectionCheck', {
      msisdns: [pick(() => true)],
    });
    const deactivated = await w.content<{ orderId: string }>('deactivateLine', {
      selectionId: closing.selectionId,
      reasonId: 'NO_LONGER_NEEDED',
      documentIds: [],
      transactionId: await w.validatedCode('LINE_DEACTIVATION', closing.selectionId),
    });
    written.push({
      row: 'deactivateLine',
      number: deactivated.orderId,
      kind: 'LINE_STATUS',
      listed: 'history',
    });

    // A demand (TLP, no operation type).
    const demand = await w.content<{ kind: 'SUBMITTED'; demand: { orderId: string } }>(
      'requestSubmittingDemandFormData',
      { action: 'SUBMIT', values: { msisdn: pick(() => true), reason: 'OTHER' }, documentIds: [] },
      { pageName: 'number-change' },
    );
    written.push({
      row: 'requestSubmittingDemandFormData',
      number: demand.demand.orderId,
      kind: 'DEMAND',
      listed: 'demands',
    });

    // A permission change (YT) of the limited person.
    const limited = (
      w.client.db.prepare('SELECT id FROM users WHERE user_name = ?').get(USERS.limited[0]) as { id: number }
    ).id;
    const rights = await w.content<{ permissions: { group: string; request: boolean }[] }>(
      'authorizedUserPermissions',
      { userId: limited },
    );
    const permission = await w.content<{ orderId: string }>('authorizedUserPermissionChange', {
      userId: limited,
      fullAuthority: false,
      permissions: rights.permissions.map((p) =>
        p.group === 'lineUser' ? { ...p, read: true, request: true } : p,
      ),
      transactionId: await w.validatedCode('AUTHORIZED_USER', String(limited)),
    });
    written.push({
      row: 'authorizedUserPermissionChange',
      number: permission.orderId,
      kind: 'PERMISSION_CHANGE',
      listed: 'ledger',
    });

    // A document signature (BL).
    const docs = await w.content<{ documents: { documentId: string; status: string }[] }>(
      'documentSodec',
      {},
    );
    const toSign = docs.documents.find((d) => d.status === 'AWAITING_SIGNATURE')!;
    const signed = await w.content<{ orderId: string }>('documentSodecUpdate', {
      documentId: toSign.documentId,
      approve: true,
      transactionId: await w.validatedCode('DOCUMENT_APPROVAL', toSign.documentId),
    });
    written.push({
      row: 'documentSodecUpdate',
      number: signed.orderId,
      kind: 'DOCUMENT_SIGNING',
      listed: 'documents',
    });

    // Exactly one entry per write, each of its kind, under the number its answer gave.
    expect(ledger.count(w.ncst)).toBe(entriesBefore + written.length);
    expect(new Set(written.map((x) => x.number)).size).toBe(written.length);
    for (const x of written) expect(ledger.get(w.ncst, x.number)?.kind, x.row).toBe(x.kind);

    const myOrders = async (number: string) =>
      (await w.get<OrderListPage>('/dc_ccsi/v1/orders', { search: number })).orders.map((o) => o.orderNo);
    const history = async (number: string) =>
      (await w.get<OrderTransactionPage>('/dc_ccsi/v1/order-transactions', { text: number })).items.map(
        (t) => t.orderId,
      );
    const demands = (
      await w.content<{ items: { demandId: string }[] }>('requestSubmittingDemandList')
    ).items.map((d) => d.demandId);
    const signings = (
      await w.content<{ documents: { signingNo: string | null }[] }>('documentSodec', {})
    ).documents.map((d) => d.signingNo);
    for (const x of written) {
      if (x.listed === 'myOrders') {
        expect(await myOrders(x.number), x.row).toEqual([x.number]);
        // A portal order that is a line operation is listed in the history under the same number.
        expect(await history(x.number), x.row).toEqual([x.number]);
      }
      if (x.listed === 'history') {
        expect(await history(x.number), x.row).toEqual([x.number]);
        expect(await myOrders(x.number), x.row).toEqual([]);
      }
      if (x.listed === 'demands') expect(demands, x.row).toContain(x.number);
      if (x.listed === 'documents') expect(signings, x.row).toContain(x.number);
      // The audit trail's entry of the call links the same number. The demand form's row is
      // declared a read (it also describes the form), and the recorder records write rows only.
      if (x.row === 'requestSubmittingDemandFormData') continue;
      const audit = await w.get<AuditPage>('/dc_ccsi/v1/audit-trail', { operation: x.row, limit: '5' });
      expect(audit.items[0]?.objects, x.row).toContainEqual({ kind: 'ORDER', id: x.number });
    }

    // Only the SIM order is still open: one more open order and one more open request.
    expect(await counts()).toEqual({
      openDemands: countsBefore.openDemands + 1,
      openOrders: countsBefore.openOrders + 1,
    });
  });
});
