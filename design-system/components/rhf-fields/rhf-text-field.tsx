import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from '../outlined-field/outlined-field';
import { useRhfField } from './use-rhf-field';

export type RhfTextFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

export function RhfTextField<T extends FieldValues>({ control, name, helperText, ...props }: RhfTextFieldProps<T>) {
  const { ref, value, ...bound } = useRhfField(control, name, { disabled: props.disabled, helperText });
  return <OutlinedField {...props} {...bound} value={value ?? ''} inputRef={ref} />;
}
