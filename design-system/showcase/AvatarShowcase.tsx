import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/namespace';
import { avatarColorIndex, avatarInitials } from '../components/user-avatar/avatar-initials';
import { UserAvatar } from '../index';
import { avatarPairs } from '../tokens/avatar-pairs';
import { ShowcaseSection } from './showcase-section';
import { pairLetters, sampleNames } from './sample-data';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 2 } as const;

/** The internal avatar page: every colour pair, then many kinds of names. */
export function AvatarShowcase() {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('showcase.avatars')}
      </Typography>
      <ShowcaseSection title={t('showcase.avatarPairs')} level={2}>
        <Box sx={grid} data-testid="avatar-pairs">
          {pairLetters.map((letter) => (
            <Stack key={letter} spacing={0.5} sx={{ alignItems: 'center' }} data-pair={avatarColorIndex(letter)}>
              <UserAvatar name={letter} size={48} />
              <Typography variant="caption" color="text.secondary">
                #{avatarColorIndex(letter)} {avatarPairs[avatarColorIndex(letter)]?.background}
              </Typography>
            </Stack>
          ))}
        </Box>
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.sampleNames')} level={2}>
        <Box sx={grid} data-testid="avatar-names">
          {sampleNames.map((name) => (
            <Stack key={name || 'empty'} spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <UserAvatar name={name} size={48} />
              <Typography variant="body2">{name || '∅'}</Typography>
              <Typography variant="caption" color="text.secondary">
                {avatarInitials(name) || '∅'} · #{avatarColorIndex(name)}
              </Typography>
            </Stack>
          ))}
        </Box>
      </ShowcaseSection>
    </Box>
  );
}
