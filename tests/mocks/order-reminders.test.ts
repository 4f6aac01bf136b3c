import { getChatMessages } from '@/api/generated/endpoints/chat/chat';
import { getOrderDetails, remindCounterparty, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureMocks } from '@mocks/handlers';
import { signInClient, startMocks } from './mock-harness';
import { advanceClock, codeOfFailure, key, placeBuy, placeSell } from './trade-helpers';

// Reminders (docs/product-rules.md §17.9): the buyer reminds the seller from 5 minutes after paying, the seller
// reminds the buyer from half of the payment window; each next one the same wait later; both sides see it in chat.

const MINUTE = 60_000;

startMocks({ counterpartyDelayMs: 90 * MINUTE });
beforeEach(() => signInClient('trader'));
afterEach(() => jest.restoreAllMocks());

const notices = async (orderId: string) =>
  (await getChatMessages({ orderId })).list.filter((m) => m.sender === 'SYSTEM').map((m) => m.content);

it('the buyer reminds a seller who has not released, 5 minutes after paying and then every 5 minutes', async () => {
  configureMocks({ scenario: 'appeal', counterpartyDelayMs: 0 });
  const { orderId } = await placeBuy();
  const paid = await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
  expect(Date.parse(paid.reminder!.availableAt!) - Date.parse(paid.paidAt!)).toBe(5 * MINUTE);
  expect(await codeOfFailure(remindCounterparty({ orderId }))).toBe(30018);

  advanceClock(5 * MINUTE);
  const reminded = await remindCounterparty({ orderId });
  expect(reminded.status).toBe('PENDING_CRYPTO_RECEIPT'); // the stalling seller has not released
  expect(Date.parse(reminded.reminder!.availableAt!) - Date.parse(reminded.reminder!.lastSentAt!)).toBe(5 * MINUTE);
  expect(await notices(orderId)).toContain(
    'The buyer sent a reminder: please check the payment and release the crypto.',
  );
  expect(await codeOfFailure(remindCounterparty({ orderId }))).toBe(30018);
});

it('the seller reminds a buyer who has not paid once half of the payment window has passed', async () => {
  const { orderId } = await placeSell();
  const order = await getOrderDetails({ orderId });
  const half = (Date.parse(order.payDeadline) - Date.parse(order.createdAt)) / 2;
  expect(Date.parse(order.reminder!.availableAt!) - Date.parse(order.createdAt)).toBe(half);
  expect(await codeOfFailure(remindCounterparty({ orderId }))).toBe(30018);
  advanceClock(half);
  await remindCounterparty({ orderId });
  expect(await notices(orderId)).toContain(
    'The seller sent a reminder: please pay and mark the order as paid before the time runs out.',
  );
});

it('the simulated buyer reminds the trader to release, twice at most, and the order says when', async () => {
  configureMocks({ counterpartyDelayMs: 0 });
  const { orderId } = await placeSell();
  const paid = await getOrderDetails({ orderId });
  expect(paid.status).toBe('PENDING_FIAT_RECEIPT');
  expect(paid.reminder).toMatchObject({ receivedAt: null, availableAt: null });
  advanceClock(5 * MINUTE);
  const once = await getOrderDetails({ orderId });
  expect(Date.parse(once.reminder!.receivedAt!) - Date.parse(once.paidAt!)).toBe(5 * MINUTE);
  advanceClock(60 * MINUTE);
  const texts = await notices(orderId);
  expect(texts.filter((t) => t.startsWith('The buyer sent a reminder'))).toHaveLength(2);
});

it('the simulated seller reminds a trader who has not paid at half of the window', async () => {
  const { orderId } = await placeBuy();
  const order = await getOrderDetails({ orderId });
  const half = (Date.parse(order.payDeadline) - Date.parse(order.createdAt)) / 2;
  advanceClock(half);
  const reminded = await getOrderDetails({ orderId });
  expect(reminded.reminder!.receivedAt).not.toBeNull();
  expect(await notices(orderId)).toContain(
    'The seller sent a reminder: please pay and mark the order as paid before the time runs out.',
  );
});

it('has no reminder on a final order (30005), nor in the order it shows', async () => {
  const { orderId } = await placeBuy();
  await updateOrderState({ orderId, action: 'CANCEL', clientRequestId: key('cancel') });
  expect((await getOrderDetails({ orderId })).reminder).toBeUndefined();
  expect(await codeOfFailure(remindCounterparty({ orderId }))).toBe(30005);
});
