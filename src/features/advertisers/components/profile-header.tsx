import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdvertiserProfile } from '@/api/generated/models';
import { OnlineDot, UserAvatar, VerifiedBadges } from '@ds';
import { formatDate } from '@/shared/i18n';
import { BlockUserAction } from '../blocking/block-user-action';

export function ProfileHeader({ profile }: { profile: AdvertiserProfile }) {
  const { t } = useTranslation('advertisers');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="advertiser-name" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <UserAvatar name={profile.nickname} size={64} />
        <Box sx={{ minWidth: 0 }}>
          {/* Another user's text: rendered as text, and a long one wraps instead of widening a phone's page. */}
          <Typography id="advertiser-name" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {profile.nickname}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
            <OnlineDot online={profile.online} showLabel />
            <Typography variant="body2" color="text.secondary" component="span">
              {t('profile.joined', { date: formatDate(profile.registeredAt) })}
            </Typography>
            {profile.self && <Chip size="small" label={t('profile.self')} />}
          </Stack>
        </Box>
      </Stack>
      <Box sx={{ mt: 2 }}>
        <VerifiedBadges kyc={profile.kycVerified} email={profile.emailVerified} phone={profile.phoneVerified} />
      </Box>
      <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
        <BlockUserAction userId={profile.userId} nickname={profile.nickname} />
      </Box>
    </Paper>
  );
}
