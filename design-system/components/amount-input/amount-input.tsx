import { useState, type ClipboardEvent, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { assetDecimals } from '../../numbers/asset-decimals';
import { formatAmountInput } from '../../numbers/format-amount-input';
import { formatAmount } from '../../numbers/format-amount';
import { toMoney } from '../../numbers/money';
import { parseAmount, type AmountProblem } from '../../numbers/parse-amount';
import { OutlinedField } from '../outlined-field/outlined-field';

export interface AmountInputProps {
  /** The amount as a canonical decimal string ('' when empty); never a number, so no precision is lost. */
  value: string;
  onChange: (value: string) => void;
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

/** Drops text around a pasted amount ('$', ' USD', a final full stop) and line breaks, as typing would. */
function pastedAmount(text: string): string {
  return text.replace(/[\r\n]+/g, '').replace(/^[^\d.,]+|[^\d]+$/gu, '');
}

interface Shown {
  text: string;
  value: string;
  /** Why the text is unreadable; a character no amount has never reaches the field. */
  problem: Exclude<AmountProblem, 'characters'> | null;
}

/** Text that cannot be read without guessing stays as typed, with the reason under it, and the form gets ''. */
export function AmountInput({
  value,
  onChange,
  asset,
  maxDecimals,
  max,
  label,
  helperText,
  error,
  ref,
  sx,
  onBlur,
  ...field
}: AmountInputProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const locale = i18n.language;
  const decimals = maxDecimals ?? assetDecimals(asset);
  const [shown, setShown] = useState<Shown>(() => ({ text: formatAmountInput(value, locale), value, problem: null }));
  if (value !== shown.value) {
    // Written from outside (Max, the linked field, the URL, a reset): show it as the page writes amounts.
    setShown({ text: formatAmountInput(value, locale), value, problem: null });
  }

  const handleText = (text: string) => {
    const parsed = parseAmount(text, locale, { maxDecimals: decimals });
    // A keystroke that can never belong to an amount (a letter, a sign) is refused: the field does not change.
    if (!parsed.ok && parsed.problem === 'characters') return;
    const next = parsed.ok ? parsed.value : '';
    setShown({ text, value: next, problem: parsed.ok ? null : (parsed.problem as Shown['problem']) });
    if (next !== value) onChange(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const start = input.selectionStart ?? shown.text.length;
    const end = input.selectionEnd ?? shown.text.length;
    event.preventDefault();
    handleText(shown.text.slice(0, start) + pastedAmount(event.clipboardData.getData('text')) + shown.text.slice(end));
  };

  const handleBlur: FocusEventHandler<HTMLInputElement> = (event) => {
    // Leaving the field shows how the amount was read, in the page's own format ('1000,5' becomes '1.000,5').
    if (!shown.problem && shown.value) setShown({ ...shown, text: formatAmountInput(shown.value, locale) });
    onBlur?.(event);
  };

  const example = formatAmount(decimals > 0 ? '1234.56' : '1234', { decimals: Math.min(decimals, 2), locale });
  const problemText =
    shown.problem === 'decimals'
      ? decimals === 0
        ? t('amount.problem.wholeNumber')
        : t('amount.problem.decimals', { count: decimals })
      : shown.problem && t(`amount.problem.${shown.problem}`, { example });

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
      // The field's own reading comes first: a form's message about an amount it never got would mislead.
      error={!!shown.problem || error}
      helperText={problemText || helperText}
      value={shown.text}
      inputRef={ref}
      onChange={(event) => handleText(event.target.value)}
      sx={sx}
      endAdornment={adornment}
      inputProps={{
        inputMode: 'decimal',
        autoComplete: 'off',
        spellCheck: false,
        onPaste: handlePaste,
        onBlur: handleBlur,
      }}
    />
  );
}
