export { PaymentMethodsDialog } from './payment-methods-dialog';
