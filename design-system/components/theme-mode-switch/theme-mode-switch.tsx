import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { parseThemeMode } from '../../theme/theme-cookie';
import { useThemeMode } from '../../theme/theme-mode-context';

/** Light/dark switch; the choice is kept in the `theme` cookie (spec §3) by DesignSystemProvider. */
export function ThemeModeSwitch() {
  const { t } = useTranslation(DS_NAMESPACE);
  const { mode, setMode } = useThemeMode();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode}
      aria-label={t('theme.label')}
      onChange={(_event, next: unknown) => {
        const parsed = parseThemeMode(next);
        if (parsed) setMode(parsed);
      }}
    >
      <ToggleButton value="light">{t('theme.light')}</ToggleButton>
      <ToggleButton value="dark">{t('theme.dark')}</ToggleButton>
    </ToggleButtonGroup>
  );
}
