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
   * A <textarea> that grows up to this many lines, then scrolls, by CSS (browsers without field-sizing show two
   * lines); MUI's `multiline` measures the page after every render of the form, so each keystroke forces a layout.
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
 * The app's one text field, built from parts with the markup and classes of MUI's outlined TextField, which would
 * import Select, Menu, Popover and Modal into the first load even for plain text.
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
