import type { ReactNode } from 'react';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { FieldFrame, useFieldIds, type ChoiceFieldProps } from '../outlined-field/field-frame';

export interface SelectFieldProps extends ChoiceFieldProps<HTMLInputElement> {
  children: ReactNode;
  /** The empty value is a choice of its own (e.g. 'All'): it is shown, and the label stays above it. */
  showEmpty?: boolean;
  /** A long choice (a saved account with its number) takes more lines instead of ending in '…'. */
  wrap?: boolean;
}

const WRAPPED = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const WRAPPED_OPTIONS = { '& .MuiMenuItem-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/** For forms in lazy routes: the first screen uses NativeSelectField, which needs no Menu, Popover or Modal. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  helperText,
  showEmpty = false,
  wrap = false,
  id: idProp,
  name,
  onBlur,
  inputRef,
  fullWidth = true,
  ...frame
}: SelectFieldProps) {
  const { id, labelId, helperTextId } = useFieldIds(idProp, helperText);
  return (
    <FieldFrame {...frame} fullWidth={fullWidth} helperText={helperText} helperTextId={helperTextId}>
      {/* A <div>, as in TextField's select: the combobox is a <div> too, named through aria-labelledby. */}
      <InputLabel id={labelId} component="div" shrink={showEmpty || undefined}>
        {label}
      </InputLabel>
      <Select
        input={<OutlinedInput label={label} notched={showEmpty || undefined} />}
        id={id}
        labelId={labelId}
        name={name}
        value={value}
        displayEmpty={showEmpty}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        // Inline: MUI's own rule for the displayed choice (nowrap, ellipsis) outranks a class from sx.
        SelectDisplayProps={wrap ? { style: WRAPPED } : undefined}
        MenuProps={wrap ? { slotProps: { list: { sx: WRAPPED_OPTIONS } } } : undefined}
      >
        {children}
      </Select>
    </FieldFrame>
  );
}
