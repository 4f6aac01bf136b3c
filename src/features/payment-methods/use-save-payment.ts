import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createUserPayment,
  getGetUserPaymentsQueryKey,
} from '@/api/generated/endpoints/payment-methods/payment-methods';
import { uploadPicture } from '@/api/generated/endpoints/files/files';
import {
  CodeScene,
  CreateUserPaymentFailureCode,
  type UserPayment,
  type UserPaymentList,
} from '@/api/generated/models';
import { useVerifiedCall } from '@/session/security-verification';
import { failureText } from '@/shared/api-failures';
import { withBoundedName } from '@/shared/upload-file-name';
import type { PaymentFormValues } from './payment-schema';

/** Uploads the optional image first; failures show inline (the calls are silent) and nothing typed is lost. */
export function useSavePayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const verified = useVerifiedCall(CodeScene.ADD_PAYMENT, CreateUserPaymentFailureCode);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  // A retry after a failed save does not upload the same image again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  const imageUrlFor = async (file: File | null): Promise<string | undefined> => {
    if (!file) return undefined;
    if (uploaded.current?.file === file) return uploaded.current.url;
    const result = await uploadPicture({ file: withBoundedName(file) }, { silent: true });
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
      const result = await verified.run((verifyCodes) =>
        createUserPayment({ ...values, ...(imageUrl ? { imageUrl } : {}), verifyCodes }, { silent: true }),
      );
      if (!result) return null;
      const saved = result.value;
      const key = getGetUserPaymentsQueryKey();
      // In the list at once, so the sell dialog can select it before the refetch returns.
      queryClient.setQueryData<UserPaymentList>(key, (old) => ({
        list: [...(old?.list ?? []).filter((p) => p.id !== saved.id), saved],
      }));
      void queryClient.invalidateQueries({ queryKey: key });
      return saved;
    } catch (failure) {
      setError(failureText(failure, t));
      return null;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { save, pending, error, verificationElement: verified.element };
}
