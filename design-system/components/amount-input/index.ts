export { AmountInput } from './amount-input';
export type { AmountInputProps } from './amount-input';
