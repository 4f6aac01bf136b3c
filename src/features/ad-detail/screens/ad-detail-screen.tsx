import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGetAdvertiseDetail } from '@/api/generated/endpoints/ads/ads';
import { GetAdvertiseDetailFailureCode } from '@/api/generated/models';
import { failureText, hasCode } from '@/shared/api-failures';
import { EmptyState, ErrorState, FailureMessage, LoadingState } from '@ds';
import { LANGUAGE_INFO } from '@/shared/i18n';
import { paths, type Side } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { AdDetailContent } from '../components/ad-detail-content';

export interface AdDetailScreenProps {
  listSide: Side;
  adNo: string;
}

/** How old the ad may be when the trade form opens before it is asked for again. */
const FRESH_MS = 5_000;

export function AdDetailScreen({ listSide, adNo }: AdDetailScreenProps) {
  const { t } = useTranslation('ad-detail');
  const lang = useCurrentLanguage();
  const locale = LANGUAGE_INFO[lang].locale;
  // Silent: the page shows its own error in place, with a retry (a failed call never blanks the page).
  const detail = useGetAdvertiseDetail({ adNo }, { request: { silent: true }, query: { enabled: adNo !== '' } });
  const ad = detail.data;

  const back = (
    <Button component={RouterLink} to={paths.list(lang, listSide)} variant="text" sx={{ alignSelf: 'flex-start' }}>
      {t('detail.back')}
    </Button>
  );

  if (!ad) {
    // 30009: the advertisement is gone (not found, offline or sold out).
    const gone = hasCode(detail.error, GetAdvertiseDetailFailureCode.AD_NOT_FOUND);
    return (
      <Stack spacing={2}>
        {back}
        {detail.isError ? (
          gone ? (
            <EmptyState title={t('detail.goneTitle')} description={t('detail.goneHint')} />
          ) : (
            <ErrorState
              message={<FailureMessage text={t('detail.error')} reason={failureText(detail.error, t)} />}
              onRetry={() => void detail.refetch()}
            />
          )
        ) : (
          <LoadingState rows={3} rowHeight={120} label={t('detail.loading')} />
        )}
      </Stack>
    );
  }
  // An answer this fresh is the re-check already (the list's Buy has just loaded the page).
  const recheck = () => {
    if (Date.now() - detail.dataUpdatedAt > FRESH_MS) void detail.refetch();
  };
  return <AdDetailContent ad={ad} locale={locale} back={back} onRecheck={recheck} />;
}
