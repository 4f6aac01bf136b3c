import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserPayment } from '@/api/generated/models';
import { PaymentMethodChip } from '@ds';
import { usePayMethodName } from '@/shared/i18n';
import { safeFileUrl } from '@/shared/safe-url';

export interface PaymentMethodItemProps {
  payment: UserPayment;
  accepted: boolean;
  onUse: () => void;
  onRemove: () => void;
}

export function PaymentMethodItem({ payment, accepted, onUse, onRemove }: PaymentMethodItemProps) {
  const { t } = useTranslation('payment-methods');
  const name = usePayMethodName()({ code: payment.methodCode, name: payment.methodName });
  const label = { name, account: payment.accountNo };
  // Only an http(s) image: a javascript: or data: URL from the server is not rendered.
  const imageUrl = safeFileUrl(payment.imageUrl);
  return (
    <Paper component="li" variant="outlined" aria-label={t('manage.itemLabel', label)} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {imageUrl && (
          <Box
            component="img"
            src={imageUrl}
            alt={t('manage.imageAlt', { name })}
            sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PaymentMethodChip name={name} />
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {payment.accountNo}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('manage.receiver', { name: payment.receiverName })}
          </Typography>
          {!accepted && (
            <Typography variant="caption" color="text.secondary">
              {t('manage.notAccepted')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {accepted && (
            <Button size="small" variant="contained" onClick={onUse} aria-label={t('manage.useLabel', label)}>
              {t('manage.use')}
            </Button>
          )}
          <Button size="small" color="error" onClick={onRemove} aria-label={t('manage.removeLabel', label)}>
            {t('manage.remove')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
