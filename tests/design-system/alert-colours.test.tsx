import Alert, { type AlertColor } from '@mui/material/Alert';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createAppTheme, roles, type ThemeMode, type ToneName } from '@ds';

// Alerts and toasts take their colours from the tone roles, whose pairs tests/design-system/contrast.test.ts holds
// to 4.5:1 (design-system/theme/overrides/feedback.ts). Overrides under keys MUI does not read (`filledError`) fall
// back to MUI's own colours, whose dark filled error fails contrast.

const TONE_OF: Record<AlertColor, ToneName> = {
  success: 'positive',
  error: 'negative',
  warning: 'warning',
  info: 'info',
};

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const cases = (['light', 'dark'] as const).flatMap((mode) =>
  (['standard', 'filled'] as const).flatMap((variant) =>
    (Object.keys(TONE_OF) as AlertColor[]).map((severity) => [mode, variant, severity] as const),
  ),
);

it.each<readonly [ThemeMode, 'standard' | 'filled', AlertColor]>(cases)(
  '%s %s %s alert: text and fill from its tone role',
  (mode, variant, severity) => {
    render(
      <ThemeProvider theme={createAppTheme(mode)}>
        <Alert severity={severity} variant={variant}>
          Message
        </Alert>
      </ThemeProvider>,
    );
    const tone = roles[mode][TONE_OF[severity]];
    const [text, fill] = variant === 'filled' ? [tone.contrastText, tone.main] : [tone.onSoft, tone.soft];
    const style = getComputedStyle(screen.getByRole('alert'));
    expect({ color: style.color, backgroundColor: style.backgroundColor }).toEqual({
      color: rgb(text),
      backgroundColor: rgb(fill),
    });
  },
);
