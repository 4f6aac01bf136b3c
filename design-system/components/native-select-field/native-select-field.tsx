import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page, e.g. each language's own name in a language switch. */
  lang?: string;
}

export interface NativeSelectFieldProps extends Pick<
  FormControlProps,
  'className' | 'sx' | 'size' | 'error' | 'required' | 'disabled' | 'fullWidth'
> {
  /** Names the select: its accessible name, shown above the value. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  /** Shown under the field and announced with it (aria-describedby); the error message when `error` is set. */
  helperText?: ReactNode;
  /** The select's id; generated when missing, so the label and helper text always point at it. */
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The <select> element, e.g. react-hook-form's field.ref so a failed validation can focus it. */
  inputRef?: Ref<HTMLSelectElement>;
}

/**
 * A select in the outlined field look, backed by the browser's own <select>: no Menu, Popover or Modal to load
 * (issue 7 first-load budget), and on phones the system picker, which is easier to use than a popup menu.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  options,
  helperText,
  id: idProp,
  name,
  onBlur,
  inputRef,
  className,
  sx,
  size,
  error = false,
  required = false,
  disabled = false,
  // As MuiTextField's theme default (theme/overrides/inputs.ts), so it lines up with the text fields around it.
  fullWidth = true,
}: NativeSelectFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={className}
      sx={sx}
      size={size}
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      variant="outlined"
    >
      {/* A native select always shows its chosen option, even the empty one: the label stays up, out of its way. */}
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        // On the <select> itself: the input's own onBlur is typed for <input> and <textarea>.
        inputProps={{ onBlur }}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
