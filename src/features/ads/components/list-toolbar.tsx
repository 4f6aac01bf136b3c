import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MarketPrice } from '@/platform/market-price';
import { FavoritePairs, type FavoritePairsProps } from './favorite-pairs';
import { ListFreshness, type ListFreshnessProps } from './list-freshness';

export interface ListToolbarProps extends FavoritePairsProps {
  /** Intl locale of the active language. */
  locale: string;
  /** How old the rows are, and their new ads, beside the market price. */
  freshness: ListFreshnessProps;
}

export function ListToolbar({ locale, freshness, ...favorites }: ListToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', minHeight: 40, columnGap: 1.5 }}>
      {/* On a narrow phone the market price goes to two lines (the row's height) before the age or the star give way. */}
      <Box sx={{ flexShrink: 1, minWidth: 0 }}>
        <MarketPrice asset={favorites.asset} fiat={favorites.fiat} locale={locale} />
      </Box>
      <ListFreshness {...freshness} />
      <FavoritePairs {...favorites} />
    </Stack>
  );
}
