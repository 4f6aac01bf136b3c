export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
