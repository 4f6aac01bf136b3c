import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { AmountInput, type AmountInputProps } from '../amount-input/amount-input';
import { useRhfField } from './use-rhf-field';

export type RhfAmountFieldProps<T extends FieldValues> = Omit<
  AmountInputProps,
  'value' | 'onChange' | 'onBlur' | 'ref' | 'name' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

/** The one adapter between react-hook-form and AmountInput (STYLE.md convention 11). The field value is a string. */
export function RhfAmountField<T extends FieldValues>({ control, name, helperText, ...props }: RhfAmountFieldProps<T>) {
  const { value, ...bound } = useRhfField(control, name, { disabled: props.disabled, helperText });
  return <AmountInput {...props} {...bound} value={typeof value === 'string' ? value : ''} />;
}
