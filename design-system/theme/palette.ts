import type { PaletteOptions, SimplePaletteColorOptions } from '@mui/material/styles';
import { roles, type ThemeMode, type ToneRole } from '../tokens/roles';

function tone(role: ToneRole): SimplePaletteColorOptions {
  return { main: role.main, dark: role.hover, light: role.soft, contrastText: role.contrastText };
}

export function paletteFor(mode: ThemeMode): PaletteOptions {
  const r = roles[mode];
  return {
    mode,
    primary: tone(r.accent),
    secondary: tone(r.neutral),
    success: tone(r.positive),
    error: tone(r.negative),
    warning: tone(r.warning),
    info: tone(r.info),
    buy: tone(r.buy),
    sell: tone(r.sell),
    neutral: tone(r.neutral),
    text: { primary: r.text.primary, secondary: r.text.secondary, disabled: r.text.disabled },
    background: { default: r.surface, paper: r.surfaceRaised },
    divider: r.border,
    // MUI's default (54% black or white) falls below 4.5:1 on our page surface; unselected toggle buttons
    // and icon buttons use it as text colour.
    action: { active: r.text.secondary },
    roles: r,
  };
}
