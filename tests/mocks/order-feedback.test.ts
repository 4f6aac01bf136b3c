import {
  getAdvertiserProfile,
  getFeedbackList,
  getOrderFeedback,
  saveOrderFeedback,
} from '@/api/generated/endpoints/advertisers/advertisers';
import { getOrderDetails, getOrderList } from '@/api/generated/endpoints/orders/orders';
import type { Order } from '@/api/generated/models';
import { signInClient, startMocks } from './mock-harness';
import { advanceClock, codeOfFailure, placeBuy } from './trade-helpers';

// Feedback after a trade (docs/product-rules.md §17): one per side and completed order, changeable for 7 days,
// counted in the other side's profile at once.

startMocks();
beforeEach(() => signInClient('trader'));
afterEach(() => jest.restoreAllMocks());

async function completedOrder(): Promise<Order> {
  const page = await getOrderList({ statusGroup: 'COMPLETED', page: 1, size: 100 });
  // The newest completed order of the seeded history: within its 7 days.
  const order = page.list.find((o) => Date.now() - Date.parse(o.createdAt) < 86_400_000 * 6);
  if (!order) throw new Error('no recent completed order in the seeded history');
  return order;
}

it('leaves one feedback on a completed order, shows it in the counterparty profile at once, and lets it change', async () => {
  const order = await completedOrder();
  expect(order.feedbackLeft).toBe(false);
  const who = order.counterparty.userId;
  const before = await getAdvertiserProfile({ userId: who });

  const saved = await saveOrderFeedback({ orderId: order.orderId, rating: 'NEGATIVE', comment: '  <b>slow</b>  ' });
  expect(saved.given).toMatchObject({ rating: 'NEGATIVE', comment: '<b>slow</b>' });
  expect(Date.parse(saved.editableUntil!)).toBeGreaterThan(Date.now());
  const after = await getAdvertiserProfile({ userId: who });
  expect(after.feedback.negative).toBe(before.feedback.negative + 1);
  expect(after.feedback.positive).toBe(before.feedback.positive);
  const newest = await getFeedbackList({ userId: who, page: 1, size: 1 });
  expect(newest.list[0]).toMatchObject({ rating: 'NEGATIVE', comment: '<b>slow</b>', authorNickname: 'AlexTrades' });
  expect((await getOrderDetails({ orderId: order.orderId })).feedbackLeft).toBe(true);

  // Changed, not added: still one feedback from this order.
  const changed = await saveOrderFeedback({ orderId: order.orderId, rating: 'POSITIVE' });
  expect(changed.given).toMatchObject({ rating: 'POSITIVE', comment: '', createdAt: saved.given!.createdAt });
  const again = await getAdvertiserProfile({ userId: who });
  expect(again.feedback.positive + again.feedback.negative).toBe(
    before.feedback.positive + before.feedback.negative + 1,
  );
  expect(again.feedback.positive).toBe(before.feedback.positive + 1);
});

it('shows the feedback the counterparty left a minute after completion', async () => {
  const order = await completedOrder();
  const state = await getOrderFeedback({ orderId: order.orderId });
  expect(state.received).toMatchObject({ rating: 'POSITIVE' });
  expect(state.given).toBeNull();
});

it('30014 on an order not completed and after its 7 days; 30012 for an order not the trader’s', async () => {
  const open = await placeBuy();
  expect(await getOrderFeedback({ orderId: open.orderId })).toMatchObject({ given: null, editableUntil: null });
  expect(await codeOfFailure(saveOrderFeedback({ orderId: open.orderId, rating: 'POSITIVE' }))).toBe(30014);

  const order = await completedOrder();
  expect(await codeOfFailure(saveOrderFeedback({ orderId: '1', rating: 'POSITIVE' }))).toBe(30012);

  const { editableUntil } = await getOrderFeedback({ orderId: order.orderId });
  advanceClock(Date.parse(editableUntil!) - Date.now() + 1000);
  expect(await codeOfFailure(saveOrderFeedback({ orderId: order.orderId, rating: 'POSITIVE' }))).toBe(30014);
});
