import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { paths } from '@/shared/routing/paths';
import type { Language } from '@/shared/i18n/languages';
import { siteLink } from '../runtime/site-link';
import { COMPACT_ICON, COMPACT_TEXT } from './header-compact';
import { BrandMarkIcon } from './header-icons';

interface HeaderBrandProps {
  language: Language;
  navigate: (path: string) => void;
}

/** The way home: the site's name, or on phones its mark (the name stays the link's accessible name). */
export function HeaderBrand({ language, navigate }: HeaderBrandProps) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      {...siteLink(navigate, paths.home(language))}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        minWidth: 28,
        minHeight: 32,
        justifyContent: 'center',
        mr: { xs: 0.5, sm: 1 },
        color: 'text.primary',
        textDecoration: 'none',
        typography: 'h6',
        whiteSpace: 'nowrap',
        borderRadius: 1,
        '& .Header-icon': { color: 'primary.main', fontSize: 26 },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <BrandMarkIcon className={COMPACT_ICON} aria-hidden />
      <span className={COMPACT_TEXT}>{t('app.name')}</span>
    </Box>
  );
}
