// @vitest-environment node
/** The read/write split and the 403 for people without full authority. */

import { type ContractRow, feature, type RowOptions } from '../src/api/contract/define';
import type { Access } from '../src/api/types';
import { authorityExemptRows, isWriteRow, publicRows } from './access';
import { endpoints } from './contract';
import { handlers as defaultHandlers } from './handlers';
import { sandboxClient, USERS } from './test-support';

const builders = feature('test');
/** A named row outside the catalogue, as a rows file would make it. */
const named =
  (method: 'get' | 'post' | 'put' | 'del') =>
  (name: string, path: string, access?: Access): ContractRow => ({
    name,
    ...(
      builders[method] as (path: string, schemas: object, options: RowOptions) => Omit<ContractRow, 'name'>
    )(path, {}, access ? { access } : {}),
  });
const [get, post, put, del] = [named('get'), named('post'), named('put'), named('del')];
const orderCreate = post('createTestOrder', '/dc_ccsi/v1/test/orders', 'write');
const orderList = post('testOrderList', '/dc_ccsi/v1/test/orders/list', 'read');
const orderDelete = del('testOrderDelete', '/dc_ccsi/v1/test/orders/{orderId}');
const orderRead = get('testOrderDetail', '/dc_ccsi/v1/test/orders/{orderId}');
const rows = [...endpoints, orderCreate, orderList, orderDelete, orderRead];
const handlers = {
  ...defaultHandlers,
  createTestOrder: () => ({ created: true }),
  testOrderList: () => ({ orders: [] }),
  testOrderDelete: ({ params }: { params: Record<string, string> }) => ({ deleted: params.orderId }),
  testOrderDetail: ({ params }: { params: Record<string, string> }) => ({ orderId: params.orderId }),
};

describe('row classification', () => {
  it('goes by the access each row declares, not by words in its name', () => {
    expect(isWriteRow(orderRead)).toBe(false);
    expect(isWriteRow(orderList)).toBe(false);
    expect(isWriteRow(orderCreate)).toBe(true);
    expect(isWriteRow(orderDelete)).toBe(true);
    // A name that reads like a query does not make a change a read (the error report of issue 24).
    expect(isWriteRow(post('contractErrorReportTest', '/ccsirest/x/error-report.json', 'write'))).toBe(true);
    expect(isWriteRow(post('closeToEndTest', '/ccsirest/x/close-to-end.json', 'read'))).toBe(false);
    expect(isWriteRow(put('demandHistoryDetail', '/dc_ccsi/v1/demands/history', 'read'))).toBe(false);
    expect(isWriteRow(put('tariffChange', '/dc_ccsi/v1/tariff'))).toBe(true);
    expect(isWriteRow(get('somethingRead', '/dc_ccsi/v1/x'))).toBe(false);
  });

  it('never asks full authority for signing in, session upkeep, terms or company choice', () => {
    for (const name of [
      'login',
      'loginToken',
      'logout',
      'sessionControl',
      'sendOtp',
      'validateOtp',
      'resetOtpLifetime',
      'termsApprovedConfirm',
      'changeCorporate',
      'menuRefresh',
      'defaultHoldingSet',
      'defaultHoldingDelete',
    ]) {
      expect(authorityExemptRows.has(name), name).toBe(true);
    }
    for (const name of publicRows)
      expect(
        endpoints.some((row) => row.name === name),
        name,
      ).toBe(true);
  });
});

describe('403 for the limited user', () => {
  it('refuses writes, allows reads and the exempt rows', async () => {
    const client = sandboxClient({ catalogue: { rows, handlers } });
    const limited = await client.login(...USERS.limited);
    const token = limited.pageToken;
    for (const name of ['createTestOrder', 'testOrderDelete']) {
      const res = await client.call(name, {}, { token, params: { orderId: '42' } });
      expect(res.status, name).toBe(403);
      expect(res.body.status?.code).toBe('FORBIDDEN');
      expect(res.body.status?.message).toMatch(/^Bu işlem için yetkiniz bulunmamaktadır\./);
    }
    expect((await client.call('testOrderList', {}, { token })).status).toBe(200);
    const detail = await client.call('testOrderDetail', undefined, { token, params: { orderId: '42' } });
    expect(detail.body.content).toEqual({ orderId: '42' });
    const other = limited.easyLoginCorporateList[1]?.corporateNcst;
    expect((await client.call('changeCorporate', { corporateNcst: other }, { token })).status).toBe(200);
    expect((await client.call('defaultHoldingSet', { corporateNcst: other }, { token })).status).toBe(200);
  });

  it('lets a user with full authority write', async () => {
    const client = sandboxClient({ catalogue: { rows, handlers } });
    const { pageToken } = await client.login(...USERS.fast);
    const res = await client.call('testOrderDelete', {}, { token: pageToken, params: { orderId: 'A-7' } });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ deleted: 'A-7' });
  });

  // Skipped (and shown as skipped) while the shared catalogue has no data-changing row.
  const write = endpoints.find((row) => isWriteRow(row));
  it.runIf(write !== undefined)('applies to shared catalogue writes, bound or not', async () => {
    if (!write) return;
    const client = sandboxClient();
    const { pageToken } = await client.login(...USERS.limited);
    const res = await client.call(write.name, {}, { token: pageToken });
    expect(res.status).toBe(403);
  });
});
