import Decimal from 'decimal.js';
import { getAdvertiseDetail } from '@/api/generated/endpoints/ads/ads';
import { getChatMessages } from '@/api/generated/endpoints/chat/chat';
import { getOrderDetails, getOrderList, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureMocks } from '@mocks/handlers';
import { MOCK_VERIFY_CODES } from '@mocks/users';
import { signInClient, startMocks } from './mock-harness';
import { advanceClock, codeOfFailure, key, placeBuy, placeSell, usdtBalance } from './trade-helpers';

// Complete trades against the simulated counterparty (contract OrderStatus transitions).

startMocks({ counterpartyDelayMs: 0 });
beforeEach(() => signInClient('trader'));
afterEach(() => jest.restoreAllMocks());

describe('a complete buy', () => {
  it('create -> PAID -> the counterparty releases -> COMPLETED, listed under COMPLETED, crypto credited', async () => {
    const before = await usdtBalance();
    const { orderId, ad } = await placeBuy('100');

    const created = await getOrderDetails({ orderId });
    expect(created).toMatchObject({
      status: 'PENDING_PAYMENT',
      side: 'B',
      role: 'BUYER',
      cancelable: true,
      appealable: false,
      fiatAmount: '100.00',
    });
    expect(Date.parse(created.payDeadline) - Date.parse(created.createdAt)).toBe(ad.payWindowMinutes * 60_000);
    const crypto = new Decimal(created.cryptoAmount);
    expect(created.fee).toBe(crypto.mul(ad.feeRate).toFixed(2));
    expect((await getAdvertiseDetail({ adNo: ad.adNo })).remaining).toBe(
      new Decimal(ad.remaining).minus(crypto).toFixed(2),
    );

    const paid = await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
    // An appeal only once the seller has had 10 minutes to check the payment (docs/product-rules.md §17.10).
    expect(paid).toMatchObject({ status: 'PENDING_CRYPTO_RECEIPT', appealable: false, cancelable: false });
    expect(Date.parse(paid.appeal!.opensAt!) - Date.parse(paid.paidAt!)).toBe(10 * 60_000);
    expect(paid.paidAt).not.toBeNull();

    const done = await getOrderDetails({ orderId });
    expect(done.status).toBe('COMPLETED');
    expect(done.receiptConfirmedAt).not.toBeNull();
    const completed = await getOrderList({ statusGroup: 'COMPLETED' });
    expect(completed.list.map((o) => o.orderId)).toContain(orderId);
    expect((await getOrderList({ statusGroup: 'IN_PROGRESS' })).list.map((o) => o.orderId)).not.toContain(orderId);
    expect((await usdtBalance()).available.toFixed(2)).toBe(before.available.plus(crypto).minus(done.fee).toFixed(2));

    const chat = await getChatMessages({ orderId });
    expect(chat.list.filter((m) => m.sender === 'SYSTEM').length).toBeGreaterThanOrEqual(4);
    expect(chat.list.filter((m) => m.sender === 'COUNTERPARTY').length).toBeGreaterThanOrEqual(3);
  });

  it('with the default 4000 ms delay the seller releases 4 s after PAID, and the system settles 2 s later', async () => {
    configureMocks({ counterpartyDelayMs: 4000 });
    const { orderId } = await placeBuy('100');
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start);
    await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
    const at = async (ms: number) => {
      jest.spyOn(Date, 'now').mockReturnValue(start + ms);
      return (await getOrderDetails({ orderId })).status;
    };
    expect(await at(3999)).toBe('PENDING_CRYPTO_RECEIPT');
    expect(await at(4000)).toBe('PENDING_RELEASE');
    expect(await at(5999)).toBe('PENDING_RELEASE');
    expect(await at(6000)).toBe('COMPLETED');
  });

  it('an unpaid order past payDeadline is CANCELED when next read, and the ad gets its quantity back', async () => {
    const { orderId, ad } = await placeBuy('100');
    advanceClock(ad.payWindowMinutes * 60_000);
    expect((await getOrderDetails({ orderId })).status).toBe('CANCELED');
    expect((await getAdvertiseDetail({ adNo: ad.adNo })).remaining).toBe(ad.remaining);
    expect((await getOrderList({ statusGroup: 'CANCELED' })).list.map((o) => o.orderId)).toContain(orderId);
  });
});

describe('a complete sell', () => {
  it('escrow -> the counterparty pays -> the user releases -> COMPLETED, balance reduced', async () => {
    const before = await usdtBalance();
    const { orderId } = await placeSell('150');
    const order = await getOrderDetails({ orderId });
    const crypto = new Decimal(order.cryptoAmount);
    expect(order).toMatchObject({
      side: 'S',
      role: 'SELLER',
      status: 'PENDING_FIAT_RECEIPT',
      cancelable: false,
      appealable: false,
    });
    expect(order.paidAt).not.toBeNull();
    expect(order.receiverName).toBe('ALEX MORGAN');
    const escrow = await usdtBalance();
    expect(escrow.available.toFixed(2)).toBe(before.available.minus(crypto).toFixed(2));
    expect(escrow.frozen.toFixed(2)).toBe(crypto.toFixed(2));

    // Releasing always takes the security codes: without them 30001, with a wrong one 30006, nothing moves.
    expect(await codeOfFailure(updateOrderState({ orderId, action: 'RELEASE', clientRequestId: key('bare') }))).toBe(
      30001,
    );
    const wrong = { ...MOCK_VERIFY_CODES, googleCode: '000000' };
    expect(
      await codeOfFailure(
        updateOrderState({ orderId, action: 'RELEASE', clientRequestId: key('wrong'), verifyCodes: wrong }),
      ),
    ).toBe(30006);
    expect((await getOrderDetails({ orderId })).status).toBe('PENDING_FIAT_RECEIPT');
    const released = await updateOrderState({
      orderId,
      action: 'RELEASE',
      clientRequestId: key('release'),
      verifyCodes: MOCK_VERIFY_CODES,
    });
    expect(released.status).toBe('PENDING_RELEASE');
    expect((await getOrderDetails({ orderId })).status).toBe('COMPLETED');
    const after = await usdtBalance();
    expect(after.available.toFixed(2)).toBe(before.available.minus(crypto).toFixed(2));
    expect(after.frozen.toFixed(2)).toBe('0.00');
  });

  it('with the default delay the buyer pays 4 s after the order is created', async () => {
    configureMocks({ counterpartyDelayMs: 4000 });
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start);
    const { orderId } = await placeSell('150');
    jest.spyOn(Date, 'now').mockReturnValue(start + 3999);
    expect((await getOrderDetails({ orderId })).status).toBe('PENDING_PAYMENT');
    jest.spyOn(Date, 'now').mockReturnValue(start + 4000);
    expect((await getOrderDetails({ orderId })).status).toBe('PENDING_FIAT_RECEIPT');
  });
});

describe('appeal', () => {
  it('moves a paid order to IN_PROCESS once the seller had 10 minutes, and it stays in progress', async () => {
    configureMocks({ counterpartyDelayMs: 60 * 60_000 });
    const { orderId } = await placeBuy('100');
    await updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') });
    advanceClock(10 * 60_000);
    const appealed = await updateOrderState({
      orderId,
      action: 'APPEAL',
      reason: 'Not released',
      clientRequestId: key('appeal'),
    });
    expect(appealed.status).toBe('IN_PROCESS');
    expect(appealed.appeal!.current).toMatchObject({ reason: 'OTHER', state: 'UNDER_REVIEW', openedBy: 'SELF' });
    expect((await getOrderList({ statusGroup: 'IN_PROGRESS' })).list.map((o) => o.orderId)).toContain(orderId);
  });
});
