import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetChatMessagesQueryKey } from '@/api/generated/endpoints/chat/chat';
import {
  cancelAppeal,
  createAppeal,
  getCancelAppealMutationKey,
  getCreateAppealMutationKey,
  getGetAppealQueryKey,
  getGetOrderListQueryKey,
} from '@/api/generated/endpoints/orders/orders';
import {
  CancelAppealFailureCode,
  CreateAppealFailureCode,
  type CreateAppealRequest,
  type Order,
} from '@/api/generated/models';
import { failureText, hasCode } from '@/shared/api-failures';

/** Opening and withdrawing an appeal; each resolves to null when done, or to what to say instead. */
export function useAppealCommands(orderId: string, detailsKey: QueryKey) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: open } = useMutation({
    mutationKey: getCreateAppealMutationKey(),
    mutationFn: (data: CreateAppealRequest) => createAppeal(data, { silent: true }),
  });
  const { mutateAsync: withdraw } = useMutation({
    mutationKey: getCancelAppealMutationKey(),
    mutationFn: () => cancelAppeal({ orderId }, { silent: true }),
  });

  const settle = useCallback(
    (order: Order) => {
      queryClient.setQueryData(detailsKey, order);
      // The move adds notices to the chat and changes the order's line in My orders.
      void queryClient.invalidateQueries({ queryKey: getGetChatMessagesQueryKey({ orderId }) });
      void queryClient.invalidateQueries({ queryKey: getGetAppealQueryKey({ orderId }) });
      void queryClient.invalidateQueries({ queryKey: getGetOrderListQueryKey() });
    },
    [detailsKey, orderId, queryClient],
  );

  const openAppeal = useCallback(
    async (request: Omit<CreateAppealRequest, 'orderId'>): Promise<string | null> => {
      try {
        settle(await open({ ...request, orderId }));
        return null;
      } catch (error) {
        // Too early, or the order moved on meanwhile: its real state says when, or that there is nothing to appeal.
        if (hasCode(error, CreateAppealFailureCode.APPEAL_NOT_OPEN, CreateAppealFailureCode.STATE_NOT_ALLOWED))
          void queryClient.invalidateQueries({ queryKey: detailsKey });
        if (hasCode(error, CreateAppealFailureCode.APPEAL_NOT_OPEN)) return t('orders:appeal.tooEarly');
        return failureText(error, t) ?? t('orders:appeal.failed');
      }
    },
    [detailsKey, open, orderId, queryClient, settle, t],
  );

  const withdrawAppeal = useCallback(async (): Promise<string | null> => {
    try {
      settle(await withdraw());
      return null;
    } catch (error) {
      if (hasCode(error, CancelAppealFailureCode.STATE_NOT_ALLOWED, CancelAppealFailureCode.APPEAL_NOT_FOUND))
        void queryClient.invalidateQueries({ queryKey: detailsKey });
      return failureText(error, t) ?? t('orders:appeal.withdrawFailed');
    }
  }, [detailsKey, queryClient, settle, t, withdraw]);

  return { openAppeal, withdrawAppeal };
}
