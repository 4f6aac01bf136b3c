import { createTheme, type Shadows, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../tokens/roles';
import { roles } from '../tokens/roles';
import { breakpoints, radii, spacingUnit, zIndex } from '../tokens/layout';
import { shadows } from '../tokens/shadows';
import { fontFamily, numericFeatures, typeScale, type TypeStyle } from '../tokens/typography';
import { paletteFor } from './palette';
import { componentOverrides } from './overrides';

function textStyle(style: TypeStyle) {
  const s = typeScale[style];
  return { fontSize: `${s.size / 16}rem`, lineHeight: `${s.lineHeight}px`, fontWeight: s.weight };
}

/** MUI wants 25 elevations; ours has three levels, so each elevation maps onto the nearest level. */
function elevations(mode: ThemeMode): Shadows {
  const level = shadows[mode];
  return Array.from({ length: 25 }, (_, i) =>
    i === 0 ? 'none' : i <= 2 ? level.sm : i <= 8 ? level.md : level.lg,
  ) as Shadows;
}

const themes = new Map<ThemeMode, Theme>();

/** The app's theme for one colour mode. Built once per mode and cached: switching modes must not rebuild styles. */
export function createAppTheme(mode: ThemeMode): Theme {
  const cached = themes.get(mode);
  if (cached) return cached;
  const theme = createTheme({
    palette: paletteFor(mode),
    spacing: spacingUnit,
    shape: { borderRadius: radii.md },
    breakpoints: { values: breakpoints },
    zIndex,
    shadows: elevations(mode),
    typography: {
      fontFamily,
      h1: textStyle('h1'),
      h2: textStyle('h2'),
      h3: textStyle('h3'),
      h4: textStyle('h4'),
      h5: textStyle('h5'),
      h6: textStyle('h6'),
      body1: textStyle('body1'),
      body2: textStyle('body2'),
      caption: textStyle('caption'),
      // Sentence case: uppercase buttons read badly in several of the site's languages.
      button: { ...textStyle('button'), textTransform: 'none' },
      amount: { ...textStyle('amount'), fontVariantNumeric: numericFeatures },
    },
    components: componentOverrides(roles[mode], mode),
  });
  themes.set(mode, theme);
  return theme;
}
