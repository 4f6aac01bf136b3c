import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '../select-field/select-field';
import { useRhfField } from './use-rhf-field';

export type RhfSelectFieldProps<T extends FieldValues> = Omit<
  SelectFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  helperText?: ReactNode;
};

export function RhfSelectField<T extends FieldValues>({ control, name, helperText, ...props }: RhfSelectFieldProps<T>) {
  const { ref, value, ...bound } = useRhfField(control, name, { disabled: props.disabled, helperText });
  return <SelectField {...props} {...bound} value={typeof value === 'string' ? value : ''} inputRef={ref} />;
}
