import { http } from 'msw';
import type {
  AckResponse,
  CreateUserPaymentRequest,
  CreateUserPaymentResponse,
  RemoveUserPaymentRequest,
  UserPayment,
  UserPaymentsResponse,
} from '@/api/generated/models';
import { PAY_METHODS } from '../fixtures/payment-methods';
import { BIZ, MockBizError, invalidField } from '../state/business-codes';
import { checkCodes } from '../state/gates';
import { isOpen } from '../state/order-view';
import { ordersOf } from '../state/orders';
import { getState } from '../state/store';
import { jsonBody, ok, protectedRoute } from './respond';

// The receiver must be the user's verified name.

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

function validate(body: Partial<CreateUserPaymentRequest>): CreateUserPaymentRequest {
  if (typeof body.methodCode !== 'string' || PAY_METHODS[body.methodCode] === undefined)
    throw invalidField('Choose a payment method.');
  if (typeof body.accountNo !== 'string' || body.accountNo.trim() === '' || body.accountNo.length > 64)
    throw invalidField('The field cannot be left blank.');
  if (typeof body.receiverName !== 'string' || body.receiverName.trim() === '' || body.receiverName.length > 100)
    throw invalidField('The field cannot be left blank.');
  if (body.bankName !== undefined && (typeof body.bankName !== 'string' || body.bankName.length > 100))
    throw invalidField('bankName is too long.');
  if (body.imageUrl !== undefined && (typeof body.imageUrl !== 'string' || !URL.canParse(body.imageUrl)))
    throw invalidField('imageUrl must be the fileUrl of an upload.');
  return body as CreateUserPaymentRequest;
}

export const paymentMethodsHandlers = [
  http.get(
    '*/api/ctc/query-user-payment',
    protectedRoute(({ user }) => ok<UserPaymentsResponse>({ list: user.paymentMethods.map((p) => ({ ...p })) })),
  ),
  http.post(
    '*/api/ctc/create-user-payment',
    protectedRoute(async ({ request, user }) => {
      const body = validate(await jsonBody<Partial<CreateUserPaymentRequest>>(request));
      const verifiedName = user.profile.kyc.kycStatus === 'APPROVED' ? user.profile.kyc.name : null;
      if (!verifiedName) throw new MockBizError(BIZ.PREREQUISITES_MISSING, 'Please complete KYC verification first.');
      checkCodes(user, body.verifyCodes, 'ADD_PAYMENT');
      if (normalName(body.receiverName) !== normalName(verifiedName))
        throw invalidField("The receiver's name must match your verified name.");
      const saved: UserPayment = {
        id: String(getState().seq.payment++),
        methodCode: body.methodCode,
        methodName: PAY_METHODS[body.methodCode] ?? body.methodCode,
        accountNo: body.accountNo.trim(),
        receiverName: normalName(body.receiverName),
        bankName: body.bankName?.trim() || null,
        imageUrl: body.imageUrl ?? null,
      };
      user.paymentMethods.push(saved);
      return ok<CreateUserPaymentResponse>({ ...saved });
    }),
  ),
  http.post(
    '*/api/ctc/remove-user-payment',
    protectedRoute(async ({ request, user }) => {
      const body = await jsonBody<Partial<RemoveUserPaymentRequest>>(request);
      if (typeof body.id !== 'string' || body.id === '') throw invalidField('id is required.');
      checkCodes(user, body.verifyCodes, 'REMOVE_PAYMENT');
      if (ordersOf(user).some((o) => o.userPaymentId === body.id && isOpen(o))) {
        throw new MockBizError(BIZ.STATE_NOT_ALLOWED, 'This payment method is used by an open order.');
      }
      // Removing an id that no longer exists succeeds.
      user.paymentMethods = user.paymentMethods.filter((p) => p.id !== body.id);
      return ok<AckResponse>({ success: true });
    }),
  ),
];
