import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '@/api/generated/endpoints/orders/orders';
import { CodeScene, CreateOrderFailureCode, type CreateOrderRequest } from '@/api/generated/models';
import { useVerifiedCall } from '@/session/security-verification';
import { JUST_PLACED_STATE, paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { failureText, hasCode, newClientKey } from '@/shared/api-failures';

export type OrderDraft = Omit<CreateOrderRequest, 'clientOrderId' | 'verifyCodes'>;

/**
 * The clientOrderId is made once per dialog opening, so a double click or a retry after verification creates one
 * order. A new device (30001) goes through the security verification; other failures show inline, keeping the form.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const navigate = useNavigate();
  const verified = useVerifiedCall(CodeScene.CREATE_ORDER, CreateOrderFailureCode);
  const mutation = useCreateOrder({ request: { silent: true } });
  const [clientOrderId] = useState(newClientKey);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Blocks a second click in the same frame, before the disabled button has rendered.
  const running = useRef(false);

  const place = async (draft: OrderDraft): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    let placed = false;
    try {
      const result = await verified.run((verifyCodes) =>
        mutation.mutateAsync({ data: { ...draft, clientOrderId, verifyCodes } }),
      );
      // Closing the verification leaves the dialog as it was, ready to try again.
      if (!result) return;
      placed = true;
      await navigate(paths.order(lang, result.value.orderId), { state: JUST_PLACED_STATE });
    } catch (failure) {
      // The server's words may not be the page's language; this refusal has its own.
      setError(
        hasCode(failure, CreateOrderFailureCode.USER_BLOCKED)
          ? t('ad-detail:form.userBlocked')
          : hasCode(failure, CreateOrderFailureCode.TAKER_CONDITIONS_NOT_MET)
            ? t('ad-detail:form.conditionsNotMet')
            : failureText(failure, t),
      );
    } finally {
      // Once placed the dialog is leaving: it stays locked so a late second click sends nothing.
      if (!placed) {
        running.current = false;
        setPending(false);
      }
    }
  };

  return { place, pending, error, verificationElement: verified.element };
}
