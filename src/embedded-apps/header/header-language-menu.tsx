import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import { lazyComponent, useLazyComponent } from '@ds';
import type { Language } from '@/shared/i18n/languages';
import type { SharedChannel } from '@/platform/embedded/shared-channel';
import { GlobeIcon } from './header-icons';
import type { LanguageMenuProps } from './language-menu';

interface HeaderLanguageMenuProps {
  language: Language;
  shared: SharedChannel;
}

/** Its own chunk, fetched when the trader reaches for the globe: the header is on every first screen, few open it. */
const languageMenu = lazyComponent<LanguageMenuProps>(() =>
  import('./language-menu').then((module) => module.LanguageMenu),
);

/** A choice is published on the shared channel; the host then replaces the URL prefix and hands the language back. */
export function HeaderLanguageMenu({ language, shared }: HeaderLanguageMenuProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const menu = useLazyComponent(
    languageMenu,
    {
      anchor,
      labelledBy: id,
      language,
      onClose: close,
      onChoose: (next) => {
        close();
        if (next !== language) shared.publish('locale', next);
      },
    },
    anchor !== null,
  );
  const prepare = () => void languageMenu.load().catch(() => undefined);
  const label = t('language.label');
  return (
    <>
      <IconButton
        id={id}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          const button = event.currentTarget;
          // Opened once its code is here, so the menu takes the focus at once; a failed fetch leaves it closed
          // and the next press tries again.
          languageMenu.load().then(
            () => setAnchor(button),
            (error: unknown) => console.error('language menu did not load', error),
          );
        }}
        sx={{
          width: { xs: 32, sm: 36 },
          height: { xs: 32, sm: 36 },
          color: 'text.secondary',
          '&:hover': { color: 'text.primary' },
        }}
      >
        <GlobeIcon fontSize="small" />
      </IconButton>
      {menu.element}
    </>
  );
}
