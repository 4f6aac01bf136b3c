import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import type { ThemeMode } from '../../tokens/roles';
import { useThemeMode } from '../../theme/theme-mode-context';
import { DarkModeIcon, LightModeIcon } from '../../icons';
import { visuallyHidden } from '../../theme/tone-styles';

const MODES: readonly ThemeMode[] = ['light', 'dark'];

// Two pressed/unpressed buttons in one styled group, drawn like MUI's small toggle buttons. It sits in the
// header of every page, so it is plain buttons rather than ToggleButtonGroup (issue 7: first-load budget).
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
  '& > button[aria-pressed="true"]': { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected },
  '& > button:hover': { backgroundColor: theme.palette.action.hover },
  '& > button:focus-visible': { outlineOffset: -2 },
  '& .ThemeModeSwitch-icon': { display: 'none', fontSize: '1.25rem' },
  // On phones the header must fit two rows: a sun and a moon instead of the words, which stay as the buttons'
  // accessible names (visually hidden, still read out and matched by the same names).
  [theme.breakpoints.down('sm')]: {
    '& > button': { display: 'inline-flex', padding: theme.spacing(0.625, 0.75) },
    '& .ThemeModeSwitch-icon': { display: 'block' },
    '& .ThemeModeSwitch-text': visuallyHidden,
  },
}));

const ICONS = { light: LightModeIcon, dark: DarkModeIcon } as const;

/** Light/dark switch; the choice is kept in the `theme` cookie (spec §3) by DesignSystemProvider. */
export function ThemeModeSwitch() {
  const { t } = useTranslation(DS_NAMESPACE);
  const { mode, setMode } = useThemeMode();
  return (
    <Group role="group" aria-label={t('theme.label')}>
      {MODES.map((value) => {
        const Icon = ICONS[value];
        return (
          <button key={value} type="button" aria-pressed={value === mode} onClick={() => setMode(value)}>
            <Icon className="ThemeModeSwitch-icon" />
            <span className="ThemeModeSwitch-text">{t(value === 'light' ? 'theme.light' : 'theme.dark')}</span>
          </button>
        );
      })}
    </Group>
  );
}
