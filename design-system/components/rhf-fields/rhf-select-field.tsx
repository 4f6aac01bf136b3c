import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../select-field/select-field';
import { useFieldErrorText } from './use-field-error';

export type RhfSelectFieldProps<T extends FieldValues> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

/** The one adapter between react-hook-form and a select with a menu, SelectField (STYLE.md convention 11). */
export function RhfSelectField<T extends FieldValues>({ control, name, helperText, ...props }: RhfSelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message);
  return (
    <SelectField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled || field.disabled}
      error={!!fieldState.error}
      helperText={errorText ?? helperText}
    />
  );
}
