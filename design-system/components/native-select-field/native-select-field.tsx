import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FieldFrame, useFieldIds, type ChoiceFieldProps } from '../outlined-field/field-frame';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page, e.g. each language's own name in a language switch. */
  lang?: string;
  /** Shown but not chosen (an asset the account may not trade, named with the reason in its label). */
  disabled?: boolean;
}

export interface NativeSelectFieldProps extends ChoiceFieldProps<HTMLSelectElement> {
  options: readonly NativeSelectOption[];
}

/** The browser's own <select>: no Menu, Popover or Modal to load, and the easier system picker on phones. */
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
  fullWidth = true,
  ...frame
}: NativeSelectFieldProps) {
  const { id, labelId, helperTextId } = useFieldIds(idProp, helperText);
  return (
    <FieldFrame {...frame} fullWidth={fullWidth} helperText={helperText} helperTextId={helperTextId}>
      {/* A native select always shows its chosen option, even the empty one: the label stays up, out of its way. */}
      <InputLabel htmlFor={id} id={labelId} shrink>
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
          <option key={option.value} value={option.value} lang={option.lang} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}
