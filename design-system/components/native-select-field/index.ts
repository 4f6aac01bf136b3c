export { NativeSelectField } from './native-select-field';
export type { NativeSelectFieldProps, NativeSelectOption } from './native-select-field';
