import { getChatMessages, sendChatMessage } from '@/api/generated/endpoints/chat/chat';
import { uploadFile } from '@/api/generated/endpoints/files/files';
import {
  cancelAppeal,
  createAppeal,
  getAppeal,
  getOrderDetails,
  updateOrderState,
} from '@/api/generated/endpoints/orders/orders';
import type { AppealEvidence, CreateAppealRequest } from '@/api/generated/models';
import Decimal from 'decimal.js';
import { configureMocks } from '@mocks/handlers';
import { APPEAL_REASONS } from '@mocks/state/order-appeals';
import { seedOrder } from '@mocks/state/seed';
import { getState } from '@mocks/state/store';
import { APPEAL_REASONS_BY_CASE } from '@/features/orders/model/appeal-reasons';
import { nodeFile, pngBytes, signInClient, startMocks } from './mock-harness';
import { advanceClock, codeOfFailure, key, placeBuy, placeSell, usdtBalance } from './trade-helpers';

// Appeals (docs/product-rules.md §17.10): open 10 minutes after "I've Paid" (either side) or for 24 hours after a
// cancellation (the buyer); a reason that fits the side; the trader's own files; customer service in the chat.

const MINUTE = 60_000;
const SUPPORT_MS = 5_000;

startMocks({ counterpartyDelayMs: 90 * MINUTE });
beforeEach(() => {
  signInClient('trader');
  configureMocks({ supportDelayMs: SUPPORT_MS });
});
afterEach(() => jest.restoreAllMocks());

const appealOf = (orderId: string, extra: Partial<CreateAppealRequest> = {}): CreateAppealRequest => ({
  orderId,
  reason: 'PAID_NOT_RELEASED',
  description: 'I paid from my own account and the seller has not released.',
  evidence: [],
  clientRequestId: key('appeal'),
  ...extra,
});

async function evidence(name = 'transfer.png'): Promise<AppealEvidence> {
  const { fileUrl, fileName, fileSize, contentType } = await uploadFile({
    file: nodeFile(pngBytes(64), name, 'image/png'),
  });
  return { fileUrl, fileName, fileSize, contentType };
}

async function paidStalledBuy() {
  configureMocks({ scenario: 'appeal', counterpartyDelayMs: 0 });
  const { orderId } = await placeBuy();
  const paid = await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
  return { orderId, paid };
}

const supportMessages = async (orderId: string) =>
  (await getChatMessages({ orderId })).list.filter((m) => m.customerService);

it('opens 10 minutes after paying, with the wait stated; before then 30019, also for the APPEAL action', async () => {
  const { orderId, paid } = await paidStalledBuy();
  expect(paid.appealable).toBe(false);
  expect(Date.parse(paid.appeal!.opensAt!) - Date.parse(paid.paidAt!)).toBe(10 * MINUTE);
  expect(paid.appeal).toMatchObject({ closesAt: null, current: null });
  expect(await codeOfFailure(createAppeal(appealOf(orderId)))).toBe(30019);
  expect(await codeOfFailure(updateOrderState({ orderId, action: 'APPEAL', clientRequestId: key('a') }))).toBe(30019);

  advanceClock(10 * MINUTE);
  expect((await getOrderDetails({ orderId })).appealable).toBe(true);
  const file = await evidence();
  const opened = await createAppeal(appealOf(orderId, { evidence: [file] }));
  expect(opened.status).toBe('IN_PROCESS');
  expect(opened.appealable).toBe(false);
  expect(opened.appeal!.current).toMatchObject({ state: 'UNDER_REVIEW', openedBy: 'SELF', cancelable: true });
  const detail = await getAppeal({ orderId });
  expect(detail.description).toBe('I paid from my own account and the seller has not released.');
  expect(detail.evidence).toEqual([file]);
  // Only one open at a time.
  expect(await codeOfFailure(createAppeal(appealOf(orderId)))).toBe(30005);
});

it('refuses a reason of the other side and files the trader did not upload (30021), keeping the order as it was', async () => {
  const { orderId } = await paidStalledBuy();
  advanceClock(10 * MINUTE);
  expect(await codeOfFailure(createAppeal(appealOf(orderId, { reason: 'THIRD_PARTY_PAYMENT' })))).toBe(30021);
  const foreign = { ...(await evidence()), fileUrl: 'https://files.example.com/mock-files/nope-1' };
  expect(await codeOfFailure(createAppeal(appealOf(orderId, { evidence: [foreign] })))).toBe(30021);
  expect((await getOrderDetails({ orderId })).status).toBe('PENDING_CRYPTO_RECEIPT');
  expect(await codeOfFailure(getAppeal({ orderId }))).toBe(30020);
});

it('customer service joins, asks for proof, and decides for the buyer who answered: the crypto is released', async () => {
  const { orderId } = await paidStalledBuy();
  advanceClock(10 * MINUTE);
  await createAppeal(appealOf(orderId));
  const before = await usdtBalance();

  advanceClock(10 * MINUTE + 2 * SUPPORT_MS);
  const asked = await getOrderDetails({ orderId });
  expect(asked.appeal!.current).toMatchObject({ state: 'AWAITING_YOUR_RESPONSE' });
  expect(Date.parse(asked.appeal!.current!.respondBy!)).toBeGreaterThan(Date.now());
  const cs = await supportMessages(orderId);
  expect(cs.map((m) => m.content)).toEqual([
    'Hello, I am from customer service and I am reviewing this appeal. Please both stay in this chat.',
    expect.stringContaining('Buyer, please send in this chat a screenshot or PDF of your payment'),
  ]);
  expect(cs.every((m) => m.sender === 'SYSTEM' && m.type === 'TEXT')).toBe(true);

  const { fileUrl, fileName, fileSize } = await evidence('statement.png');
  await sendChatMessage({ orderId, type: 'IMAGE', clientMsgId: key('proof'), fileUrl, fileName, fileSize });
  expect((await getOrderDetails({ orderId })).appeal!.current!.state).toBe('UNDER_REVIEW');

  advanceClock(10 * MINUTE + 3 * SUPPORT_MS);
  const decided = await getOrderDetails({ orderId });
  expect(decided.status).toBe('COMPLETED');
  expect(decided.appeal!.current).toMatchObject({ state: 'RESOLVED_BUYER', cancelable: false });
  expect((await usdtBalance()).available.minus(before.available).toString()).toBe(
    // The buyer receives the order's amount less the fee.
    Decimal.sub(decided.cryptoAmount, decided.fee).toString(),
  );
});

it('decides for the other party when the proof asked for never comes', async () => {
  const { orderId } = await paidStalledBuy();
  advanceClock(10 * MINUTE);
  await createAppeal(appealOf(orderId));
  advanceClock(20 * MINUTE + 40 * MINUTE);
  const decided = await getOrderDetails({ orderId });
  expect(decided.status).toBe('CANCELED');
  expect(decided.appeal!.current!.state).toBe('RESOLVED_SELLER');
});

it('the opener withdraws it: the order is back in the paid stage, and may be appealed again', async () => {
  const { orderId } = await paidStalledBuy();
  advanceClock(10 * MINUTE);
  await createAppeal(appealOf(orderId));
  const withdrawn = await cancelAppeal({ orderId });
  expect(withdrawn.status).toBe('PENDING_CRYPTO_RECEIPT');
  expect(withdrawn.appeal!.current).toMatchObject({ state: 'CANCELED', cancelable: false });
  expect(withdrawn.appealable).toBe(true);
  // Harmless twice.
  expect((await cancelAppeal({ orderId })).status).toBe('PENDING_CRYPTO_RECEIPT');
  const notices = (await getChatMessages({ orderId })).list.map((m) => m.content);
  expect(notices).toContain('The appeal was withdrawn by the party who opened it. The order continues.');
});

it('the seller appeals with the seller reasons 10 minutes after the buyer paid', async () => {
  configureMocks({ counterpartyDelayMs: 0 });
  const { orderId } = await placeSell();
  const paid = await getOrderDetails({ orderId });
  expect(paid.status).toBe('PENDING_FIAT_RECEIPT');
  advanceClock(10 * MINUTE);
  expect(await codeOfFailure(createAppeal(appealOf(orderId)))).toBe(30021);
  const opened = await createAppeal(appealOf(orderId, { reason: 'THIRD_PARTY_PAYMENT' }));
  expect(opened.appeal!.current!.reason).toBe('THIRD_PARTY_PAYMENT');
});

it('the buyer may appeal a canceled order for 24 hours, with the canceled-order reasons', async () => {
  const { orderId } = await placeBuy();
  const canceled = await updateOrderState({ orderId, action: 'CANCEL', clientRequestId: key('cancel') });
  expect(canceled.appealable).toBe(true);
  expect(Date.parse(canceled.appeal!.closesAt!) - Date.parse(canceled.appeal!.opensAt!)).toBe(24 * 60 * MINUTE);
  expect(await codeOfFailure(createAppeal(appealOf(orderId)))).toBe(30021);
  advanceClock(24 * 60 * MINUTE);
  const late = await getOrderDetails({ orderId });
  expect(late.appealable).toBe(false);
  expect(late.appeal).toBeUndefined();
  expect(await codeOfFailure(createAppeal(appealOf(orderId, { reason: 'PAID_BUT_CANCELED' })))).toBe(30019);
});

it('offers the same reasons as the app for each side and stage', () => {
  expect(APPEAL_REASONS_BY_CASE).toEqual(APPEAL_REASONS);
});

it('an appeal the counterparty opened is shown as theirs, and only they may withdraw it (30005)', async () => {
  seedOrder({ orderId: '2611290000000041', book: 'USDT/USD/SELL', stage: 'IN_PROCESS' });
  getState().orders.get('2611290000000041')!.appeal!.openedBy = 'COUNTERPARTY';
  const order = await getOrderDetails({ orderId: '2611290000000041' });
  expect(order.appeal!.current).toMatchObject({ openedBy: 'COUNTERPARTY', cancelable: false, state: 'UNDER_REVIEW' });
  expect(await codeOfFailure(cancelAppeal({ orderId: '2611290000000041' }))).toBe(30005);
});
