import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getQueryAdvListQueryKey } from '@/api/generated/endpoints/ads/ads';
import { getGetMyAdsQueryKey, useCreateAd, useUpdateAd } from '@/api/generated/endpoints/my-ads/my-ads';
import { CodeScene, CreateAdFailureCode, UpdateAdFailureCode, type MyAd } from '@/api/generated/models';
import { isApiError } from '@/api/http/api-error';
import { useVerifiedCall } from '@/session/security-verification';
import { failureText, hasCode, newClientKey } from '@/shared/api-failures';
import { createAdRequest, updateAdRequest, type AdFormValues } from '../forms/ad-form-values';

/** Where a refusal sends the trader back to: the step and field it is about, in the form's own words. */
export interface PublishRefusal {
  text: string;
  step?: number;
  field?: keyof AdFormValues;
}

const CODES = { ...CreateAdFailureCode, ...UpdateAdFailureCode };

/** Refusals the form explains itself (docs/product-rules.md §18.7). */
const REFUSALS: ReadonlyArray<[number, Omit<PublishRefusal, 'text'> & { key: string }]> = [
  [CODES.AD_PRICE_OUT_OF_BAND, { key: 'my-ads:form.refusal.priceBand', step: 0 }],
  [CODES.INSUFFICIENT_BALANCE, { key: 'my-ads:form.refusal.balance', step: 1, field: 'quantity' }],
  [CODES.AD_ORDER_LIMITS_INVALID, { key: 'my-ads:form.refusal.limits', step: 1, field: 'maxLimit' }],
  [CODES.AD_HAS_ORDERS_IN_PROGRESS, { key: 'my-ads:form.refusal.held', step: 1, field: 'quantity' }],
  [CODES.AD_LIMIT_REACHED, { key: 'my-ads:form.refusal.tooMany', step: 2, field: 'online' }],
  [CODES.NOT_ADVERTISER, { key: 'my-ads:refusal.notAdvertiser' }],
  [CODES.STATE_NOT_ALLOWED, { key: 'my-ads:refusal.closed' }],
  [CODES.AD_NOT_FOUND, { key: 'my-ads:refusal.notFound' }],
];

/**
 * Posts a new ad (always with the security codes) or saves an edited one. The request key is kept while the outcome
 * is unknown, so a retry after a lost answer posts one ad, and renewed after a refusal, whose fix is a new request.
 */
export function usePublishAd(editing: MyAd | undefined) {
  const { t } = useTranslation(['my-ads', 'errors']);
  const queryClient = useQueryClient();
  const verified = useVerifiedCall(CodeScene.POST_AD, CreateAdFailureCode);
  // Silent: the form says what went wrong next to its button.
  const create = useCreateAd({ request: { silent: true } });
  const update = useUpdateAd({ request: { silent: true } });
  const key = useRef(newClientKey());
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const send = (values: AdFormValues) =>
    editing
      ? update.mutateAsync({ data: updateAdRequest(editing.adNo, values, key.current) }).then((ad) => ({ value: ad }))
      : verified.run(
          (verifyCodes) => create.mutateAsync({ data: { ...createAdRequest(values, key.current), verifyCodes } }),
          { askFirst: true },
        );

  /** The ad as saved, null when the trader closed the verification, or the refusal to show. */
  const publish = async (values: AdFormValues): Promise<MyAd | null | PublishRefusal> => {
    if (running.current) return null;
    running.current = true;
    setPending(true);
    try {
      const result = await send(values);
      if (!result) return null;
      void queryClient.invalidateQueries({ queryKey: getGetMyAdsQueryKey().slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: getQueryAdvListQueryKey().slice(0, 2) });
      return result.value;
    } catch (error) {
      if (isApiError(error) && error.code !== undefined) key.current = newClientKey();
      const known = REFUSALS.find(([code]) => hasCode(error, code))?.[1];
      if (known) return { text: t(known.key), step: known.step, field: known.field };
      return { text: failureText(error, t) ?? t('my-ads:form.failed') };
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { publish, pending, verificationElement: verified.element };
}
