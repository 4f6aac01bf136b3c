import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUserPayment, getGetUserPaymentsQueryKey } from '@/api/generated/endpoints/payment-methods/payment-methods';
import { uploadPicture } from '@/api/generated/endpoints/files/files';
import type { SecurityCodes, UserPayment, UserPaymentList } from '@/api/generated/models';
import { useSecurityVerification } from '@/session/security-verification';
import { CreateUserPaymentFailureCode } from '@/api/generated/models';
import { hasCode } from '@/shared/api-failures';
import { errorText } from '../hooks/error-text';
import type { PaymentFormValues } from './payment-schema';

/**
 * Saves a payment method (issue 5): the optional image is uploaded first (upload-picture) and its fileUrl sent
 * as imageUrl; 30001 (new device) asks for security codes (scene ADD_PAYMENT) and retries. Failures are shown
 * inline (calls are silent), e.g. the server's "receiver's name must match" message, and nothing typed is lost.
 */
export function useSavePayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { verify, element } = useSecurityVerification();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  // A retry after a failed save does not upload the same image again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const imageUrlFor = async (file: File | null): Promise<string | undefined> => {
    if (!file) return undefined;
    if (uploaded.current?.file === file) return uploaded.current.url;
    const result = await uploadPicture({ file }, { silent: true });
    uploaded.current = { file, url: result.fileUrl };
    return result.fileUrl;
  };

  const save = async (values: PaymentFormValues, file: File | null): Promise<UserPayment | null> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      const imageUrl = await imageUrlFor(file);
      let verifyCodes: SecurityCodes | undefined;
      for (;;) {
        try {
          const saved = await createUserPayment({ ...values, ...(imageUrl ? { imageUrl } : {}), verifyCodes }, { silent: true });
          const key = getGetUserPaymentsQueryKey();
          // In the list at once, so the sell dialog can select it before the refetch returns.
          queryClient.setQueryData<UserPaymentList>(key, (old) => ({ list: [...(old?.list ?? []).filter((p) => p.id !== saved.id), saved] }));
          void queryClient.invalidateQueries({ queryKey: key });
          return saved;
        } catch (failure) {
          if (!hasCode(failure, CreateUserPaymentFailureCode.NEW_DEVICE) || verifyCodes) throw failure;
          const codes = await verify('ADD_PAYMENT');
          if (!codes) return null;
          verifyCodes = codes;
        }
      }
    } catch (failure) {
      setError(errorText(failure, t));
      return null;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { save, pending, error, verificationElement: element };
}
