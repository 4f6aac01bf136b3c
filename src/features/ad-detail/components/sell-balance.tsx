import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage, formatAmount } from '@ds';
import { askApp } from '@/platform/native-bridge';
import { failureText } from '@/shared/api-failures';
import { balanceUrl } from '@/shared/routing/exchange-pages';
import { isPlainClick } from '@/shared/routing/in-app-links';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { DepositAction } from './deposit-action';

export interface SellBalanceProps {
  asset: string;
  decimals: number;
  locale: string;
  /** The spot wallet's available amount of the asset; undefined while loading or after a failure. */
  balance: string | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** The balance is below the ad's smallest order: Deposit is offered beside it. */
  short?: boolean;
}

/** A real link to another of the exchange's apps; inside the native app a plain click opens its balance home. */
function BalanceHomeLink() {
  const { t } = useTranslation('ad-detail');
  const href = balanceUrl(useCurrentLanguage());
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    const asked = askApp('openBalanceHome', {});
    if (!asked) return;
    event.preventDefault();
    void asked.then((outcome) => {
      if (outcome.status !== 'done') window.location.assign(href);
    });
  };
  return (
    <Link href={href} onClick={open} variant="body2" underline="hover" sx={{ fontWeight: 500 }}>
      {t('form.wallet')}
    </Link>
  );
}

export function SellBalance({ asset, decimals, locale, balance, query, short = false }: SellBalanceProps) {
  const { t } = useTranslation('ad-detail');
  if (query.isError && balance === undefined) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          <FailureMessage text={t('form.balanceError')} reason={failureText(query.error, t)} />
        </Typography>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('form.retry')}
        </Button>
        <BalanceHomeLink />
      </Stack>
    );
  }
  // A wallet without this asset holds none of it.
  const shown = query.isPending
    ? t('form.balanceLoading')
    : `${formatAmount(balance ?? '0', { decimals, locale, rounding: 'down' })} ${asset}`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid="sell-balance">
        {t('form.balance', { amount: shown })}
      </Typography>
      <BalanceHomeLink />
      {short && <ShortBalance asset={asset} />}
    </Stack>
  );
}

function ShortBalance({ asset }: { asset: string }) {
  const { t } = useTranslation('ad-detail');
  return (
    <>
      <Typography variant="body2" color="warning.main">
        {t('form.balanceShort', { asset })}
      </Typography>
      <DepositAction asset={asset} />
    </>
  );
}
