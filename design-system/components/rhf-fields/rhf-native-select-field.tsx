import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NativeSelectField, type NativeSelectFieldProps } from '../native-select-field/native-select-field';
import { useRhfField } from './use-rhf-field';

export type RhfNativeSelectFieldProps<T extends FieldValues> = Omit<
  NativeSelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

export function RhfNativeSelectField<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: RhfNativeSelectFieldProps<T>) {
  const { ref, value, ...bound } = useRhfField(control, name, { disabled: props.disabled, helperText });
  return <NativeSelectField {...props} {...bound} value={typeof value === 'string' ? value : ''} inputRef={ref} />;
}
