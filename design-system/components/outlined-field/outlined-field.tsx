import type { ReactNode } from 'react';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { FieldFrame, useFieldIds, type FieldFrameProps } from './field-frame';

type InputPart = Pick<
  OutlinedInputProps,
  | 'value'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'name'
  | 'placeholder'
  | 'type'
  | 'autoFocus'
  | 'autoComplete'
  | 'inputRef'
  | 'startAdornment'
  | 'endAdornment'
>;

export interface OutlinedFieldProps extends InputPart, FieldFrameProps {
  /** The input's id; generated when missing, so the label and helper text always point at it. */
  id?: string;
  label?: ReactNode;
  /** Attributes of the native <input>: inputMode, role, aria-*, onPaste... (TextField's slotProps.htmlInput). */
  inputProps?: OutlinedInputProps['inputProps'];
  /**
   * A <textarea> that grows with its text up to this many lines, then scrolls: by CSS (field-sizing), where
   * browsers without it show two lines. It is the field's only text area: MUI's `multiline` (TextareaAutosize)
   * measures the page in a layout effect on mount and after every render of the form around it, so each
   * keystroke in another field forced a layout (issue 7: ~90 ms at 4x CPU when the order page mounted its chat
   * composer); in jsdom each measure is a getComputedStyle over every rule, 3.6 of the buy dialog tests' 20 s.
   */
  growToLines?: number;
  /** The label stays on the border even while the field is empty (a date field, a field with a button inside). */
  shrinkLabel?: boolean;
}

/** MUI's input line height (InputBase). */
const LINE = '1.4375em';

function growingTextarea(lines: number) {
  return {
    inputComponent: 'textarea' as const,
    sx: {
      '& textarea': {
        height: 'auto',
        resize: 'none',
        fieldSizing: 'content',
        minHeight: LINE,
        maxHeight: `calc(${lines} * ${LINE})`,
      },
    },
  };
}

/**
 * The one text field of the app (issue 19 point 3): an outlined field built from its parts, rendering the same
 * markup and classes as MUI's outlined TextField. TextField always imports Select, and with it Menu, Popover and
 * Modal (~18 KB gzip), even for plain text (issue 7 first-load budget). Selects are SelectField or
 * NativeSelectField; react-hook-form forms use it through RhfTextField.
 */
export function OutlinedField({
  id: idProp,
  label,
  helperText,
  className,
  sx,
  size,
  error,
  required,
  disabled,
  fullWidth = true,
  onPointerEnter,
  onPointerDown,
  ref,
  growToLines,
  shrinkLabel,
  inputProps,
  ...input
}: OutlinedFieldProps) {
  const { id, labelId, helperTextId } = useFieldIds(idProp, helperText);
  const hasLabel = label != null && label !== '';
  return (
    <FieldFrame
      {...{ className, sx, size, error, required, disabled, fullWidth, onPointerEnter, onPointerDown, ref }}
      helperText={helperText}
      helperTextId={helperTextId}
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={labelId} shrink={shrinkLabel}>
          {label}
        </InputLabel>
      )}
      {/* `label` only sizes the notch in the outline; the <label> above names the input. */}
      <OutlinedInput
        {...input}
        {...(growToLines ? growingTextarea(growToLines) : {})}
        inputProps={growToLines ? { rows: 2, ...inputProps } : inputProps}
        id={id}
        label={label}
        notched={shrinkLabel}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
    </FieldFrame>
  );
}
