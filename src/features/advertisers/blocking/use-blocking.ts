import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getQueryAdvListQueryKey } from '@/api/generated/endpoints/ads/ads';
import {
  getGetAdvertiserAdsQueryKey,
  getGetAdvertiserProfileQueryKey,
  getGetBlockedUsersQueryKey,
  useBlockUser,
  useUnblockUser,
} from '@/api/generated/endpoints/advertisers/advertisers';
import { BlockUserFailureCode } from '@/api/generated/models';
import { failureText, hasCode } from '@/shared/api-failures';

export interface BlockTarget {
  userId: string;
  nickname: string;
}

/** What a failed block or unblock says: its own words for the refusals a trader can meet, else the server's. */
export type BlockFailure = { text: string; reason: string | null };

/**
 * Block and unblock, each refreshing what a block changes: the user's profile and ads, the blocked list, and the
 * trader's ad lists (their ads leave or come back). Each resolves to null when done, or to what went wrong.
 */
export function useBlocking() {
  const { t } = useTranslation('advertisers');
  const queryClient = useQueryClient();
  // Silent: the dialog or the row says what failed, so a toast would say it twice.
  const block = useBlockUser({ request: { silent: true } });
  const unblock = useUnblockUser({ request: { silent: true } });

  const refresh = (userId: string) => {
    void queryClient.invalidateQueries({ queryKey: getGetAdvertiserProfileQueryKey({ userId }) });
    void queryClient.invalidateQueries({ queryKey: getGetAdvertiserAdsQueryKey({ userId }) });
    void queryClient.invalidateQueries({ queryKey: getGetBlockedUsersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getQueryAdvListQueryKey().slice(0, 2) });
  };

  const run = async (
    call: () => Promise<unknown>,
    target: BlockTarget,
    failed: string,
  ): Promise<BlockFailure | null> => {
    try {
      await call();
      refresh(target.userId);
      return null;
    } catch (error) {
      if (hasCode(error, BlockUserFailureCode.BLOCK_NOT_ALLOWED))
        return { text: t('block.notAllowed', { name: target.nickname }), reason: null };
      if (hasCode(error, BlockUserFailureCode.BLOCK_LIST_FULL)) return { text: t('block.listFull'), reason: null };
      return { text: failed, reason: failureText(error, t) };
    }
  };

  return {
    block: (target: BlockTarget) =>
      run(() => block.mutateAsync({ data: { userId: target.userId } }), target, t('block.failed')),
    unblock: (target: BlockTarget) =>
      run(() => unblock.mutateAsync({ data: { userId: target.userId } }), target, t('block.unblockFailed')),
  };
}
