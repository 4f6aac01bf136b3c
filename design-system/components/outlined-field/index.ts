export { OutlinedField } from './outlined-field';
export type { OutlinedFieldProps } from './outlined-field';
