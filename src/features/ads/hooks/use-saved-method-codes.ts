import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';

/**
 * The generated query's key for the trader's saved payment methods (tests/features/ads/saved-method-codes.test.ts
 * holds it equal to getGetUserPaymentsQueryKey), so this shares that cache and its invalidations.
 */
export const SAVED_PAYMENTS_KEY = ['/api/ctc/query-user-payment'] as const;

/**
 * The codes of the trader's saved payment methods, for "my payment methods"; the call's code is fetched only then,
 * so the list's first load does not carry it.
 */
export function useSavedMethodCodes(enabled: boolean): readonly string[] | undefined {
  const saved = useQuery({
    queryKey: SAVED_PAYMENTS_KEY,
    queryFn: ({ signal }) =>
      import('@/api/generated/endpoints/payment-methods/payment-methods').then((endpoints) =>
        endpoints.getUserPayments({ silent: true }, signal),
      ),
    enabled,
  });
  return useMemo(() => saved.data?.list.map((payment) => payment.methodCode), [saved.data]);
}
