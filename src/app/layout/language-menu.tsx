import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, switchLanguagePath } from '@/shared/i18n';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';

/** Switches language by replacing the URL prefix (spec §2); the layout then loads and persists it. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const lang = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={lang}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next)) void navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`);
      }}
      fullWidth={false}
      sx={{ minWidth: { xs: 96, sm: 128 } }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={LANGUAGE_INFO[code].locale}>
          {LANGUAGE_INFO[code].nativeName}
        </MenuItem>
      ))}
    </TextField>
  );
}
