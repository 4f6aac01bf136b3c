import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, type Language } from '@/shared/i18n/languages';
import type { SharedChannel } from '@/platform/embedded/shared-channel';

interface HeaderLanguageMenuProps {
  language: Language;
  shared: SharedChannel;
}

/**
 * The language switch (spec §2, §3): it publishes the chosen locale on the shared channel; the host then
 * replaces the URL prefix and hands the new language back in the props.
 */
export function HeaderLanguageMenu({ language, shared }: HeaderLanguageMenuProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = event.target.value;
        if (isLanguage(next) && next !== language) shared.publish('locale', next);
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
