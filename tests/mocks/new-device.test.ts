import { getUserInfo } from '@/api/generated/endpoints/session/session';
import { createOrder, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import {
  createUserPayment,
  getUserPayments,
  removeUserPayment,
} from '@/api/generated/endpoints/payment-methods/payment-methods';
import { sendCode } from '@/api/generated/endpoints/security/security';
import type { CodeScene } from '@/api/generated/models';
import { configureRequestContext } from '@/api/http/request-context';
import { configureMocks } from '@mocks/handlers';
import { CODE_EXPIRES_IN_SECONDS } from '@mocks/state/gates';
import { MOCK_USERS, MOCK_VERIFY_CODES } from '@mocks/users';
import { contract } from './contract-check';
import { dataOf, rawCall, signInClient, startMocks } from './mock-harness';
import { adFor, advanceClock, codeOfFailure, key } from './trade-helpers';

// A new device requires extra verification: the new-device account and scenario answer 30001 until the request carries
// the codes the contract's SecurityCodes describes (one per bound channel; SMS and email ones requested with send-code
// for the operation's scene).

startMocks({ counterpartyDelayMs: 60_000 });
afterEach(() => jest.restoreAllMocks());

const device = MOCK_USERS['new-device'];
const signInNewDevice = () =>
  configureRequestContext({ getAuthorization: () => device.authorization, getAccountGroup: () => device.accountGroup });
beforeEach(signInNewDevice);

async function requestCodes(scene: CodeScene) {
  await sendCode({ type: 'SMS', scene });
  await sendCode({ type: 'EMAIL', scene });
}

async function buyDraft() {
  const ad = await adFor('BUY', '100');
  return { adNo: ad.adNo, side: 'BUY' as const, fiatAmount: '100', payMethodCode: ad.payMethods[0]!.code };
}

describe('the new-device account', () => {
  it('says so in its user info, with phone, email and 2FA bound', async () => {
    expect(await getUserInfo()).toMatchObject({
      newDevice: true,
      twoFactorEnabled: true,
      phone: expect.any(String),
      email: expect.stringContaining('@'),
    });
  });

  it('places an order only after send-code and with the codes the mock sent (30001, then 30006, then success)', async () => {
    const draft = await buyDraft();
    expect(await codeOfFailure(createOrder({ ...draft, clientOrderId: key('nd') }))).toBe(30001);
    // Well-formed codes that were never requested are refused.
    expect(
      await codeOfFailure(createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: MOCK_VERIFY_CODES })),
    ).toBe(30006);
    await requestCodes('CREATE_ORDER');
    // A code missing for a bound channel (here the authenticator's) is refused too.
    const { googleCode: _google, ...withoutGoogle } = MOCK_VERIFY_CODES;
    expect(await codeOfFailure(createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: withoutGoogle }))).toBe(
      30006,
    );
    expect(
      await codeOfFailure(
        createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: { ...MOCK_VERIFY_CODES, smsCode: '111111' } }),
      ),
    ).toBe(30006);
    const { orderId } = await createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: MOCK_VERIFY_CODES });
    expect(orderId).toMatch(/^\d+$/);
  });

  it('takes a code only for the scene it was sent for, and not after it expired', async () => {
    const draft = await buyDraft();
    await requestCodes('ADD_PAYMENT');
    expect(
      await codeOfFailure(createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: MOCK_VERIFY_CODES })),
    ).toBe(30006);
    await requestCodes('CREATE_ORDER');
    advanceClock(CODE_EXPIRES_IN_SECONDS * 1000 + 1);
    expect(
      await codeOfFailure(createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: MOCK_VERIFY_CODES })),
    ).toBe(30006);
  });

  it('adds and removes a payment method with verification (scenes ADD_PAYMENT, REMOVE_PAYMENT)', async () => {
    const method = { methodCode: 'WISE', accountNo: 'alex.road@example.com', receiverName: 'Alex Morgan' };
    expect(await codeOfFailure(createUserPayment(method))).toBe(30001);
    await requestCodes('ADD_PAYMENT');
    const saved = await createUserPayment({ ...method, verifyCodes: MOCK_VERIFY_CODES });
    expect((await getUserPayments()).list.map((p) => p.id)).toContain(saved.id);

    expect(await codeOfFailure(removeUserPayment({ id: saved.id }))).toBe(30001);
    expect(await codeOfFailure(removeUserPayment({ id: saved.id, verifyCodes: MOCK_VERIFY_CODES }))).toBe(30006);
    await requestCodes('REMOVE_PAYMENT');
    await expect(removeUserPayment({ id: saved.id, verifyCodes: MOCK_VERIFY_CODES })).resolves.toEqual({
      success: true,
    });
    expect((await getUserPayments()).list.map((p) => p.id)).not.toContain(saved.id);
  });

  it("marks paid without codes (the buyer's PAID moves none of its coins); a release asks for them", async () => {
    configureMocks({ counterpartyDelayMs: 0 });
    const draft = await buyDraft();
    await requestCodes('CREATE_ORDER');
    const { orderId } = await createOrder({ ...draft, clientOrderId: key('nd'), verifyCodes: MOCK_VERIFY_CODES });
    await expect(updateOrderState({ orderId, action: 'PAID', clientRequestId: key('paid') })).resolves.toMatchObject({
      orderId,
    });

    const sellAd = await adFor('SELL', '150', 'BANK_TRANSFER');
    const sell = await createOrder({
      adNo: sellAd.adNo,
      side: 'SELL',
      fiatAmount: '150',
      userPaymentId: '7730201',
      clientOrderId: key('nds'),
      verifyCodes: MOCK_VERIFY_CODES,
    });
    expect(
      await codeOfFailure(updateOrderState({ orderId: sell.orderId, action: 'RELEASE', clientRequestId: key('rel') })),
    ).toBe(30001);
    await requestCodes('RELEASE');
    const released = await updateOrderState({
      orderId: sell.orderId,
      action: 'RELEASE',
      clientRequestId: key('rel'),
      verifyCodes: MOCK_VERIFY_CODES,
    });
    // The release went through: the system now releases the assets.
    expect(['PENDING_RELEASE', 'COMPLETED']).toContain(released.status);
  });
});

describe('the new-device scenario', () => {
  it('acts as the new-device account whatever the token, and asks it for verification', async () => {
    const info = await rawCall('GET', '/api/a/v2/auth/user/info', { scenario: 'new-device' });
    expect(dataOf<{ userId: string; newDevice: boolean }>(info)).toMatchObject({
      userId: device.userId,
      newDevice: true,
    });
    const created = await rawCall('POST', '/api/ctc/create-user-payment', {
      scenario: 'new-device',
      json: { methodCode: 'WISE', accountNo: 'x@example.com', receiverName: 'Alex Morgan' },
    });
    expect(created.status).toBe(200);
    expect((created.body as { code: number }).code).toBe(30001);
    const wrong = await rawCall('POST', '/api/ctc/remove-user-payment', {
      scenario: 'new-device',
      json: { id: '7730201', verifyCodes: MOCK_VERIFY_CODES },
    });
    expect((wrong.body as { code: number }).code).toBe(30006);
    // Each answer is one the contract declares for the operation (30001 and 30006 are in their failure codes).
    expect(contract.validate(contract.find('getUserInfo'), info.status, info.body).firstError).toBeUndefined();
    expect(
      contract.validate(contract.find('createUserPayment'), created.status, created.body).firstError,
    ).toBeUndefined();
    expect(contract.validate(contract.find('removeUserPayment'), wrong.status, wrong.body).firstError).toBeUndefined();
  });

  it('leaves a known device alone: the trader still passes with any well-formed code or none', async () => {
    signInClient('trader');
    const draft = await buyDraft();
    await expect(createOrder({ ...draft, clientOrderId: key('tr') })).resolves.toMatchObject({
      orderId: expect.any(String),
    });
    await expect(
      createUserPayment({
        methodCode: 'REVOLUT',
        accountNo: '@alexm',
        receiverName: 'Alex Morgan',
        verifyCodes: { smsCode: '123456' },
      }),
    ).resolves.toMatchObject({ methodCode: 'REVOLUT' });
  });
});
