import type { GetOrderListParams, OrderStatusGroup } from '@/api/generated/models';
import type { OrderFilters, StatusFilter } from '../hooks/use-order-filters';

/** Rows per page; the API allows 1 to 100. */
export const PAGE_SIZE = 10;

const STATUS_GROUP: Record<Exclude<StatusFilter, ''>, OrderStatusGroup> = {
  'in-progress': 'IN_PROGRESS',
  completed: 'COMPLETED',
  canceled: 'CANCELED',
};

/** Midnight at the start of a local calendar day (YYYY-MM-DD), `addDays` later, as ISO 8601 UTC. */
export function localDayStart(day: string, addDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** Days are the trader's own, in the browser's time zone; endTime is exclusive, so it is the next day's start. */
export function toOrderListParams(filters: OrderFilters): GetOrderListParams {
  const params: GetOrderListParams = { page: filters.page, size: PAGE_SIZE };
  if (filters.search) params.orderId = filters.search;
  if (filters.type) params.side = filters.type === 'buy' ? 'B' : 'S';
  if (filters.status) params.statusGroup = STATUS_GROUP[filters.status];
  if (filters.from) params.startTime = localDayStart(filters.from);
  if (filters.to) params.endTime = localDayStart(filters.to, 1);
  return params;
}
