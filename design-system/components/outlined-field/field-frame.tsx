import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';

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
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<E>;
  /** e.g. react-hook-form's field.ref, so a failed validation can focus the select. */
  inputRef?: Ref<E>;
}

export function useFieldIds(idProp: string | undefined, helperText: ReactNode) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return { id, labelId: `${id}-label`, helperTextId: helperText ? `${id}-helper-text` : undefined };
}

/** As MUI's TextField draws it: a FormControl that tells the label and input their state, and the helper text. */
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
