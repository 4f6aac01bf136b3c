import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import type { ThemeMode } from '../../tokens/roles';
import { useThemeMode } from '../../theme/theme-mode-context';
import { DarkModeIcon, LightModeIcon } from '../../icons';
import { visuallyHidden } from '../../theme/tone-styles';

const MODES: readonly ThemeMode[] = ['light', 'dark'];

// Plain buttons drawn like MUI's small toggle buttons, not ToggleButtonGroup: this is in every page's first load.
const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  overflow: 'hidden',
  '& > button': {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    padding: theme.spacing(0.75, 1),
    margin: 0,
    border: 0,
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
  '& > button + button': { borderInlineStart: `1px solid ${theme.palette.divider}` },
  '& > button[aria-pressed="true"]': {
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
  },
  '& > button:hover': { backgroundColor: theme.palette.action.hover },
  '& > button:focus-visible': { outlineOffset: -2 },
  '& .ThemeModeSwitch-icon': { display: 'none', fontSize: '1.25rem' },
  // On phones, to keep the header on one row in every language: one round moon toggle, pressed in the dark theme,
  // its word kept as a hidden accessible name; light is that toggle's other state, so its button is not drawn.
  [theme.breakpoints.down('sm')]: {
    border: 0,
    borderRadius: '50%',
    '& > button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 32,
      height: 32,
      padding: 0,
    },
    '& > button[data-mode="light"]': { display: 'none' },
    '& > button + button': { borderInlineStart: 0 },
    '& .ThemeModeSwitch-icon': { display: 'block' },
    '& .ThemeModeSwitch-text': visuallyHidden,
  },
}));

const ICONS = { light: LightModeIcon, dark: DarkModeIcon } as const;
const other = (value: ThemeMode): ThemeMode => (value === 'light' ? 'dark' : 'light');

/** Light/dark switch; the choice is kept in the `theme` cookie by DesignSystemProvider. */
export function ThemeModeSwitch() {
  const { t } = useTranslation(DS_NAMESPACE);
  const { mode, setMode } = useThemeMode();
  return (
    <Group role="group" aria-label={t('theme.label')}>
      {MODES.map((value) => {
        const Icon = ICONS[value];
        return (
          // A pressed toggle pressed again lets go, to the other mode: that is what the single phone toggle does.
          <button
            key={value}
            type="button"
            data-mode={value}
            aria-pressed={value === mode}
            onClick={() => setMode(value === mode ? other(value) : value)}
          >
            <Icon className="ThemeModeSwitch-icon" />
            <span className="ThemeModeSwitch-text">{t(value === 'light' ? 'theme.light' : 'theme.dark')}</span>
          </button>
        );
      })}
    </Group>
  );
}
