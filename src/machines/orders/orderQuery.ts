/**
 * The My Orders list query as pure rules: what a filter change or a page change does to it,
 * and whether any filter is on (which empty-state sentence the list shows).
 */
import type { OrderListPage, OrderStatus, OrderType } from '../../api/orders/types';

/** Ten rows fit a laptop screen without scrolling past the filters. */
export const ORDER_PAGE_SIZE = 10;

export interface OrderFilters {
  status?: OrderStatus;
  orderType?: OrderType;
  search?: string;
}

export interface OrderQuery extends OrderFilters {
  page: number;
  pageSize: number;
}

export const DEFAULT_ORDER_QUERY: OrderQuery = { page: 1, pageSize: ORDER_PAGE_SIZE };

/** New filters start again at the first page; an empty search is no search. */
export function withFilters(query: OrderQuery, filters: OrderFilters): OrderQuery {
  const search = filters.search?.trim();
  return {
    page: 1,
    pageSize: query.pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.orderType ? { orderType: filters.orderType } : {}),
    ...(search ? { search } : {}),
  };
}

export function withPage(query: OrderQuery, page: number): OrderQuery {
  return { ...query, page: Math.max(1, Math.trunc(page)) };
}

export function hasFilters(query: OrderFilters): boolean {
  return Boolean(query.status || query.orderType || query.search);
}

export function pageCount(page: Pick<OrderListPage, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
