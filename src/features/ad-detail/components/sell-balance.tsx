import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@ds';
import { DepositAction } from './deposit-action';

export interface SellBalanceProps {
  asset: string;
  decimals: number;
  locale: string;
  /** The spot wallet's available amount of the asset; undefined while loading or after a failure. */
  balance: string | undefined;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The balance is below the ad's smallest order: Deposit is offered beside it. */
  short?: boolean;
}

/** Spec §2 sell dialog: the available balance. A failed read says so with a retry; the form stays usable. */
export function SellBalance({ asset, decimals, locale, balance, query, short = false }: SellBalanceProps) {
  const { t } = useTranslation('trade');
  if (query.isError && balance === undefined) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          {t('form.balanceError')}
        </Typography>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('form.retry')}
        </Button>
      </Stack>
    );
  }
  // A wallet without this asset holds none of it.
  const shown = query.isPending ? t('form.balanceLoading') : `${formatAmount(balance ?? '0', { decimals, locale, rounding: 'down' })} ${asset}`;
  const line = (
    <Typography variant="body2" color="text.secondary" data-testid="sell-balance">
      {t('form.balance', { amount: shown })}
    </Typography>
  );
  if (!short) return line;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {line}
      <Typography variant="body2" color="warning.main">
        {t('form.balanceShort', { asset })}
      </Typography>
      <DepositAction asset={asset} />
    </Stack>
  );
}
