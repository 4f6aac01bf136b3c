import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { OutlinedField } from '../outlined-field/outlined-field';

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
  fromLabel?: ReactNode;
  toLabel?: ReactNode;
  /** Earliest and latest selectable dates, YYYY-MM-DD. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** Two native date inputs (spec §2: my orders' date range filter); phones get their own date picker for free. */
export function DateRangePicker({ value, onChange, fromLabel, toLabel, min, max, disabled }: DateRangePickerProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const valid = isDateRangeValid(value);
  const set = (key: keyof DateRange) => (text: string) => onChange({ ...value, [key]: text || undefined });
  return (
    <Stack role="group" aria-label={t('dateRange.label')} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <OutlinedField
        type="date"
        label={fromLabel ?? t('dateRange.from')}
        value={value.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
        disabled={disabled}
        shrinkLabel
        inputProps={{ min, max: value.to ?? max }}
      />
      <OutlinedField
        type="date"
        label={toLabel ?? t('dateRange.to')}
        value={value.to ?? ''}
        onChange={(event) => set('to')(event.target.value)}
        disabled={disabled}
        error={!valid}
        helperText={valid ? undefined : t('dateRange.invalid')}
        shrinkLabel
        inputProps={{ min: value.from ?? min, max }}
      />
    </Stack>
  );
}
