import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@ds';

export interface AmountControlProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Called with each accepted keystroke, so a linked field can be updated with it (issue 5: pay <-> receive). */
  onType: (value: string) => void;
  label: ReactNode;
  asset: string;
  maxDecimals: number;
  max?: string;
  helperText?: ReactNode;
  /** Values for the schema's message, e.g. the formatted limits a 'Minimum {{min}}' message names. */
  messageValues?: Record<string, string>;
  disabled?: boolean;
  /** The dialog's first field takes the focus as it opens (issue 18 point 2). */
  focusOnOpen?: boolean;
}

/**
 * A react-hook-form amount whose changes go through `onType` instead of straight into the form. The design
 * system's RhfAmountField writes only its own field; the trade dialogs must write two fields at once.
 */
export function AmountControl<T extends FieldValues>({
  control,
  name,
  onType,
  helperText,
  messageValues,
  focusOnOpen,
  ...input
}: AmountControlProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // Destructured first: the react-hooks lint reads `field.ref` as a ref being read during render.
  const { ref: inputRef, name: fieldName, value, onBlur } = field;
  const message = fieldState.error?.message;
  return (
    <AmountInput
      {...input}
      name={fieldName}
      value={typeof value === 'string' ? value : ''}
      onChange={onType}
      onBlur={onBlur}
      ref={inputRef}
      required
      // The WAI-ARIA dialog pattern moves focus to the first field of a dialog opened to fill it in: the trader
      // opened the form to type the amount (issue 18 point 2). Only in the trade dialogs, which open on request.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnOpen}
      error={!!message}
      // Schema messages are i18n keys such as 'validation:cryptoAmountLimit' (STYLE.md convention 11).
      helperText={message ? t(message, messageValues) : helperText}
    />
  );
}
