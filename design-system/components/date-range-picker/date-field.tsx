import { useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CalendarIcon, CloseIcon } from '../../icons';
import { OutlinedField } from '../outlined-field/outlined-field';
import { visuallyHidden } from '../../theme/tone-styles';
import { PAGE_CALENDAR } from '../../numbers/page-calendar';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
  error?: boolean | undefined;
  helperText?: ReactNode;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** '2026-03-05' in the page's language ("Mar 5, 2026", "05.03.2026"): a calendar day, no time zone. */
function formatCalendarDay(value: string, locale: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...PAGE_CALENDAR });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(year, month - 1, day));
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A native date input shows the device's language, not the page's: it stays hidden, and Intl shows the day. */
export function DateField({ label, value, onChange, min, max, disabled, error, helperText }: DateFieldProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input || disabled) return;
    try {
      input.showPicker();
    } catch {
      // No user gesture or no showPicker: the native input takes the focus, where typing a date still works.
      input.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (OPEN_KEYS.has(event.key)) {
      event.preventDefault();
      open();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && value) {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <OutlinedField
        label={label}
        value={value ? formatCalendarDay(value, i18n.language) : ''}
        disabled={disabled}
        error={error}
        helperText={helperText}
        shrinkLabel
        onKeyDown={onKeyDown}
        inputProps={{ readOnly: true, onClick: open, 'aria-haspopup': 'dialog', sx: { cursor: 'pointer' } }}
        endAdornment={
          <InputAdornment position="end">
            {value ? (
              <IconButton
                edge="end"
                size="small"
                aria-label={t('dateRange.clear', { field: label })}
                onClick={() => onChange('')}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            ) : (
              <CalendarIcon fontSize="small" color="action" aria-hidden onClick={open} sx={{ cursor: 'pointer' }} />
            )}
          </InputAdornment>
        }
      />
      {/* Under the field, so the browser opens its picker there; out of the tab order and the accessibility tree. */}
      <Box
        component="input"
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ ...visuallyHidden, left: 0, bottom: 0 }}
      />
    </Box>
  );
}
