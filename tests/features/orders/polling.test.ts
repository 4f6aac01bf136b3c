import { OrderStatus } from '@/api/generated/models';
import { QueryClient } from '@tanstack/react-query';
import { ORDER_POLL_MS, nextPollMs, pollDelay } from '@/features/orders/hooks/use-order-details';
import { isFinalStatus } from '@/features/orders/model/order-flow';

describe('following the order', () => {
  it('polls every ~3 s and backs off after failures, up to a minute', () => {
    expect(ORDER_POLL_MS).toBe(3000);
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => pollDelay(failures))).toEqual([
      3000, 6000, 12000, 24000, 48000, 60000, 60000,
    ]);
  });

  it('keeps backing off over failed polls in a row, and returns to 3 s after a success', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    const key = ['order', '42'];
    const poll = () =>
      client
        .fetchQuery({
          queryKey: key,
          staleTime: 0,
          queryFn: async () => {
            if (fail) throw new Error('503');
            return { status: 'PENDING' };
          },
        })
        .catch(() => undefined);
    const query = () => client.getQueryCache().find({ queryKey: key })!;
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await poll();
      waits.push(nextPollMs(query()));
    }
    // Each poll is a new fetch (react-query restarts fetchFailureCount); the wait still grows with the streak.
    expect(waits).toEqual([6000, 12000, 24000, 48000, 60000, 60000]);
    fail = false;
    await poll();
    expect(nextPollMs(query())).toBe(3000);
    fail = true;
    await poll();
    expect(nextPollMs(query())).toBe(6000);
    client.clear();
  });

  it('stops only at the final statuses of the contract', () => {
    const final = Object.values(OrderStatus).filter(isFinalStatus);
    expect(final.sort()).toEqual(['CANCELED', 'COMPLETED', 'FAILED']);
  });
});
