import Decimal from 'decimal.js';
import { queryAdvList } from '@/api/generated/endpoints/ads/ads';
import { getOrderFeedback, saveOrderFeedback } from '@/api/generated/endpoints/advertisers/advertisers';
import { getChatMessages, sendChatMessage } from '@/api/generated/endpoints/chat/chat';
import { changeAdStatus, closeAd, createAd, getMyAd } from '@/api/generated/endpoints/my-ads/my-ads';
import {
  cancelAppeal,
  createAppeal,
  createOrder,
  getOrderDetails,
  getOrderList,
  remindCounterparty,
  updateOrderState,
} from '@/api/generated/endpoints/orders/orders';
import type { CreateAdRequest, Order } from '@/api/generated/models';
import { configureRequestContext } from '@/api/http/request-context';
import { resetMockState } from '@mocks/handlers';
import { restoreState, snapshotState, type MockSnapshot } from '@mocks/state/snapshot';
import { MOCK_USERS } from '@mocks/users';
import { signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key, placeBuy, usdtBalance } from './trade-helpers';

// Orders taken on a trader's own ad (docs/product-rules.md §18.10): the taker and the maker are both real, each sees
// the same order from their side and acts for themselves, and nothing is simulated for either.

const DELAY = 4000;
startMocks({ counterpartyDelayMs: DELAY });
beforeEach(() => signInClient('trader'));
afterEach(() => jest.restoreAllMocks());

const CODES = { smsCode: '482915', emailCode: '518204', googleCode: '730214' };
const AUTO_REPLY = 'Hello! I am online, pay to the IBAN in the order.';
const trader = MOCK_USERS.trader;
const taker = MOCK_USERS['sub-user'];

let clock = Date.now();
/** Moves the mocks' clock forward (they read Date.now), from where the last move left it. */
function wait(ms: number): void {
  clock += ms;
  jest.spyOn(Date, 'now').mockReturnValue(clock);
}
beforeEach(() => {
  clock = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(clock);
});

const ad = (overrides: Partial<CreateAdRequest> = {}): CreateAdRequest => ({
  makerSide: 'SELL',
  asset: 'USDT',
  fiat: 'EUR',
  priceType: 'FIXED',
  price: '0.95',
  quantity: '400',
  minLimit: '20',
  maxLimit: '300',
  userPaymentIds: ['7730014'],
  payWindowMinutes: 15,
  autoReply: AUTO_REPLY,
  takerConditions: { kycRequired: true, minRegisteredDays: 0, maxOpenOrders: 0 },
  clientRequestId: key('ad'),
  verifyCodes: CODES,
  ...overrides,
});

/** The sub-account buys 95 EUR of the trader's sell ad (100 USDT at 0.95). */
async function takeSellAd(adNo: string): Promise<string> {
  signInClient('sub-user');
  const { orderId } = await createOrder({
    adNo,
    side: 'BUY',
    fiatAmount: '95',
    payMethodCode: 'SEPA',
    clientOrderId: key('take'),
  });
  return orderId;
}

/** The trader posts a sell ad and the sub-account takes it. */
async function takenSellAd() {
  const { adNo } = await createAd(ad());
  return { adNo, orderId: await takeSellAd(adNo) };
}

const as = async <T>(who: 'trader' | 'sub-user', read: () => Promise<T>): Promise<T> => {
  signInClient(who);
  return read();
};
const statusFor = (who: 'trader' | 'sub-user', orderId: string) =>
  as(who, async () => (await getOrderDetails({ orderId })).status);
const act = (who: 'trader' | 'sub-user', orderId: string, action: 'PAID' | 'RELEASE' | 'CANCEL') =>
  as(who, () =>
    updateOrderState({
      orderId,
      action,
      clientRequestId: key(action.toLowerCase()),
      ...(action === 'RELEASE' ? { verifyCodes: CODES } : {}),
    }),
  );

it('shows the taker their side and the maker the same order flipped, marked as theirs', async () => {
  const { adNo, orderId } = await takenSellAd();
  const forTaker = await getOrderDetails({ orderId });
  expect(forTaker).toMatchObject({
    adNo,
    side: 'B',
    role: 'BUYER',
    status: 'PENDING_PAYMENT',
    cryptoAmount: '100.00',
    fiatAmount: '95.00',
    counterparty: { userId: trader.userId, nickname: trader.username },
    receiverName: 'ALEX MORGAN',
    paymentInfo: 'Commerzbank DE89 3704 0044 0532 0130 00',
    buyerRealName: 'JORDAN LEE',
    cancelable: true,
  });
  expect(forTaker.makerOrder).toBeUndefined();

  signInClient('trader');
  const forMaker = await getOrderDetails({ orderId });
  expect(forMaker).toMatchObject({
    orderId,
    side: 'S',
    role: 'SELLER',
    status: 'PENDING_PAYMENT',
    makerOrder: true,
    cancelable: false,
    counterparty: { userId: taker.userId, nickname: taker.username },
    cryptoAmount: forTaker.cryptoAmount,
    payDeadline: forTaker.payDeadline,
  });
  const listed = (await getOrderList({ statusGroup: 'IN_PROGRESS' })).list.find((o) => o.orderId === orderId);
  expect(listed).toMatchObject({ side: 'S', makerOrder: true });
  expect((await getOrderList({ side: 'B' })).list.some((o) => o.orderId === orderId)).toBe(false);
});

it('sends the ad’s auto-reply as the maker’s first message, and words the notices for each side', async () => {
  const { orderId } = await takenSellAd();
  const forTaker = (await getChatMessages({ orderId })).list;
  expect(forTaker.find((m) => m.sender === 'COUNTERPARTY')).toMatchObject({
    content: AUTO_REPLY,
    senderNickname: trader.username,
  });
  expect(forTaker.filter((m) => m.sender === 'SYSTEM').map((m) => m.content)).toEqual([
    expect.stringContaining('Please pay 95.00 EUR'),
  ]);

  signInClient('trader');
  const forMaker = (await getChatMessages({ orderId })).list;
  expect(forMaker.find((m) => m.content === AUTO_REPLY)?.sender).toBe('SELF');
  expect(forMaker.filter((m) => m.sender === 'SYSTEM').map((m) => m.content)).toEqual([
    expect.stringContaining('Release only after the money has arrived'),
  ]);
});

it('moves the ad’s quantity with its orders and counts them in progress', async () => {
  const { adNo } = await takenSellAd();
  signInClient('trader');
  expect(await getMyAd({ adNo })).toMatchObject({
    remaining: '300',
    frozen: '100',
    ordersInProgress: 1,
  });
  signInClient('sub-user');
  const listed = (await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'EUR', size: 100 })).list.find(
    (other) => other.adNo === adNo,
  );
  expect(listed).toMatchObject({ remaining: '300', maxLimit: '285.00' });
});

it('completes when the buyer pays and the maker releases with the codes, moving each balance once', async () => {
  const { adNo, orderId } = await takenSellAd();
  const takerBefore = await usdtBalance();
  const makerBefore = await as('trader', usdtBalance);

  expect((await act('sub-user', orderId, 'PAID')).status).toBe('PENDING_CRYPTO_RECEIPT');
  expect(await statusFor('trader', orderId)).toBe('PENDING_FIAT_RECEIPT');
  expect(await codeOfFailure(act('sub-user', orderId, 'RELEASE'))).toBe(30005); // only the seller releases
  signInClient('trader');
  expect(await codeOfFailure(updateOrderState({ orderId, action: 'RELEASE', clientRequestId: key('release') }))).toBe(
    30001,
  );
  expect((await act('trader', orderId, 'RELEASE')).status).toBe('PENDING_RELEASE');

  wait(DELAY / 2);
  const done = await as('sub-user', () => getOrderDetails({ orderId }));
  expect(done.status).toBe('COMPLETED');
  expect(await statusFor('trader', orderId)).toBe('COMPLETED');
  // Read again by both: nothing is settled twice.
  await as('sub-user', () => getOrderList({}));
  await as('trader', () => getOrderList({}));

  const received = new Decimal(done.cryptoAmount).minus(done.fee);
  const takerAfter = await as('sub-user', usdtBalance);
  expect(takerAfter.available.toFixed()).toBe(takerBefore.available.plus(received).toFixed());
  expect(takerAfter.frozen.toFixed()).toBe(takerBefore.frozen.toFixed());
  const makerAfter = await as('trader', usdtBalance);
  expect(makerAfter.available.toFixed()).toBe(makerBefore.available.toFixed());
  expect(makerAfter.frozen.toFixed()).toBe(makerBefore.frozen.minus(done.cryptoAmount).toFixed());
  expect(await getMyAd({ adNo })).toMatchObject({ remaining: '300', frozen: '0', ordersInProgress: 0 });
});

it('gives the quantity back to the ad when the buyer cancels; the maker cannot cancel', async () => {
  const { adNo, orderId } = await takenSellAd();
  const makerBefore = await as('trader', usdtBalance);
  expect(await codeOfFailure(act('trader', orderId, 'CANCEL'))).toBe(30005);
  expect((await act('sub-user', orderId, 'CANCEL')).status).toBe('CANCELED');
  expect(await statusFor('trader', orderId)).toBe('CANCELED');
  expect(await getMyAd({ adNo })).toMatchObject({ remaining: '400', frozen: '0', ordersInProgress: 0 });
  // The ad's quantity stays reserved for the ad, in the maker's frozen balance.
  expect(await usdtBalance()).toEqual(makerBefore);
});

it('gives the quantity back when the order expires unpaid, as the maker’s My ads reads it', async () => {
  const { adNo, orderId } = await takenSellAd();
  wait(15 * 60_000);
  signInClient('trader');
  expect(await getMyAd({ adNo })).toMatchObject({ remaining: '400', frozen: '0', ordersInProgress: 0 });
  expect(await statusFor('sub-user', orderId)).toBe('CANCELED');
});

it('simulates nothing for either party: no payment, release, reply, reminder or feedback', async () => {
  const { orderId } = await takenSellAd();
  wait(DELAY * 2); // a simulated buyer would have paid by now
  expect(await statusFor('trader', orderId)).toBe('PENDING_PAYMENT');

  await act('sub-user', orderId, 'PAID');
  await sendChatMessage({ orderId, type: 'TEXT', content: 'Paid by SEPA.', clientMsgId: key('msg') });
  wait(30 * 60_000); // long past a simulated release, reply and reminders
  const forTaker = await as('sub-user', () => getOrderDetails({ orderId }));
  expect(forTaker.status).toBe('PENDING_CRYPTO_RECEIPT');
  expect(forTaker.reminder?.receivedAt).toBeNull();
  const chat = (await getChatMessages({ orderId })).list;
  expect(chat.filter((m) => m.sender === 'COUNTERPARTY').map((m) => m.content)).toEqual([AUTO_REPLY]);

  signInClient('trader');
  const forMaker = await getOrderDetails({ orderId });
  expect(forMaker).toMatchObject({ status: 'PENDING_FIAT_RECEIPT', appealable: true });
  expect(forMaker.reminder?.receivedAt).toBeNull();
  const makerChat = (await getChatMessages({ orderId })).list;
  expect(makerChat.filter((m) => m.sender === 'COUNTERPARTY')).toEqual([
    expect.objectContaining({ content: 'Paid by SEPA.', senderNickname: taker.username }),
  ]);

  await act('trader', orderId, 'RELEASE');
  wait(DELAY);
  wait(5 * 60_000);
  expect(await as('trader', () => getOrderFeedback({ orderId }))).toMatchObject({ given: null, received: null });
  expect(await as('sub-user', () => getOrderFeedback({ orderId }))).toMatchObject({ given: null, received: null });
});

it('delivers reminders, chat messages and feedback to the other real party', async () => {
  const { orderId } = await takenSellAd();
  wait(8 * 60_000); // half of the 15-minute payment window
  const reminded = await as('trader', () => remindCounterparty({ orderId }));
  expect(reminded.reminder?.lastSentAt).toBe(new Date(clock).toISOString());
  expect((await as('sub-user', () => getOrderDetails({ orderId }))).reminder?.receivedAt).toBe(
    new Date(clock).toISOString(),
  );
  await sendChatMessage({ orderId, type: 'TEXT', content: 'Paying now.', clientMsgId: key('msg') });
  await act('sub-user', orderId, 'PAID');
  wait(5 * 60_000);
  await as('sub-user', () => remindCounterparty({ orderId }));
  expect((await as('trader', () => getOrderDetails({ orderId }))).reminder?.receivedAt).toBe(
    new Date(clock).toISOString(),
  );
  const makerChat = (await getChatMessages({ orderId })).list;
  expect(makerChat.find((m) => m.content === 'Paying now.')?.sender).toBe('COUNTERPARTY');

  await act('trader', orderId, 'RELEASE');
  wait(DELAY);
  await as('trader', () => saveOrderFeedback({ orderId, rating: 'POSITIVE', comment: 'Quick payer.' }));
  expect(await as('sub-user', () => getOrderFeedback({ orderId }))).toMatchObject({
    given: null,
    received: { rating: 'POSITIVE', comment: 'Quick payer.' },
  });
  await saveOrderFeedback({ orderId, rating: 'NEGATIVE', comment: 'Slow release.' });
  expect(await as('trader', () => getOrderFeedback({ orderId }))).toMatchObject({
    given: { rating: 'POSITIVE' },
    received: { rating: 'NEGATIVE', comment: 'Slow release.' },
  });
});

it('tells each party who opened an appeal; only its opener withdraws it, and nobody decides it by simulation', async () => {
  const { orderId } = await takenSellAd();
  await act('sub-user', orderId, 'PAID');
  wait(10 * 60_000);
  signInClient('trader');
  const appealed = await createAppeal({
    orderId,
    reason: 'PAYMENT_NOT_RECEIVED',
    description: 'Nothing has arrived on my SEPA account yet.',
    evidence: [],
    clientRequestId: key('appeal'),
  });
  expect(appealed).toMatchObject({ status: 'IN_PROCESS', appeal: { current: { openedBy: 'SELF', cancelable: true } } });
  signInClient('sub-user');
  expect((await getOrderDetails({ orderId })).appeal?.current).toMatchObject({
    openedBy: 'COUNTERPARTY',
    cancelable: false,
  });
  expect(await codeOfFailure(cancelAppeal({ orderId }))).toBe(30005);
  wait(60 * 60_000);
  expect((await getOrderDetails({ orderId })).appeal?.current?.state).toBe('UNDER_REVIEW');
  signInClient('trader');
  expect((await cancelAppeal({ orderId })).status).toBe('PENDING_FIAT_RECEIPT');
});

it('on a maker’s buy ad escrows the taker’s crypto and gives it to the maker on release', async () => {
  const posted = await createAd(ad({ makerSide: 'BUY', userPaymentIds: undefined, payMethodCodes: ['REVOLUT'] }));
  const makerBefore = await usdtBalance();
  signInClient('sub-user');
  const takerBefore = await usdtBalance();
  const { orderId } = await createOrder({
    adNo: posted.adNo,
    side: 'SELL',
    fiatAmount: '95',
    userPaymentId: '7730101',
    clientOrderId: key('take'),
  });
  expect(await getOrderDetails({ orderId })).toMatchObject({ side: 'S', role: 'SELLER', receiverName: 'JORDAN LEE' });
  expect((await usdtBalance()).frozen.toFixed()).toBe(takerBefore.frozen.plus(100).toFixed());

  const forMaker: Order = await as('trader', () => getOrderDetails({ orderId }));
  expect(forMaker).toMatchObject({ side: 'B', role: 'BUYER', makerOrder: true, cancelable: true });
  expect(forMaker.buyerRealName).toBe('ALEX MORGAN');
  await act('trader', orderId, 'PAID');
  await act('sub-user', orderId, 'RELEASE');
  wait(DELAY / 2);
  expect(await statusFor('trader', orderId)).toBe('COMPLETED');

  const makerAfter = await usdtBalance();
  expect(makerAfter.available.toFixed()).toBe(
    makerBefore.available.plus(forMaker.cryptoAmount).minus(forMaker.fee).toFixed(),
  );
  const takerAfter = await as('sub-user', usdtBalance);
  expect(takerAfter.available.toFixed()).toBe(takerBefore.available.minus(100).toFixed());
  expect(takerAfter.frozen.toFixed()).toBe(takerBefore.frozen.toFixed());
});

it('refuses an order on the maker’s own ad, from the same person’s other account too', async () => {
  const posted = await createAd(ad());
  const order = () =>
    createOrder({ adNo: posted.adNo, side: 'BUY', fiatAmount: '95', payMethodCode: 'SEPA', clientOrderId: key('x') });
  expect(await codeOfFailure(order())).toBe(30009);
  const device = MOCK_USERS['new-device'];
  configureRequestContext({ getAuthorization: () => device.authorization, getAccountGroup: () => device.accountGroup });
  expect((await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'EUR', size: 100 })).list).not.toContainEqual(
    expect.objectContaining({ adNo: posted.adNo }),
  );
});

it('lets running orders go on when the ad goes offline, and refuses to close it until they end', async () => {
  const { adNo, orderId } = await takenSellAd();
  signInClient('trader');
  await changeAdStatus({ adNo, status: 'OFFLINE' });
  expect(await codeOfFailure(closeAd({ adNo }))).toBe(30026);
  await act('sub-user', orderId, 'PAID');
  await act('trader', orderId, 'RELEASE');
  wait(DELAY / 2);
  expect(await statusFor('sub-user', orderId)).toBe('COMPLETED');
  signInClient('trader');
  expect(await closeAd({ adNo })).toMatchObject({ status: 'CLOSED', quantity: '100' });
});

it('keeps a two-party order across reloads as either user', async () => {
  const posted = await createAd(ad());
  const reload = () => {
    const json = JSON.stringify(snapshotState());
    resetMockState();
    restoreState(JSON.parse(json) as MockSnapshot);
  };
  reload();
  const orderId = await takeSellAd(posted.adNo);
  await act('sub-user', orderId, 'PAID');
  reload();
  signInClient('trader');
  expect(await getOrderDetails({ orderId })).toMatchObject({ status: 'PENDING_FIAT_RECEIPT', makerOrder: true });
  expect(await getMyAd({ adNo: posted.adNo })).toMatchObject({ frozen: '100', ordersInProgress: 1 });
  await act('trader', orderId, 'RELEASE');
  wait(DELAY / 2);
  reload();
  expect(await statusFor('sub-user', orderId)).toBe('COMPLETED');
  signInClient('trader');
  expect(await getMyAd({ adNo: posted.adNo })).toMatchObject({ remaining: '300', frozen: '0' });
});

it('shows the maker’s track record on their ad, and still simulates the counterparty on seeded ads', async () => {
  const posted = await createAd(ad());
  signInClient('sub-user');
  const listed = (await queryAdvList({ side: 'BUY', asset: 'USDT', fiat: 'EUR', size: 100 })).list.find(
    (other) => other.adNo === posted.adNo,
  );
  expect(listed?.advertiser.totalTrades).toBeGreaterThan(100);
  expect(Number(listed?.advertiser.completionRate)).toBeGreaterThan(0.9);

  signInClient('trader');
  const { orderId } = await placeBuy('100');
  await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
  wait(DELAY);
  expect(await statusFor('trader', orderId)).toBe('PENDING_RELEASE');
  wait(DELAY / 2);
  expect(await statusFor('trader', orderId)).toBe('COMPLETED');
});
