import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { paths } from '@/shared/routing/paths';
import type { Language } from '@/shared/i18n/languages';
import { isCurrentPath, siteLink } from '../runtime/site-link';
import { COMPACT_ICON, COMPACT_TEXT } from './header-compact';
import { MyAdsIcon, OrdersIcon } from './header-icons';

interface HeaderNavProps {
  language: Language;
  route: string;
  navigate: (path: string) => void;
}

/**
 * The current page is announced (aria-current) and seen (a bar along the bottom edge; the weight stays, so the row
 * does not shift). On phones Orders and My ads are icons, which lets the row hold Buy and Sell in every language.
 */
export function HeaderNav({ language, route, navigate }: HeaderNavProps) {
  const { t } = useTranslation('common');
  const items = [
    { path: paths.list(language, 'buy'), label: t('nav.buy'), icon: null },
    { path: paths.list(language, 'sell'), label: t('nav.sell'), icon: null },
    { path: paths.order(language), label: t('nav.orders'), icon: <OrdersIcon className={COMPACT_ICON} aria-hidden /> },
    { path: paths.myAds(language), label: t('nav.myAds'), icon: <MyAdsIcon className={COMPACT_ICON} aria-hidden /> },
  ];
  return (
    <Box component="nav" aria-label={t('nav.p2p')} sx={{ display: 'flex', alignSelf: 'stretch', minWidth: 0 }}>
      {items.map(({ path, label, icon }) => (
        <ButtonBase
          key={path}
          component="a"
          {...siteLink(navigate, path)}
          aria-current={isCurrentPath(route, path) ? 'page' : undefined}
          sx={{
            position: 'relative',
            flexShrink: 0,
            px: { xs: icon ? 0.25 : 0.375, sm: 1.25 },
            // Phones: the two icons take 28 px each (above the 24 px a target needs), so German and Russian fit.
            minWidth: { xs: icon ? 28 : 32, sm: 32 },
            typography: 'button',
            // Phones: the row's width is counted to the pixel in the longest languages (de, es, ru).
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            letterSpacing: { xs: 0 },
            whiteSpace: 'nowrap',
            color: 'text.secondary',
            '&:hover': { color: 'text.primary' },
            '&.Mui-focusVisible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
            '& .Header-icon': { fontSize: 20 },
            '&[aria-current="page"]': {
              color: 'text.primary',
              '&::after': {
                content: '""',
                position: 'absolute',
                insetInline: 4,
                bottom: 0,
                height: 2,
                borderRadius: 1,
                bgcolor: 'primary.main',
              },
            },
          }}
        >
          {icon}
          <span className={icon ? COMPACT_TEXT : undefined}>{label}</span>
        </ButtonBase>
      ))}
    </Box>
  );
}
