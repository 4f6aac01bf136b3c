import Decimal from 'decimal.js';
import { getAdvertiseDetail } from '@/api/generated/endpoints/ads/ads';
import { acceptTerm } from '@/api/generated/endpoints/gates/gates';
import { createOrder, getOrderDetails, getOrderList, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureMocks } from '@mocks/handlers';
import { NOTES_MAX_LENGTH } from '@mocks/handlers/orders';
import { rawCall, signInClient, startMocks } from './mock-harness';
import { adFor, codeOfFailure, key, placeBuy, placeSell } from './trade-helpers';

// create-order validation and idempotency, update-order-state role checks (contract x-business-codes).

startMocks({ counterpartyDelayMs: 60_000 });
beforeEach(() => signInClient('trader'));

describe('create-order idempotency (clientOrderId)', () => {
  it('a double click creates one order: the same key returns the same orderId', async () => {
    const ad = await adFor('BUY', '100');
    const request = {
      adNo: ad.adNo,
      side: 'BUY' as const,
      fiatAmount: '100',
      payMethodCode: ad.payMethods[0]!.code,
      clientOrderId: key('double'),
    };
    const [first, second] = await Promise.all([createOrder(request), createOrder(request)]);
    const third = await createOrder(request);
    expect(second.orderId).toBe(first.orderId);
    expect(third.orderId).toBe(first.orderId);
    expect((await getOrderList({ statusGroup: 'IN_PROGRESS' })).list.filter((o) => o.adNo === ad.adNo)).toHaveLength(1);
    const crypto = (await getOrderDetails({ orderId: first.orderId })).cryptoAmount;
    expect((await getAdvertiseDetail({ adNo: ad.adNo })).remaining).toBe(
      new Decimal(ad.remaining).minus(crypto).toFixed(2),
    );
  });
});

describe('create-order business codes', () => {
  it('30004 without accepted terms, then 30007 for the missing prerequisites (new user)', async () => {
    signInClient('new-user');
    const ad = await adFor('BUY', '100');
    const order = () =>
      createOrder({
        adNo: ad.adNo,
        side: 'BUY',
        fiatAmount: '100',
        payMethodCode: ad.payMethods[0]!.code,
        clientOrderId: key('new'),
      });
    expect(await codeOfFailure(order())).toBe(30004);
    await acceptTerm({ acceptTerm: true });
    expect(await codeOfFailure(order())).toBe(30007);
  });

  it('30007 for an institution whose KYC is not approved', async () => {
    signInClient('institution');
    const ad = await adFor('BUY', '100');
    expect(
      await codeOfFailure(
        createOrder({
          adNo: ad.adNo,
          side: 'BUY',
          fiatAmount: '100',
          payMethodCode: ad.payMethods[0]!.code,
          clientOrderId: key('inst'),
        }),
      ),
    ).toBe(30007);
  });

  it('30002 outside the limits or above the remaining quantity', async () => {
    const ad = await adFor('BUY', '100');
    const below = new Decimal(ad.minLimit).minus('0.01').toFixed(2);
    const above = new Decimal(ad.maxLimit).plus('0.01').toFixed(2);
    for (const fiatAmount of [below, above]) {
      expect(
        await codeOfFailure(
          createOrder({
            adNo: ad.adNo,
            side: 'BUY',
            fiatAmount,
            payMethodCode: ad.payMethods[0]!.code,
            clientOrderId: key('lim'),
          }),
        ),
      ).toBe(30002);
    }
    const tooMuch = new Decimal(ad.remaining).plus(1).toFixed(2);
    expect(
      await codeOfFailure(
        createOrder({
          adNo: ad.adNo,
          side: 'BUY',
          cryptoAmount: tooMuch,
          payMethodCode: ad.payMethods[0]!.code,
          clientOrderId: key('rem'),
        }),
      ),
    ).toBe(30002);
  });

  it('30003 when selling more than the available balance (2500 USDT)', async () => {
    const ad = await adFor('SELL', '2600', 'BANK_TRANSFER');
    expect(
      await codeOfFailure(
        createOrder({
          adNo: ad.adNo,
          side: 'SELL',
          fiatAmount: '2600',
          userPaymentId: '7730012',
          clientOrderId: key('bal'),
        }),
      ),
    ).toBe(30003);
  });

  it('30009 for an unknown ad, 30000 for a payment method the ad does not take, 30008 in a restricted region', async () => {
    const base = { side: 'BUY' as const, fiatAmount: '100', payMethodCode: 'BANK_TRANSFER' };
    expect(await codeOfFailure(createOrder({ ...base, adNo: 'ADNOPE0000', clientOrderId: key('x') }))).toBe(30009);
    const ad = await adFor('BUY', '100');
    expect(
      await codeOfFailure(createOrder({ ...base, adNo: ad.adNo, payMethodCode: 'PIX', clientOrderId: key('x') })),
    ).toBe(30000);
    configureMocks({ scenario: 'restricted-region' });
    expect(await codeOfFailure(createOrder({ ...base, adNo: ad.adNo, clientOrderId: key('x') }))).toBe(30008);
  });
});

describe('create-order input guards', () => {
  const openOrders = async () => (await getOrderList({ statusGroup: 'IN_PROGRESS' })).total;

  it('refuses notes that are not a string or longer than the contract allows with HTTP 400, creating nothing', async () => {
    const ad = await adFor('BUY', '100');
    const before = await openOrders();
    const base = { adNo: ad.adNo, side: 'BUY', fiatAmount: '100', payMethodCode: ad.payMethods[0]!.code };
    const asObject = await rawCall('POST', '/api/ctc/create-order', {
      json: { ...base, notes: { html: '<b>x</b>' }, clientOrderId: key('n1') },
    });
    expect(asObject.status).toBe(400);
    expect(asObject.body).toEqual({
      code: 400,
      message: 'Invalid request: body field "notes": must be string.',
      data: null,
    });
    const tooLong = await rawCall('POST', '/api/ctc/create-order', {
      json: { ...base, notes: 'x'.repeat(NOTES_MAX_LENGTH + 1), clientOrderId: key('n2') },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 400, data: null });
    expect(await openOrders()).toBe(before);
    const fits = await rawCall('POST', '/api/ctc/create-order', {
      json: { ...base, notes: 'é'.repeat(NOTES_MAX_LENGTH), clientOrderId: key('n3') },
    });
    expect(fits.body).toMatchObject({ code: 0 });
  });

  it('refuses amounts finer than the currency allows (30000 at HTTP 200) instead of rounding them', async () => {
    const ad = await adFor('BUY', '100');
    const base = { adNo: ad.adNo, side: 'BUY', payMethodCode: ad.payMethods[0]!.code };
    const fiat = await rawCall('POST', '/api/ctc/create-order', {
      json: { ...base, fiatAmount: '100.001', clientOrderId: key('d1') },
    });
    expect(fiat.status).toBe(200);
    expect(fiat.body).toEqual({
      code: 30000,
      message: `Too many decimal places: ${ad.fiat} allows at most 2.`,
      data: null,
    });
    const crypto = await rawCall('POST', '/api/ctc/create-order', {
      json: { ...base, cryptoAmount: '50.123', clientOrderId: key('d2') },
    });
    expect(crypto.body).toEqual({
      code: 30000,
      message: `Too many decimal places: ${ad.asset} allows at most 2.`,
      data: null,
    });
    // Trailing zeros carry no precision: 100.500 USD is an amount of 2 places.
    expect(
      (
        await rawCall('POST', '/api/ctc/create-order', {
          json: { ...base, fiatAmount: '100.500', clientOrderId: key('d3') },
        })
      ).body,
    ).toMatchObject({ code: 0 });
  });
});

describe('update-order-state roles, states and idempotency', () => {
  it('the buyer cannot release; the seller cannot pay or cancel (30005)', async () => {
    const buy = await placeBuy('100');
    expect(
      await codeOfFailure(updateOrderState({ orderId: buy.orderId, action: 'RELEASE', clientRequestId: key('r') })),
    ).toBe(30005);
    const sell = await placeSell('150');
    expect(
      await codeOfFailure(updateOrderState({ orderId: sell.orderId, action: 'PAID', clientRequestId: key('p') })),
    ).toBe(30005);
    expect(
      await codeOfFailure(updateOrderState({ orderId: sell.orderId, action: 'CANCEL', clientRequestId: key('c') })),
    ).toBe(30005);
    expect(
      await codeOfFailure(updateOrderState({ orderId: sell.orderId, action: 'RELEASE', clientRequestId: key('r') })),
    ).toBe(30005);
  });

  it('the buyer cancels before paying; afterwards nothing is allowed', async () => {
    const { orderId, ad } = await placeBuy('100');
    expect(await codeOfFailure(updateOrderState({ orderId, action: 'APPEAL', clientRequestId: key('a') }))).toBe(30005);
    const canceled = await updateOrderState({ orderId, action: 'CANCEL', clientRequestId: key('c') });
    expect(canceled).toMatchObject({ status: 'CANCELED', cancelable: false });
    expect((await getAdvertiseDetail({ adNo: ad.adNo })).remaining).toBe(ad.remaining);
    expect(await codeOfFailure(updateOrderState({ orderId, action: 'PAID', clientRequestId: key('p') }))).toBe(30005);
  });

  it('a repeated clientRequestId returns the first result; a new one is refused once paid', async () => {
    const { orderId } = await placeBuy('100');
    const request = { orderId, action: 'PAID' as const, clientRequestId: key('same') };
    const first = await updateOrderState(request);
    expect(await updateOrderState(request)).toEqual(first);
    expect(await codeOfFailure(updateOrderState({ ...request, clientRequestId: key('other') }))).toBe(30005);
  });

  it("30012 for an unknown order or another user's order; 30006 for a wrong code", async () => {
    const { orderId } = await placeBuy('100');
    expect(await codeOfFailure(updateOrderState({ orderId: '999', action: 'PAID', clientRequestId: key('u') }))).toBe(
      30012,
    );
    expect(
      await codeOfFailure(
        updateOrderState({ orderId, action: 'PAID', clientRequestId: key('w'), verifyCodes: { googleCode: '000000' } }),
      ),
    ).toBe(30006);
    signInClient('sub-user');
    expect(await codeOfFailure(getOrderDetails({ orderId }))).toBe(30012);
  });

  it('finds an order by externalOrderId, and answers 30000 with neither id', async () => {
    const order = await getOrderDetails({ externalOrderId: 'EXT-88120045' });
    expect(order.status).toBe('COMPLETED');
    expect(await codeOfFailure(getOrderDetails({}))).toBe(30000);
  });
});

describe('order list filters', () => {
  it('filters by orderId, side, statusGroup and dates, newest first, paged', async () => {
    const { orderId } = await placeBuy('100');
    const all = await getOrderList({ size: 100 });
    expect(all.list[0]!.orderId).toBe(orderId);
    const times = all.list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await getOrderList({ orderId })).list.map((o) => o.orderId)).toEqual([orderId]);
    expect((await getOrderList({ side: 'S' })).list.every((o) => o.side === 'S')).toBe(true);
    expect((await getOrderList({ statusGroup: 'CANCELED' })).list.map((o) => o.status).sort()).toEqual([
      'CANCELED',
      'CANCELED',
      'FAILED',
    ]);
    const lastWeek = await getOrderList({
      startTime: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      endTime: new Date(Date.now() - 86_400_000 / 2).toISOString(),
    });
    expect(lastWeek.total).toBe(4);
    const page2 = await getOrderList({ page: 2, size: 3 });
    expect(page2).toMatchObject({ page: 2, size: 3, total: all.total });
    expect(page2.list.map((o) => o.orderId)).toEqual(all.list.slice(3, 6).map((o) => o.orderId));
  });
});
