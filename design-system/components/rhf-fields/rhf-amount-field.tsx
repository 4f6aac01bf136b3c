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
  /** Takes each value instead of the form: a form whose amounts are linked writes both of them itself. */
  onType?: (value: string) => void;
  /** Values for the schema's message, e.g. the formatted limit that 'Minimum {{min}}' names. */
  messageValues?: Readonly<Record<string, string>>;
};

/** The field value is a canonical decimal string. */
export function RhfAmountField<T extends FieldValues>({
  control,
  name,
  helperText,
  onType,
  messageValues,
  ...props
}: RhfAmountFieldProps<T>) {
  const { value, onChange, ...bound } = useRhfField(control, name, {
    disabled: props.disabled,
    helperText,
    messageValues,
  });
  return (
    <AmountInput {...props} {...bound} onChange={onType ?? onChange} value={typeof value === 'string' ? value : ''} />
  );
}
