import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/namespace';
import { ThemeModeSwitch, createAppTheme } from '../index';
import type { ThemeMode } from '../tokens/roles';
import { ComponentGallery } from './component-gallery';
import { RampSwatches, RoleSwatches } from './token-swatches';

const MODES: ThemeMode[] = ['light', 'dark'];

/** Each half has its own theme, so both modes are checked at once whatever the app's mode. */
export function StyleShowcase() {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h1">{t('showcase.title')}</Typography>
        <ThemeModeSwitch />
      </Stack>
      <RampSwatches />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {MODES.map((mode) => (
          <ThemeProvider key={mode} theme={createAppTheme(mode)}>
            <Box
              component="section"
              aria-label={mode === 'light' ? t('theme.light') : t('theme.dark')}
              data-mode={mode}
              sx={{ bgcolor: 'background.default', color: 'text.primary', borderRadius: 2, p: 2, minWidth: 0 }}
            >
              <Typography variant="h2" sx={{ mb: 2 }}>
                {mode === 'light' ? t('theme.light') : t('theme.dark')}
              </Typography>
              <RoleSwatches />
              <ComponentGallery />
            </Box>
          </ThemeProvider>
        ))}
      </Box>
    </Box>
  );
}
