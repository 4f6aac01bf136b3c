import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { DateField } from './date-field';

/** Dates as YYYY-MM-DD; a missing end is open. */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** True unless both dates are set and the start is after the end (ISO dates compare as strings). */
export function isDateRangeValid({ from, to }: DateRange): boolean {
  return !from || !to || from <= to;
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** Each date limits the other, and a start after the end is named under the end. */
export function DateRangePicker({ value, onChange, fromLabel, toLabel, min, max, disabled }: DateRangePickerProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const valid = isDateRangeValid(value);
  const set = (key: keyof DateRange) => (text: string) => onChange({ ...value, [key]: text || undefined });
  return (
    <Stack role="group" aria-label={t('dateRange.label')} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <DateField
        label={fromLabel ?? t('dateRange.from')}
        value={value.from ?? ''}
        onChange={set('from')}
        disabled={disabled}
        min={min}
        max={value.to ?? max}
      />
      <DateField
        label={toLabel ?? t('dateRange.to')}
        value={value.to ?? ''}
        onChange={set('to')}
        disabled={disabled}
        error={!valid}
        helperText={valid ? undefined : t('dateRange.invalid')}
        min={value.from ?? min}
        max={max}
      />
    </Stack>
  );
}
