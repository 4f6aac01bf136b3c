import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AmountInput, type AmountInputProps } from '../amount-input/amount-input';
import { useFieldErrorText } from './use-field-error';

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
  const { field, fieldState } = useController({ control, name });
  const { ref: inputRef, value, onChange, onBlur, disabled } = field;
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <AmountInput
      {...props}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      ref={inputRef}
      disabled={props.disabled || disabled}
      error={!!fieldState.error}
      helperText={errorText ?? helperText}
    />
  );
}
