import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getQueryAdvListQueryKey } from '@/api/generated/endpoints/ads/ads';
import { getGetMyAdsQueryKey, useChangeAdStatus, useCloseAd } from '@/api/generated/endpoints/my-ads/my-ads';
import type { MyAd, MyAdPage } from '@/api/generated/models';
import { failureText } from '@/shared/api-failures';
import { refusalKey } from '../model/ad-refusals';

/** What a refused command says: the page's words for a refusal a trader can meet, else the server's. */
export type AdCommandFailure = { text: string; reason: string | null };

const MY_ADS = getGetMyAdsQueryKey().slice(0, 2);

/**
 * Online, offline and close. The switch moves at once (every cached page of My ads shows the new state) and moves
 * back if the server refuses; each resolves to null when done, or to what went wrong.
 */
export function useAdCommands() {
  const { t } = useTranslation(['my-ads', 'errors']);
  const queryClient = useQueryClient();
  // Silent: the card says what failed, so a toast would say it twice.
  const changeStatus = useChangeAdStatus({ request: { silent: true } });
  const close = useCloseAd({ request: { silent: true } });

  const patchCached = (adNo: string, patch: (ad: MyAd) => MyAd) => {
    const before = queryClient.getQueriesData<MyAdPage>({ queryKey: MY_ADS });
    queryClient.setQueriesData<MyAdPage>({ queryKey: MY_ADS }, (page) =>
      page ? { ...page, list: page.list.map((ad) => (ad.adNo === adNo ? patch(ad) : ad)) } : page,
    );
    return () => before.forEach(([key, data]) => queryClient.setQueryData(key, data));
  };

  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: MY_ADS });
    // The trader's ads are not in their own list, but other pages of this tab may show the same books.
    void queryClient.invalidateQueries({ queryKey: getQueryAdvListQueryKey().slice(0, 2) });
  };

  const failure = (error: unknown, failed: string): AdCommandFailure => {
    const key = refusalKey(error);
    return key ? { text: t(key), reason: null } : { text: failed, reason: failureText(error, t) };
  };

  return {
    setOnline: async (ad: MyAd, online: boolean): Promise<AdCommandFailure | null> => {
      const status = online ? 'ONLINE' : 'OFFLINE';
      const rollback = patchCached(ad.adNo, (cached) => ({ ...cached, status }));
      try {
        const changed = await changeStatus.mutateAsync({ data: { adNo: ad.adNo, status } });
        patchCached(ad.adNo, () => changed);
        return null;
      } catch (error) {
        rollback();
        return failure(error, t('online.failed'));
      } finally {
        settled();
      }
    },
    close: async (ad: MyAd): Promise<AdCommandFailure | null> => {
      try {
        await close.mutateAsync({ data: { adNo: ad.adNo } });
        return null;
      } catch (error) {
        return failure(error, t('close.failed'));
      } finally {
        settled();
      }
    },
  };
}
