import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetMyAd } from '@/api/generated/endpoints/my-ads/my-ads';
import type { MyAd } from '@/api/generated/models';
import { ErrorState, FailureMessage, LoadingState } from '@ds';
import { DEFAULT_PAIR } from '@/shared/default-pair';
import { failureText } from '@/shared/api-failures';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useScreenTitle } from '@/shared/use-document-title';
import { useSession, type SessionState } from '@/session/session-store';
import { AdForm } from '../components/ad-form/ad-form';
import { BecomeAdvertiser } from '../components/become-advertiser';
import { readAdDraft } from '../forms/ad-draft-storage';
import { adFormFrom, emptyAdForm } from '../forms/ad-form-values';

const selectUser = (s: SessionState) => s.userInfo;

/** `/{lang}/p2p/my-ads/new` and `/{lang}/p2p/my-ads/{adNo}/edit`: posting or editing one of the trader's ads. */
export function PostAdScreen() {
  const { t } = useTranslation('my-ads');
  const lang = useCurrentLanguage();
  const { adNo } = useParams();
  const title = adNo ? t('form.editTitle', { adNo }) : t('form.title');
  useScreenTitle(title);
  const user = useSession(selectUser);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="post-ad-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="post-ad-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={paths.myAds(lang)} variant="text">
          {t('form.toMyAds')}
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        {!user ? (
          <LoadingState rows={3} rowHeight={72} label={t('loading')} />
        ) : user.traderStatus !== 'ACTIVE' ? (
          <BecomeAdvertiser />
        ) : adNo ? (
          <EditAd userId={user.userId} adNo={adNo} />
        ) : (
          <NewAd userId={user.userId} />
        )}
      </Box>
    </Paper>
  );
}

/** The payment window most ads use; the rules list the others. */
const USUAL_PAY_WINDOW = 15;

function NewAd({ userId }: { userId: string }) {
  const defaultFiat = useSession((s) => s.tradingFeature?.defaultFiatAsset) || DEFAULT_PAIR.fiat;
  const start = emptyAdForm(DEFAULT_PAIR.asset, defaultFiat, USUAL_PAY_WINDOW);
  return <AdForm userId={userId} start={start} draft={readAdDraft(userId, undefined, start)} />;
}

function EditAd({ userId, adNo }: { userId: string; adNo: string }) {
  const { t } = useTranslation(['my-ads', 'errors']);
  const ad = useGetMyAd({ adNo }, { request: { silent: true }, query: { staleTime: Infinity } });
  if (!ad.data) {
    return ad.isError ? (
      <ErrorState
        message={<FailureMessage text={t('form.adFailed')} reason={failureText(ad.error, t)} />}
        onRetry={() => void ad.refetch()}
      />
    ) : (
      <LoadingState rows={3} rowHeight={72} label={t('form.loading')} />
    );
  }
  if (ad.data.status === 'CLOSED') return <Typography>{t('refusal.closed')}</Typography>;
  return <EditForm userId={userId} ad={ad.data} />;
}

function EditForm({ userId, ad }: { userId: string; ad: MyAd }) {
  const start = adFormFrom(ad);
  return <AdForm userId={userId} start={start} draft={readAdDraft(userId, ad.adNo, start)} editing={ad} />;
}
