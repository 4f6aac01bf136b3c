import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';

/** The props of the outlined field's frame that every field takes (OutlinedField, SelectField, NativeSelectField). */
export type FieldFrameProps = Pick<
  FormControlProps,
  'className' | 'sx' | 'size' | 'error' | 'required' | 'disabled' | 'fullWidth' | 'onPointerEnter' | 'onPointerDown'
> & {
  /** Shown under the field and announced with it (aria-describedby); the error message when `error` is set. */
  helperText?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** What a select takes besides its choices (SelectField, NativeSelectField); `E` is the element that gets focus. */
export interface ChoiceFieldProps<E extends HTMLElement> extends Omit<FieldFrameProps, 'ref'> {
  /** Names the select: its accessible name, shown above the value. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The select's id; generated when missing, so the label and helper text always point at it. */
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<E>;
  /** e.g. react-hook-form's field.ref, so a failed validation can focus the select. */
  inputRef?: Ref<E>;
}

/** The ids that tie a field's label and helper text to its control: the given id, else a generated one. */
export function useFieldIds(idProp: string | undefined, helperText: ReactNode) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return { id, labelId: `${id}-label`, helperTextId: helperText ? `${id}-helper-text` : undefined };
}

/**
 * The frame of an outlined field, as MUI's TextField draws it: the FormControl that tells the label and the
 * input their state (focused, filled, error, required, disabled), the control, and the helper text under it.
 */
export function FieldFrame({
  helperText,
  helperTextId,
  children,
  error = false,
  required = false,
  disabled = false,
  // The theme gives MuiTextField fullWidth (theme/overrides/inputs.ts); every field keeps that look.
  fullWidth = true,
  ...frame
}: FieldFrameProps & { helperTextId: string | undefined; children: ReactNode }) {
  return (
    <FormControl
      {...frame}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      variant="outlined"
    >
      {children}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
