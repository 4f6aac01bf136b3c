import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetUserPaymentsQueryKey,
  removeUserPayment,
} from '@/api/generated/endpoints/payment-methods/payment-methods';
import { CodeScene, RemoveUserPaymentFailureCode, type UserPaymentList } from '@/api/generated/models';
import { useVerifiedCall } from '@/session/security-verification';
import { failureText } from '@/shared/api-failures';

/** A refusal such as 30005 (an open order uses the method) is shown inline. */
export function useRemovePayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const verified = useVerifiedCall(CodeScene.REMOVE_PAYMENT, RemoveUserPaymentFailureCode);
  const [error, setError] = useState<string | null>(null);

  const remove = async (id: string): Promise<void> => {
    setError(null);
    try {
      const result = await verified.run((verifyCodes) => removeUserPayment({ id, verifyCodes }, { silent: true }));
      if (!result) return;
      const key = getGetUserPaymentsQueryKey();
      queryClient.setQueryData<UserPaymentList>(key, (old) =>
        old ? { list: old.list.filter((p) => p.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  return { remove, error, verificationElement: verified.element };
}
