import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../i18n/namespace';
import { contrastRatio } from '../tokens/contrast';
import { radii, space } from '../tokens/layout';
import { ramps } from '../tokens/ramps';
import { TONE_NAMES } from '../tokens/roles';
import { shadows } from '../tokens/shadows';
import { typeScale, type TypeStyle } from '../tokens/typography';
import { ShowcaseSection, Swatch } from './showcase-section';

const row = { display: 'flex', flexWrap: 'wrap', gap: 1.5 } as const;

/** Every raw ramp; they are the same in both modes. */
export function RampSwatches() {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <ShowcaseSection title={t('showcase.ramps')} level={2}>
      <Stack spacing={2}>
        {Object.entries(ramps).map(([name, ramp]) => (
          <Box key={name} sx={row}>
            {Object.entries(ramp).map(([step, hex]) => (
              <Swatch key={step} name={`${name}.${step}`} color={hex} />
            ))}
          </Box>
        ))}
      </Stack>
    </ShowcaseSection>
  );
}

/** The semantic roles and the other tokens, for the mode of the surrounding theme. */
export function RoleSwatches() {
  const { t } = useTranslation(DS_NAMESPACE);
  const theme = useTheme();
  const r = theme.palette.roles;
  const ratio = (a: string, b: string) => t('showcase.contrast', { ratio: contrastRatio(a, b).toFixed(2) });
  return (
    <>
      <ShowcaseSection title={t('showcase.roles')}>
        <Box sx={row}>
          <Swatch
            name="surface"
            color={r.surface}
            textColor={r.text.primary}
            caption={ratio(r.text.primary, r.surface)}
          />
          <Swatch
            name="surfaceRaised"
            color={r.surfaceRaised}
            textColor={r.text.secondary}
            caption={ratio(r.text.secondary, r.surfaceRaised)}
          />
          <Swatch
            name="text.disabled"
            color={r.surfaceRaised}
            textColor={r.text.disabled}
            caption={ratio(r.text.disabled, r.surfaceRaised)}
            inactive
          />
          <Swatch name="border" color={r.border} />
          <Swatch name="borderStrong" color={r.borderStrong} />
          <Swatch name="focus" color={r.focus} />
          {TONE_NAMES.map((tone) => (
            <Swatch
              key={tone}
              name={tone}
              color={r[tone].main}
              textColor={r[tone].contrastText}
              caption={ratio(r[tone].contrastText, r[tone].main)}
            />
          ))}
          {TONE_NAMES.map((tone) => (
            <Swatch
              key={`${tone}-soft`}
              name={`${tone}.soft`}
              color={r[tone].soft}
              textColor={r[tone].onSoft}
              caption={ratio(r[tone].onSoft, r[tone].soft)}
            />
          ))}
        </Box>
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.typography')}>
        {(Object.keys(typeScale) as TypeStyle[]).map((style) => (
          <Typography key={style} variant={style} component="div">
            {style} · {typeScale[style].size}/{typeScale[style].lineHeight} · 1,234,567.89 BTC
          </Typography>
        ))}
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.spacing')}>
        <Box sx={{ ...row, alignItems: 'flex-end' }}>
          {Object.entries(space).map(([name, px]) => (
            <Box key={name} title={`${name} ${px}px`} sx={{ width: px, height: px, bgcolor: 'primary.main' }} />
          ))}
        </Box>
        <Box sx={{ ...row, mt: 2 }}>
          {Object.entries(radii).map(([name, px]) => (
            <Box
              key={name}
              sx={{
                width: 64,
                height: 40,
                borderRadius: `${px}px`,
                border: 2,
                borderColor: 'text.secondary',
                display: 'grid',
                placeItems: 'center',
                typography: 'caption',
              }}
            >
              {name}
            </Box>
          ))}
        </Box>
      </ShowcaseSection>
      <ShowcaseSection title={t('showcase.shadows')}>
        <Box sx={row}>
          {Object.entries(shadows[theme.palette.mode]).map(([name, shadow]) => (
            <Box
              key={name}
              sx={{
                width: 96,
                height: 56,
                borderRadius: 1,
                bgcolor: 'background.paper',
                boxShadow: shadow,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {name}
            </Box>
          ))}
        </Box>
      </ShowcaseSection>
    </>
  );
}
