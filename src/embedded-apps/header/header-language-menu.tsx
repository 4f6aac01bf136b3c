import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '@ds';
import { LANGUAGES, LANGUAGE_INFO, isLanguage, type Language } from '@/shared/i18n/languages';
import type { SharedChannel } from '@/platform/embedded/shared-channel';

interface HeaderLanguageMenuProps {
  language: Language;
  shared: SharedChannel;
}

// Each language under its own name, marked with its language so screen readers pronounce it right.
const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName, lang: LANGUAGE_INFO[code].locale }));

/**
 * The language switch (spec §2, §3): it publishes the chosen locale on the shared channel; the host then
 * replaces the URL prefix and hands the new language back in the props. A native select, so the header carries
 * no popup menu code on the first load (issue 7).
 */
export function HeaderLanguageMenu({ language, shared }: HeaderLanguageMenuProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelectField
      size="small"
      label={t('language.label')}
      value={language}
      options={OPTIONS}
      onChange={(next) => {
        if (isLanguage(next) && next !== language) shared.publish('locale', next);
      }}
      fullWidth={false}
      // Narrow on phones so the switch, the theme and sign-in share one row; a long name ends in an ellipsis.
      sx={{ minWidth: { xs: 96, sm: 128 }, maxWidth: { xs: 136, sm: 'none' } }}
    />
  );
}
