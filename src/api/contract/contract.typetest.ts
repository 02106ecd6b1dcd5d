/**
 * Compile-time proofs of the typed contract, checked by `tsc` (never run: no `.test.` in the
 * name, and nothing here is called). Each `@ts-expect-error` fails the type check the day the
 * mistake below it starts compiling; each plain assignment fails the day inference is lost.
 */

// biome-ignore lint/style/noRestrictedImports: a type-only proof of the sandbox's handlers; never bundled.
import type { defineHandlers as DefineHandlers } from '../../../server/handlers/types';
// biome-ignore lint/style/noRestrictedImports: a type-only proof of the portal's call sites; never bundled.
import type { callEndpoint as CallEndpoint } from '../../actors/http/request';
import type { OrderDeleteResult, OrderDetail, OrderListPage } from '../orders/types';

declare const callEndpoint: typeof CallEndpoint;
declare const defineHandlers: typeof DefineHandlers;

export async function callProofs(): Promise<void> {
  // @ts-expect-error a misspelt row is not a row.
  await callEndpoint('allOrdrs');
  // @ts-expect-error pageSize is a number and status one of the order statuses.
  await callEndpoint('allOrders', { query: { pageSize: 'x', status: 'BOGUS' } });
  // @ts-expect-error orderDetail's path needs its {orderNo}.
  await callEndpoint('orderDetail', {});

  // Correct calls compile, and their answers are the rows' response types, not `unknown`.
  const page: OrderListPage = await callEndpoint('allOrders', { query: { pageSize: 10, status: 'DRAFT' } });
  const all: OrderListPage = await callEndpoint('allOrders');
  const detail: OrderDetail = await callEndpoint('orderDetail', { params: { orderNo: 'S1' } });
  const deleted: OrderDeleteResult = await callEndpoint('orderDelete', { params: { orderNo: 'S1' } });
  // @ts-expect-error the answer is typed: an order page is not a text.
  const notText: string = await callEndpoint('allOrders');
  void [page, all, detail, deleted, notText];
}

export function handlerProofs(): void {
  // A handler answering the row's shape compiles...
  defineHandlers({ orderDelete: ({ params }) => ({ orderNo: params.orderNo, deleted: true as const }) });
  // @ts-expect-error ...one answering another shape does not.
  defineHandlers({ orderDelete: ({ params }) => ({ orderNo: params.orderNo, removed: true }) });
  // @ts-expect-error a handler may not read a path parameter its row does not have.
  defineHandlers({ orderDelete: ({ params }) => ({ orderNo: params.orderId, deleted: true as const }) });
  // @ts-expect-error a handler for a row that does not exist does not compile.
  defineHandlers({ orderDeleet: () => null });
}
