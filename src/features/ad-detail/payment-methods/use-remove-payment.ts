import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetUserPaymentsQueryKey, removeUserPayment } from '@/api/generated/endpoints/payment-methods/payment-methods';
import type { SecurityCodes, UserPaymentList } from '@/api/generated/models';
import { useSecurityVerification } from '@/session/security-verification';
import { RemoveUserPaymentFailureCode } from '@/api/generated/models';
import { hasCode } from '@/shared/api-failures';
import { errorText } from '../hooks/error-text';

/**
 * Removes a saved payment method after the user confirmed (issue 5). 30001 asks for codes (scene
 * REMOVE_PAYMENT) and retries; a refusal such as 30005 (an open order uses it) is shown inline.
 */
export function useRemovePayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { verify, element } = useSecurityVerification();
  const [error, setError] = useState<string | null>(null);

  const remove = async (id: string): Promise<void> => {
    setError(null);
    let verifyCodes: SecurityCodes | undefined;
    try {
      for (;;) {
        try {
          await removeUserPayment({ id, verifyCodes }, { silent: true });
          const key = getGetUserPaymentsQueryKey();
          queryClient.setQueryData<UserPaymentList>(key, (old) => (old ? { list: old.list.filter((p) => p.id !== id) } : old));
          void queryClient.invalidateQueries({ queryKey: key });
          return;
        } catch (failure) {
          if (!hasCode(failure, RemoveUserPaymentFailureCode.NEW_DEVICE) || verifyCodes) throw failure;
          const codes = await verify('REMOVE_PAYMENT');
          if (!codes) return;
          verifyCodes = codes;
        }
      }
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };

  return { remove, error, verificationElement: element };
}
