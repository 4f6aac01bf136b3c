export { RhfAmountField } from './rhf-amount-field';
export type { RhfAmountFieldProps } from './rhf-amount-field';
export { RhfTextField } from './rhf-text-field';
export type { RhfTextFieldProps } from './rhf-text-field';
export { RhfSelectField } from './rhf-select-field';
export type { RhfSelectFieldProps } from './rhf-select-field';
export { useFieldErrorText } from './use-field-error';
export { RhfNativeSelectField } from './rhf-native-select-field';
export type { RhfNativeSelectFieldProps } from './rhf-native-select-field';
