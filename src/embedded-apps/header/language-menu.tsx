import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, LANGUAGE_INFO, type Language } from '@/shared/i18n/languages';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  /** The globe button's id: it names the menu. */
  labelledBy: string;
  language: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/**
 * Each language under its own name and `lang`, so a screen reader says it right. Radios because it is a single
 * choice; the menu opens on the current one and gives the focus back to the globe when it closes.
 */
export function LanguageMenu({ anchor, labelledBy, language, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': labelledBy, dense: true },
        paper: { sx: { maxHeight: 'min(70vh, 560px)' } },
      }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === language}
          selected={code === language}
          lang={LANGUAGE_INFO[code].locale}
          onClick={() => onChoose(code)}
        >
          {LANGUAGE_INFO[code].nativeName}
        </MenuItem>
      ))}
    </Menu>
  );
}
