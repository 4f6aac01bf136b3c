import { getGetUserPaymentsQueryKey } from '@/api/generated/endpoints/payment-methods/payment-methods';
import { SAVED_PAYMENTS_KEY } from '@/features/ads/hooks/use-saved-method-codes';

// The list's "my payment methods" reads the saved methods under the generated query's key, so adding or removing
// a method (which invalidates that key) updates the narrowed list too.
it('shares the generated saved-payment-methods query key', () => {
  expect(SAVED_PAYMENTS_KEY).toEqual(getGetUserPaymentsQueryKey());
});
