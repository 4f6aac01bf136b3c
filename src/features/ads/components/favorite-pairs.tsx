import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FavoriteToggle, toast } from '@ds';
import { AssetLogo } from '@/platform/asset-logo';
import { pairSymbol, parsePairSymbol, useFavorites } from '@/platform/use-favorites';
import { paths } from '@/shared/routing/paths';

export interface FavoritePairsProps {
  asset: string;
  fiat: string;
  signedIn: boolean;
  /** The fiat codes of the P2P market: stored symbols of other markets (spot BTC_USDT) are not P2P pairs. */
  fiats: ReadonlySet<string>;
  /** A starred pair on one of these is shown disabled with the reason. */
  restrictedAssets: ReadonlySet<string>;
  onPick: (pair: { asset: string; fiat: string }) => void;
}

/** A star for the current pair and a one-click button per starred pair; signed out, the star offers sign-in. */
export function FavoritePairs({ asset, fiat, signedIn, fiats, restrictedAssets, onPick }: FavoritePairsProps) {
  const { t } = useTranslation('ads');
  const navigate = useNavigate();
  const location = useLocation();
  const favorites = useFavorites(signedIn, () => toast.error(t('favorites.saveFailed')));
  const current = pairSymbol(asset, fiat);
  const starred = favorites.symbols.includes(current);
  const pairs = favorites.symbols.flatMap((symbol) => {
    const pair = parsePairSymbol(symbol);
    return pair && (fiats.size === 0 || fiats.has(pair.fiat)) ? [{ symbol, ...pair }] : [];
  });
  const label = (pair: { asset: string; fiat: string }) => t('favorites.pair', { asset: pair.asset, fiat: pair.fiat });

  const onStar = () => {
    if (!signedIn) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    favorites.toggle(current);
  };
  const starLabel = !signedIn
    ? t('favorites.signIn')
    : t(starred ? 'favorites.remove' : 'favorites.add', { pair: label({ asset, fiat }) });

  return (
    // One line that scrolls sideways, so the list below does not move when the pairs arrive. Its end fades over a
    // padding of the same width, so a pair cut by the edge reads as "more this way".
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{
        alignItems: 'center',
        flexWrap: 'nowrap',
        // The star and the fade's padding stay whole whatever shares the line.
        minWidth: 64,
        overflowX: 'auto',
        marginInlineStart: 'auto',
        scrollbarWidth: 'none',
        paddingInlineEnd: 3,
        maskImage: 'linear-gradient(to left, transparent, black 24px)',
      }}
      aria-label={t('favorites.title')}
      role="group"
    >
      <FavoriteToggle active={starred} label={starLabel} onToggle={onStar} />
      {pairs.map((pair) => {
        const blocked = restrictedAssets.has(pair.asset);
        const selected = pair.symbol === current;
        return (
          <Button
            key={pair.symbol}
            size="small"
            variant={selected ? 'contained' : 'outlined'}
            color={selected ? 'primary' : 'neutral'}
            disabled={blocked}
            title={blocked ? t('common:restriction.assetUnavailable') : undefined}
            aria-pressed={selected}
            startIcon={<AssetLogo asset={pair.asset} size={16} />}
            onClick={() => onPick(pair)}
            sx={{ flexShrink: 0, py: 0.25, whiteSpace: 'nowrap' }}
          >
            {label(pair)}
          </Button>
        );
      })}
    </Stack>
  );
}
