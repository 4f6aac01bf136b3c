import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CancelOutlineIcon, CheckCircleIcon } from '../../icons';
import { visuallyHidden } from '../../theme/tone-styles';

export interface VerifiedBadgesProps {
  kyc: boolean;
  email: boolean;
  phone: boolean;
}

/** State by icon, colour and a whole sentence for screen readers, so colour is never the only signal. */
export function VerifiedBadges({ kyc, email, phone }: VerifiedBadgesProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const badges = [
    { id: 'kyc', verified: kyc, short: t('verified.kyc'), full: kyc ? t('verified.kycYes') : t('verified.kycNo') },
    {
      id: 'email',
      verified: email,
      short: t('verified.email'),
      full: email ? t('verified.emailYes') : t('verified.emailNo'),
    },
    {
      id: 'phone',
      verified: phone,
      short: t('verified.phone'),
      full: phone ? t('verified.phoneYes') : t('verified.phoneNo'),
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('verified.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge.id}
          data-verified={badge.verified}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            typography: 'body2',
            color: badge.verified ? 'text.primary' : 'text.secondary',
          }}
        >
          {badge.verified ? (
            <CheckCircleIcon aria-hidden fontSize="inherit" sx={{ color: 'success.main' }} />
          ) : (
            <CancelOutlineIcon aria-hidden fontSize="inherit" sx={{ color: 'text.secondary' }} />
          )}
          <span aria-hidden>{badge.short}</span>
          <Box component="span" sx={visuallyHidden}>
            {badge.full}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
