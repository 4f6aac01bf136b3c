import { getOrderDetails, updateOrderState } from '@/api/generated/endpoints/orders/orders';
import { configureMocks } from '@mocks/handlers';
import { MOCK_VERIFY_CODES } from '@mocks/users';
import {
  createUserPayment,
  getUserPayments,
  removeUserPayment,
} from '@/api/generated/endpoints/payment-methods/payment-methods';
import { sendCode } from '@/api/generated/endpoints/security/security';
import { signInClient, startMocks } from './mock-harness';
import { codeOfFailure, key, placeSell } from './trade-helpers';

// Saved payment methods (contract payment-methods) and verification codes (contract security).

startMocks({ counterpartyDelayMs: 60_000 });
beforeEach(() => signInClient('trader'));

describe('payment methods', () => {
  it('lists, creates and removes per user', async () => {
    expect((await getUserPayments()).list.map((p) => p.methodCode)).toEqual(['BANK_TRANSFER', 'WISE', 'SEPA']);
    const saved = await createUserPayment({
      methodCode: 'REVOLUT',
      accountNo: '@alexm',
      receiverName: 'alex  morgan',
      verifyCodes: { smsCode: '123456' },
    });
    expect(saved).toMatchObject({
      methodCode: 'REVOLUT',
      methodName: 'Revolut',
      accountNo: '@alexm',
      receiverName: 'ALEX MORGAN',
      bankName: null,
      imageUrl: null,
    });
    expect((await getUserPayments()).list.map((p) => p.id)).toContain(saved.id);
    await removeUserPayment({ id: saved.id });
    expect((await getUserPayments()).list.map((p) => p.id)).not.toContain(saved.id);
    await expect(removeUserPayment({ id: saved.id })).resolves.toEqual({ success: true });
    signInClient('sub-user');
    expect((await getUserPayments()).list.map((p) => p.methodCode)).toEqual(['REVOLUT']);
  });

  it("refuses a receiver other than the user's verified name (30000), blank fields (30000), no KYC (30007)", async () => {
    expect(
      await codeOfFailure(
        createUserPayment({ methodCode: 'WISE', accountNo: 'x@example.com', receiverName: 'Someone Else' }),
      ),
    ).toBe(30000);
    expect(
      await codeOfFailure(createUserPayment({ methodCode: 'WISE', accountNo: ' ', receiverName: 'Alex Morgan' })),
    ).toBe(30000);
    expect(
      await codeOfFailure(
        createUserPayment({ methodCode: 'NOT_A_METHOD', accountNo: '1', receiverName: 'Alex Morgan' }),
      ),
    ).toBe(30000);
    signInClient('new-user');
    expect(
      await codeOfFailure(
        createUserPayment({ methodCode: 'WISE', accountNo: 'x@example.com', receiverName: 'Newcomer' }),
      ),
    ).toBe(30007);
  });

  it('refuses to remove a method an open sell order pays to (30005), allows it once the order is done', async () => {
    const { orderId } = await placeSell('150');
    expect(await codeOfFailure(removeUserPayment({ id: '7730012' }))).toBe(30005);
    configureMocks({ counterpartyDelayMs: 0 });
    await updateOrderState({ orderId, action: 'RELEASE', clientRequestId: key('r'), verifyCodes: MOCK_VERIFY_CODES });
    expect((await getOrderDetails({ orderId })).status).toBe('COMPLETED');
    await expect(removeUserPayment({ id: '7730012' })).resolves.toEqual({ success: true });
  });
});

describe('send-code', () => {
  it('sends to the bound phone or email, then asks to wait resendAfterSeconds (30011)', async () => {
    expect(await sendCode({ type: 'SMS', scene: 'RELEASE' })).toEqual({
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
      maskedTarget: '+1 415****672',
    });
    expect(await codeOfFailure(sendCode({ type: 'SMS', scene: 'RELEASE' }))).toBe(30011);
    expect((await sendCode({ type: 'EMAIL', scene: 'RELEASE' })).maskedTarget).toBe('al***an@example.com');
    expect((await sendCode({ type: 'SMS', scene: 'ADD_PAYMENT' })).resendAfterSeconds).toBe(60);
  });

  it('answers 30007 when the phone or email is not bound', async () => {
    signInClient('new-user');
    expect(await codeOfFailure(sendCode({ type: 'SMS', scene: 'CREATE_ORDER' }))).toBe(30007);
    expect(await codeOfFailure(sendCode({ type: 'EMAIL', scene: 'CREATE_ORDER' }))).toBe(30007);
  });
});
