import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetChatMessagesQueryKey } from '@/api/generated/endpoints/chat/chat';
import {
  getRemindCounterpartyMutationKey,
  getUpdateOrderStateMutationKey,
  remindCounterparty,
  updateOrderState,
} from '@/api/generated/endpoints/orders/orders';
import { useAppealCommands } from '../appeal/use-appeal-commands';
import {
  CodeScene,
  type CreateAppealRequest,
  RemindCounterpartyFailureCode,
  UpdateOrderStateFailureCode,
  type Order,
  type OrderAction,
  type SecurityCodes,
} from '@/api/generated/models';
import { useVerifiedCall } from '@/session/security-verification';
import { toast } from '@ds';
import { failureText, hasCode, newClientKey } from '@/shared/api-failures';

interface RunOptions {
  /** The idempotency key of this attempt (one per opening of the confirm dialog). */
  clientRequestId: string;
  reason?: string;
}

export interface OrderActions {
  /** Applies the action once; resolves to the updated order, or null when it did not happen. */
  run: (action: OrderAction, options: RunOptions) => Promise<Order | null>;
  /** The action being sent, so every trigger of it stays disabled meanwhile. */
  pending: OrderAction | null;
  /** Reminds the counterparty; resolves to null when sent, or to what to say instead. */
  remind: () => Promise<string | null>;
  /** Opens an appeal, and withdraws it; each resolves to null when done, or to what to say instead. */
  openAppeal: (request: Omit<CreateAppealRequest, 'orderId'>) => Promise<string | null>;
  withdrawAppeal: () => Promise<string | null>;
  verificationElement: ReactNode;
}

/**
 * Sends each action once however often it is clicked: triggers are disabled while pending, a repeat in flight is
 * ignored, and the clientRequestId makes the server apply it once. Each RELEASE attempt with codes gets a new key.
 * Calls are silent and failures reported here, so 30001 (codes needed) never shows as an error toast first.
 */
export function useOrderActions(order: Order, detailsKey: QueryKey): OrderActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { run: runVerified, element: verificationElement } = useVerifiedCall(
    CodeScene.RELEASE,
    UpdateOrderStateFailureCode,
  );
  const inFlight = useRef(new Set<OrderAction>());
  const [pending, setPending] = useState<OrderAction | null>(null);
  const { mutateAsync } = useMutation({
    mutationKey: getUpdateOrderStateMutationKey(),
    mutationFn: (data: Parameters<typeof updateOrderState>[0]) => updateOrderState(data, { silent: true }),
  });
  const { orderId } = order;
  const { mutateAsync: sendReminder } = useMutation({
    mutationKey: getRemindCounterpartyMutationKey(),
    mutationFn: () => remindCounterparty({ orderId }, { silent: true }),
  });

  const run = useCallback(
    async (action: OrderAction, { clientRequestId, reason }: RunOptions): Promise<Order | null> => {
      if (inFlight.current.has(action)) return null;
      inFlight.current.add(action);
      setPending(action);
      const send = (verifyCodes?: SecurityCodes) =>
        mutateAsync({
          orderId,
          action,
          clientRequestId: verifyCodes ? newClientKey() : clientRequestId,
          ...(reason ? { reason } : {}),
          ...(verifyCodes ? { verifyCodes } : {}),
        });
      try {
        // Only RELEASE takes security codes, and always: the codes are asked before the coins move.
        const result = action === 'RELEASE' ? await runVerified(send, { askFirst: true }) : { value: await send() };
        if (!result) return null;
        queryClient.setQueryData(detailsKey, result.value);
        // The move adds system notices to the chat: fetch them now rather than at the next poll.
        void queryClient.invalidateQueries({ queryKey: getGetChatMessagesQueryKey({ orderId }) });
        return result.value;
      } catch (error) {
        // 30005 means the order moved meanwhile (e.g. the deadline passed): show its real state.
        if (hasCode(error, UpdateOrderStateFailureCode.STATE_NOT_ALLOWED))
          void queryClient.invalidateQueries({ queryKey: detailsKey });
        const text = failureText(error, t);
        if (text) toast.error(text);
        return null;
      } finally {
        inFlight.current.delete(action);
        setPending(null);
      }
    },
    [detailsKey, mutateAsync, orderId, queryClient, runVerified, t],
  );

  const remind = useCallback(async (): Promise<string | null> => {
    try {
      queryClient.setQueryData(detailsKey, await sendReminder());
      // The reminder is a system notice in the chat: fetch it now rather than at the next poll.
      void queryClient.invalidateQueries({ queryKey: getGetChatMessagesQueryKey({ orderId }) });
      return null;
    } catch (error) {
      // Too early, or the order moved on: its real state says when, or that there is nothing to remind.
      if (
        hasCode(error, RemindCounterpartyFailureCode.REMIND_TOO_EARLY, RemindCounterpartyFailureCode.STATE_NOT_ALLOWED)
      )
        void queryClient.invalidateQueries({ queryKey: detailsKey });
      if (hasCode(error, RemindCounterpartyFailureCode.REMIND_TOO_EARLY)) return t('orders:remind.tooEarly');
      return failureText(error, t) ?? t('orders:remind.failed');
    }
  }, [detailsKey, orderId, queryClient, sendReminder, t]);

  const { openAppeal, withdrawAppeal } = useAppealCommands(orderId, detailsKey);

  return { run, pending, remind, openAppeal, withdrawAppeal, verificationElement };
}
