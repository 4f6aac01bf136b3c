export { PaymentMethodChip, PaymentMethodChips } from './payment-method-chip';
export type { PaymentMethodChipProps, PaymentMethodChipsProps } from './payment-method-chip';
