import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCreateOrder } from '@/api/generated/endpoints/orders/orders';
import type { CreateOrderRequest, SecurityCodes } from '@/api/generated/models';
import { useSecurityVerification } from '@/session/security-verification';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { CreateOrderFailureCode } from '@/api/generated/models';
import { hasCode, newClientKey } from '@/shared/api-failures';
import { errorText } from './error-text';

export type OrderDraft = Omit<CreateOrderRequest, 'clientOrderId' | 'verifyCodes'>;

/**
 * Places the order of one dialog opening (issue 5). The clientOrderId is made once per opening (the dialog
 * mounts per opening), so a double click or a retry after verification creates ONE order (contract
 * create-order is idempotent on it). 30001 (new device, spec §6) opens the security verification and retries
 * with the codes; any other failure is shown inline and the form keeps what was typed.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const navigate = useNavigate();
  const { verify, element } = useSecurityVerification();
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
    let verifyCodes: SecurityCodes | undefined;
    let placed = false;
    try {
      for (;;) {
        try {
          const { orderId } = await mutation.mutateAsync({ data: { ...draft, clientOrderId, verifyCodes } });
          placed = true;
          await navigate(paths.order(lang, orderId));
          return;
        } catch (failure) {
          if (!hasCode(failure, CreateOrderFailureCode.NEW_DEVICE) || verifyCodes) throw failure;
          const codes = await verify('CREATE_ORDER');
          // Closing the verification leaves the dialog as it was, ready to try again.
          if (!codes) return;
          verifyCodes = codes;
        }
      }
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      // Once placed the dialog is leaving: it stays locked so a late second click sends nothing.
      if (!placed) {
        running.current = false;
        setPending(false);
      }
    }
  };

  return { place, pending, error, verificationElement: element };
}
