import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error';

export interface RhfFieldBinding {
  name: string;
  /** The form's value; each adapter says what an empty one shows. */
  value: unknown;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  /** So a failed validation can focus the field. */
  ref: RefCallBack;
  disabled: boolean;
  error: boolean;
  /** The error message translated (its key comes from the form's schema), else the given hint. */
  helperText: ReactNode;
}

export function useRhfField<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
  {
    disabled,
    helperText,
    messageValues,
  }: { disabled?: boolean; helperText?: ReactNode; messageValues?: Readonly<Record<string, string>> },
): RhfFieldBinding {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText()(fieldState.error?.message, messageValues);
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: !!disabled || !!field.disabled,
    error: !!fieldState.error,
    helperText: errorText ?? helperText,
  };
}
