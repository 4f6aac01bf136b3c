import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { pickAvatarColors } from '../user-avatar/avatar-initials';

export interface PaymentMethodChipProps {
  /** The payment method's display name, e.g. 'Bank Transfer' (spec §3). */
  name: string;
  size?: 'small' | 'medium';
}

/** A payment method with a colour bar, so the same method looks the same in every list. */
export function PaymentMethodChip({ name, size = 'small' }: PaymentMethodChipProps) {
  return (
    <Chip
      size={size}
      variant="outlined"
      label={name}
      sx={{ borderLeftWidth: 3, borderLeftColor: pickAvatarColors(name).foreground }}
    />
  );
}

export interface PaymentMethodChipsProps {
  methods: readonly string[];
  /** How many to show before '+N'. */
  max?: number;
  size?: 'small' | 'medium';
}

/** The payment methods of an ad (spec §3), as a list; the rest are summed up as '+N'. */
export function PaymentMethodChips({ methods, max = 3, size = 'small' }: PaymentMethodChipsProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const shown = methods.slice(0, max);
  const hidden = methods.slice(max);
  return (
    <Box component="ul" aria-label={t('paymentMethod.list')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {shown.map((name) => (
        // A long name shrinks with the list and ends in an ellipsis instead of widening the layout around it.
        <Box component="li" key={name} sx={{ minWidth: 0, maxWidth: '100%' }}>
          <PaymentMethodChip name={name} size={size} />
        </Box>
      ))}
      {hidden.length > 0 && (
        <li>
          <Chip size={size} variant="outlined" label={t('paymentMethod.more', { count: hidden.length })} title={hidden.join(', ')} />
        </li>
      )}
    </Box>
  );
}
