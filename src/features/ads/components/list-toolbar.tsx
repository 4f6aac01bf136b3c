import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MarketPrice } from '@/platform/market-price';
import { FavoritePairs, type FavoritePairsProps } from './favorite-pairs';

export interface ListToolbarProps extends FavoritePairsProps {
  /** Intl locale of the active language. */
  locale: string;
}

export function ListToolbar({ locale, ...favorites }: ListToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', minHeight: 40 }}>
      <Box sx={{ flexShrink: 0 }}>
        <MarketPrice asset={favorites.asset} fiat={favorites.fiat} locale={locale} />
      </Box>
      <FavoritePairs {...favorites} />
    </Stack>
  );
}
