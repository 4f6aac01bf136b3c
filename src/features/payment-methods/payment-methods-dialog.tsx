import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayMethod, UserPayment } from '@/api/generated/models';
import { AppDialog } from '@ds';
import { AddPaymentForm } from './add-payment-form';
import { PaymentMethodList } from './payment-method-list';

export interface PaymentMethodsDialogProps {
  /** The ad's methods: new methods are one of these, and only these can be used for this sell. */
  accepted: readonly PayMethod[];
  /** Selects a method in the sell dialog ('Use', and 'Save and use' straight after saving). */
  onUse: (payment: UserPayment) => void;
  onClose: () => void;
}

export function PaymentMethodsDialog({ accepted, onUse, onClose }: PaymentMethodsDialogProps) {
  const { t } = useTranslation('payment-methods');
  const [adding, setAdding] = useState(false);
  // The add form stays mounted while open, so a failed save keeps what was typed.
  return (
    <AppDialog
      open
      onClose={onClose}
      title={adding ? t('form.title') : t('manage.title')}
      maxWidth="sm"
      fullScreenOnPhone
    >
      {adding ? (
        <AddPaymentForm
          accepted={accepted}
          onBack={() => setAdding(false)}
          onSaved={(payment, use) => (use ? onUse(payment) : setAdding(false))}
        />
      ) : (
        <PaymentMethodList accepted={accepted} onUse={onUse} onAdd={() => setAdding(true)} />
      )}
    </AppDialog>
  );
}
