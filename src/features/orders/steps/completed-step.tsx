import Decimal from 'decimal.js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CopyButton, D } from '@ds';
import { paths } from '@/shared/routing/paths';
import { useCurrentLanguage } from '@/shared/routing/use-current-language';
import { useAmountFormat } from '../hooks/use-amount-format';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** The buyer got the crypto minus the fee; the seller's crypto left escrow and the fiat is in their account. */
export function CompletedStep({ order }: StepProps) {
  const { t } = useTranslation('orders');
  const lang = useCurrentLanguage();
  const format = useAmountFormat();
  const buyer = order.role === 'BUYER';
  const net = Decimal.max(D(order.cryptoAmount).minus(D(order.fee)), 0).toString();
  const text = buyer
    ? t('step.completedBuyer', { amount: format(net, order.asset), asset: order.asset })
    : t('step.completedSeller', { amount: format(order.cryptoAmount, order.asset), asset: order.asset });
  const figure = buyer
    ? { value: format(net, order.asset), code: order.asset }
    : { value: format(order.fiatAmount, order.fiat), code: order.fiat };
  const summary = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CheckCircleIcon aria-hidden sx={{ fontSize: 48, color: 'success.main', flexShrink: 0 }} />
      <div>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('completed.received')}
        </Typography>
        <Typography
          component="p"
          variant="h2"
          sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          data-testid="order-amount"
        >
          {figure.value}
          <Box component="span" sx={{ typography: 'h5', ml: 1, color: 'text.secondary' }}>
            {figure.code}
          </Box>
        </Typography>
        {/* The label may wrap on a phone; the number keeps its copy button beside it. */}
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('details.orderId')}{' '}
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
            {order.orderId}
            <CopyButton text={order.orderId} label={t('details.copyOrderId')} />
          </Box>
        </Typography>
      </div>
    </Box>
  );
  const side = order.side === 'B' ? 'buy' : 'sell';
  return (
    <StepFrame title={t('step.completedTitle')} texts={[text]} tone="success" summary={summary}>
      <Button component={RouterLink} to={paths.adDetail(lang, side, order.adNo)} variant="contained" color={side}>
        {t('completed.tradeAgain')}
      </Button>
      <Button component={RouterLink} to={paths.p2p(lang)} variant="outlined">
        {t('backToP2p')}
      </Button>
    </StepFrame>
  );
}
