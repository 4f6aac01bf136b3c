import { ambers, blues, greens, greys, reds } from './ramps';

/** Components read these, never the ramps; every text pairing meets WCAG AA (tests/design-system/contrast.test.ts). */
export type ThemeMode = 'light' | 'dark';

/** A colour used both as a fill (with `contrastText` on it) and as text on the surfaces; `soft` is a tinted fill
 * for chips and banners with `onSoft` text. */
export interface ToneRole {
  main: string;
  hover: string;
  contrastText: string;
  soft: string;
  onSoft: string;
}

export interface SemanticRoles {
  surface: string;
  /** Cards, dialogs, menus and inputs on top of the page. */
  surfaceRaised: string;
  text: { primary: string; secondary: string; disabled: string };
  /** Hairlines and dividers (decorative). */
  border: string;
  /** Boundaries of inputs: 3:1 against the surfaces (WCAG 1.4.11). */
  borderStrong: string;
  /** Focus ring: 3:1 against the surfaces (WCAG 2.4.11/1.4.11). */
  focus: string;
  /** Non-trading primary actions and links (MUI's `primary`). */
  accent: ToneRole;
  /** Buy side of the market: green, as crypto exchanges show it. */
  buy: ToneRole;
  sell: ToneRole;
  positive: ToneRole;
  negative: ToneRole;
  warning: ToneRole;
  info: ToneRole;
  neutral: ToneRole;
}

const light: SemanticRoles = {
  surface: greys[50],
  surfaceRaised: greys[0],
  text: { primary: greys[900], secondary: greys[600], disabled: greys[500] },
  border: greys[200],
  borderStrong: greys[500],
  focus: blues[500],
  accent: { main: blues[600], hover: blues[700], contrastText: greys[0], soft: blues[50], onSoft: blues[700] },
  buy: { main: greens[700], hover: greens[800], contrastText: greys[0], soft: greens[50], onSoft: greens[800] },
  sell: { main: reds[600], hover: reds[700], contrastText: greys[0], soft: reds[50], onSoft: reds[700] },
  positive: { main: greens[700], hover: greens[800], contrastText: greys[0], soft: greens[50], onSoft: greens[800] },
  negative: { main: reds[600], hover: reds[700], contrastText: greys[0], soft: reds[50], onSoft: reds[700] },
  warning: { main: ambers[700], hover: ambers[800], contrastText: greys[0], soft: ambers[50], onSoft: ambers[800] },
  info: { main: blues[600], hover: blues[700], contrastText: greys[0], soft: blues[50], onSoft: blues[700] },
  neutral: { main: greys[600], hover: greys[700], contrastText: greys[0], soft: greys[100], onSoft: greys[700] },
};

const dark: SemanticRoles = {
  surface: greys[950],
  surfaceRaised: greys[900],
  text: { primary: greys[100], secondary: greys[400], disabled: greys[500] },
  border: greys[800],
  borderStrong: greys[500],
  focus: blues[300],
  accent: { main: blues[300], hover: blues[200], contrastText: greys[950], soft: blues[950], onSoft: blues[200] },
  // Bright fills in dark mode carry dark text: white on these greens and reds would fall below 4.5:1.
  buy: { main: greens[400], hover: greens[300], contrastText: greys[950], soft: greens[950], onSoft: greens[300] },
  sell: { main: reds[400], hover: reds[300], contrastText: greys[950], soft: reds[950], onSoft: reds[300] },
  positive: { main: greens[400], hover: greens[300], contrastText: greys[950], soft: greens[950], onSoft: greens[300] },
  negative: { main: reds[400], hover: reds[300], contrastText: greys[950], soft: reds[950], onSoft: reds[300] },
  warning: { main: ambers[400], hover: ambers[300], contrastText: greys[950], soft: ambers[950], onSoft: ambers[300] },
  info: { main: blues[300], hover: blues[200], contrastText: greys[950], soft: blues[950], onSoft: blues[200] },
  neutral: { main: greys[400], hover: greys[300], contrastText: greys[950], soft: greys[800], onSoft: greys[300] },
};

export const roles: Record<ThemeMode, SemanticRoles> = { light, dark };

export const TONE_NAMES = ['accent', 'buy', 'sell', 'positive', 'negative', 'warning', 'info', 'neutral'] as const;
export type ToneName = (typeof TONE_NAMES)[number];
