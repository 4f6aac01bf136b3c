import {
  NO_FILTERS,
  activeFilterCount,
  parseOrderFilters,
  serializeOrderFilters,
} from '@/features/my-orders/hooks/use-order-filters';
import { orderDetailsPath, reorderPath } from '@/features/my-orders/lib/order-links';
import { PAGE_SIZE, localDayStart, toOrderListParams } from '@/features/my-orders/lib/order-query';

const parse = (search: string) => parseOrderFilters(new URLSearchParams(search));

describe('My orders filters in the URL', () => {
  it('reads every filter', () => {
    expect(parse('search=2611040812009001&type=sell&status=completed&from=2026-01-01&to=2026-01-31&page=3')).toEqual({
      search: '2611040812009001',
      type: 'sell',
      status: 'completed',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('drops what is malformed instead of sending it', () => {
    expect(parse('search=12%23%3Cb%3E&type=B&status=done&from=yesterday&to=2026-13-45&page=-2')).toEqual(NO_FILTERS);
    expect(parse('page=abc')).toEqual(NO_FILTERS);
  });

  it('counts the active filters for the Filters button, a date range as one', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(parse('page=4'))).toBe(0);
    expect(activeFilterCount(parse('from=2026-01-01'))).toBe(1);
    expect(activeFilterCount(parse('type=sell&status=completed&from=2026-01-01&to=2026-01-31'))).toBe(3);
    expect(activeFilterCount(parse('search=2611040812009001&type=buy&status=canceled&to=2026-01-31'))).toBe(4);
  });

  it('drops a range whose start is after its end', () => {
    expect(parse('from=2026-02-01&to=2026-01-01')).toMatchObject({ from: '', to: '' });
  });

  it('writes only what is set, so the plain list has a plain URL, and reads back the same', () => {
    expect(serializeOrderFilters(NO_FILTERS).toString()).toBe('');
    const filters = { ...NO_FILTERS, type: 'buy' as const, status: 'in-progress' as const, page: 2 };
    const written = serializeOrderFilters(filters);
    expect(written.toString()).toBe('type=buy&status=in-progress&page=2');
    expect(parseOrderFilters(written)).toEqual(filters);
  });

  it('never writes orderId, which would open the order page instead', () => {
    expect(serializeOrderFilters({ ...NO_FILTERS, search: '123' }).has('orderId')).toBe(false);
  });
});

describe('the list request (contract GetOrderListParams)', () => {
  it('sends only the page without filters', () => {
    expect(toOrderListParams(NO_FILTERS)).toEqual({ page: 1, size: PAGE_SIZE });
  });

  it('maps type to side B/S and status to its group', () => {
    expect(toOrderListParams({ ...NO_FILTERS, type: 'buy', status: 'in-progress' })).toMatchObject({
      side: 'B',
      statusGroup: 'IN_PROGRESS',
    });
    expect(toOrderListParams({ ...NO_FILTERS, type: 'sell', status: 'canceled' })).toMatchObject({
      side: 'S',
      statusGroup: 'CANCELED',
    });
    expect(toOrderListParams({ ...NO_FILTERS, status: 'completed' })).toMatchObject({ statusGroup: 'COMPLETED' });
  });

  it('sends local days, the end exclusive at the start of the next day', () => {
    const params = toOrderListParams({ ...NO_FILTERS, from: '2026-03-05', to: '2026-03-05', search: 'EXT-1' });
    expect(params.startTime).toBe(new Date(2026, 2, 5).toISOString());
    expect(params.endTime).toBe(new Date(2026, 2, 6).toISOString());
    expect(params.orderId).toBe('EXT-1');
    expect(localDayStart('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
  });
});

describe('links of a row', () => {
  it('views details on the order page', () => {
    expect(orderDetailsPath('fr', { orderId: '2611040812009001' })).toBe('/fr/p2p/order?orderId=2611040812009001');
  });

  it('reorders on the same advertisement, buy for a buy order and sell for a sell order', () => {
    expect(reorderPath('en', { side: 'B', adNo: 'AD-1' })).toBe('/en/p2p/buy/detail/AD-1');
    expect(reorderPath('en', { side: 'S', adNo: 'AD-2' })).toBe('/en/p2p/sell/detail/AD-2');
  });
});
