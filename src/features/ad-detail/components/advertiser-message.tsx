import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** Another user's untrusted plain text: rendered as text, never HTML, with its line breaks kept. */
export function AdvertiserMessage({ remark }: { remark: string }) {
  const { t } = useTranslation('ad-detail');
  const empty = remark.trim() === '';
  return (
    <section aria-labelledby="advertiser-message">
      <Typography id="advertiser-message" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('detail.message')}
      </Typography>
      <Typography
        variant="body2"
        color={empty ? 'text.secondary' : 'text.primary'}
        data-testid="advertiser-remark"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {empty ? t('detail.noMessage') : remark}
      </Typography>
    </section>
  );
}
