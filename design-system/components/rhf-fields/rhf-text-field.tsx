import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from '../outlined-field/outlined-field';
import { useFieldErrorText } from './use-field-error';

export type RhfTextFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

/** The one adapter between react-hook-form and the text field, OutlinedField (STYLE.md convention 11). */
export function RhfTextField<T extends FieldValues>({ control, name, helperText, ...props }: RhfTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled || field.disabled}
      error={!!fieldState.error}
      helperText={errorText ?? helperText}
    />
  );
}
