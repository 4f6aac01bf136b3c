import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { useGetAdvertiserProfile } from '@/api/generated/endpoints/advertisers/advertisers';
import { AdvertiserFailureCode } from '@/api/generated/models';
import { ErrorState, FailureMessage, LoadingState } from '@ds';
import { failureText, hasCode } from '@/shared/api-failures';
import { fatalNotFound } from '@/shared/routing/fatal-error';
import { useScreenTitle } from '@/shared/use-document-title';
import { AdvertiserAds } from '../components/advertiser-ads';
import { FeedbackSection } from '../components/feedback-section';
import { ProfileHeader } from '../components/profile-header';
import { TradingRecord } from '../components/trading-record';

export interface AdvertiserScreenProps {
  userId: string;
}

export function AdvertiserScreen({ userId }: AdvertiserScreenProps) {
  const { t } = useTranslation('advertisers');
  const { pathname, search } = useLocation();
  // Silent: the page shows its own error in place, with a retry (a failed call never blanks the page).
  const profile = useGetAdvertiserProfile({ userId }, { request: { silent: true } });
  const data = profile.data;
  useScreenTitle(data ? t('pageTitle', { name: data.nickname }) : t('loading'));

  // A well-formed id the backend does not know is the same not-found as a malformed one.
  if (hasCode(profile.error, AdvertiserFailureCode.USER_NOT_FOUND)) fatalNotFound(`${pathname}${search}`);
  if (!data) {
    return profile.isError ? (
      <ErrorState
        message={<FailureMessage text={t('loadFailed')} reason={failureText(profile.error, t)} />}
        onRetry={() => void profile.refetch()}
      />
    ) : (
      <LoadingState rows={3} rowHeight={120} label={t('loading')} />
    );
  }
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <ProfileHeader profile={data} />
      <TradingRecord profile={data} />
      <AdvertiserAds userId={userId} self={data.self} blocked={data.blocked} />
      <FeedbackSection userId={userId} summary={data.feedback} />
    </Stack>
  );
}
