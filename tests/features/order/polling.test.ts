import { OrderStatus } from '@/api/generated/models';
import { ORDER_POLL_MS, pollDelay } from '@/features/order/hooks/use-order-details';
import { isFinalStatus } from '@/features/order/model/order-flow';

describe('following the order (issue 5)', () => {
  it('polls every ~3 s and backs off after failures, up to a minute', () => {
    expect(ORDER_POLL_MS).toBe(3000);
    expect([0, 1, 2, 3, 4, 5, 10].map((failures) => pollDelay(failures))).toEqual([3000, 6000, 12000, 24000, 48000, 60000, 60000]);
  });

  it('stops only at the final statuses of the contract', () => {
    const final = Object.values(OrderStatus).filter(isFinalStatus);
    expect(final.sort()).toEqual(['CANCELED', 'COMPLETED', 'FAILED']);
  });
});
