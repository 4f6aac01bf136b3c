import type { ClipboardEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { assetDecimals } from '../../numbers/asset-decimals';
import { formatAmountInput } from '../../numbers/format-amount-input';
import { toMoney } from '../../numbers/money';
import { parseDecimalInput } from '../../numbers/parse-decimal-input';
import { OutlinedField } from '../outlined-field/outlined-field';

export interface AmountInputProps {
  /** The amount as a canonical decimal string ('' when empty); never a number (STYLE.md convention 12). */
  value: string;
  onChange: (value: string) => void;
  /** Asset or fiat code shown after the amount; also sets the default number of decimals. */
  asset?: string;
  /** Digits allowed after the decimal point; defaults to the asset's decimals. */
  maxDecimals?: number;
  /** When given, a Max button fills this amount (e.g. the available balance). */
  max?: string;
  label?: ReactNode;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  autoFocus?: boolean;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The <input> element, e.g. react-hook-form's field.ref so a failed validation can focus it. */
  ref?: Ref<HTMLInputElement>;
  /** 'small' for a dense filter bar (issue 18: the list's filters). */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** Keeps whole decimals only, rounding down so Max never exceeds what is available. */
function clampToDecimals(amount: string, decimals: number): string {
  const value = toMoney(amount);
  if (!value) return '';
  const fixed = value.toFixed(decimals, Decimal.ROUND_DOWN);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** A text field that only ever holds a valid, non-negative decimal amount with at most `maxDecimals` decimals. */
export function AmountInput({
  value,
  onChange,
  asset,
  maxDecimals,
  max,
  label,
  helperText,
  ref,
  sx,
  onBlur,
  ...field
}: AmountInputProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const decimals = maxDecimals ?? assetDecimals(asset);

  const handleText = (text: string) => {
    const next = parseDecimalInput(text, { maxDecimals: decimals });
    // A rejected keystroke leaves the controlled value as it was, so the input does not change.
    if (next !== null && next !== value) onChange(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    event.preventDefault();
    // Pasted amounts carry separators and spaces; extra decimals are cut rather than refusing the paste.
    const next = parseDecimalInput(value.slice(0, start) + pasted + value.slice(end), {
      maxDecimals: decimals,
      truncate: true,
    });
    if (next !== null && next !== value) onChange(next);
  };

  const showMax = max !== undefined && toMoney(max) !== null;
  const adornment =
    showMax || asset ? (
      <InputAdornment position="end" sx={{ gap: 1 }}>
        {showMax && (
          <Button
            size="small"
            variant="text"
            disabled={field.disabled}
            onClick={() => onChange(clampToDecimals(max, decimals))}
            sx={{ minWidth: 0, px: 1 }}
          >
            {t('amount.max')}
          </Button>
        )}
        {asset && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {asset}
          </Typography>
        )}
      </InputAdornment>
    ) : undefined;

  return (
    <OutlinedField
      {...field}
      label={label}
      helperText={helperText}
      // Shown with the decimal sign of the user's language; the form keeps the canonical string.
      value={formatAmountInput(value, i18n.language)}
      inputRef={ref}
      onChange={(event) => handleText(event.target.value)}
      sx={sx}
      endAdornment={adornment}
      inputProps={{ inputMode: 'decimal', autoComplete: 'off', spellCheck: false, onPaste: handlePaste, onBlur }}
    />
  );
}
