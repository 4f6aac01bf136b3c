import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import type { ThemeMode } from '../../tokens/roles';
import { useThemeMode } from '../../theme/theme-mode-context';

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
}));

/** Light/dark switch; the choice is kept in the `theme` cookie (spec §3) by DesignSystemProvider. */
export function ThemeModeSwitch() {
  const { t } = useTranslation(DS_NAMESPACE);
  const { mode, setMode } = useThemeMode();
  return (
    <Group role="group" aria-label={t('theme.label')}>
      {MODES.map((value) => (
        <button key={value} type="button" aria-pressed={value === mode} onClick={() => setMode(value)}>
          {t(value === 'light' ? 'theme.light' : 'theme.dark')}
        </button>
      ))}
    </Group>
  );
}
