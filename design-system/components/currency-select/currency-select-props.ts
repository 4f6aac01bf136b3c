import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

// Shared by the stand-in (currency-select.tsx) and the picker it loads (currency-autocomplete.tsx), so neither
// imports the other's module for a type.

export interface CurrencyOption {
  code: string;
  name?: string | undefined;
  logoUrl?: string | undefined;
}

export interface CurrencySelectProps {
  options: readonly CurrencyOption[];
  value: string | null;
  onChange: (code: string | null) => void;
  label?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  /** A selection is always required: the picker offers no way to clear it. */
  required?: boolean;
  id?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export interface CurrencyAutocompleteProps extends CurrencySelectProps {
  /** The user focused the stand-in field while this code was loading: take the focus over. */
  focusOnMount?: boolean;
  /** The user pressed the stand-in field, typed or pressed an arrow key in it: also open the list. */
  openOnMount?: boolean;
  /** Search text typed into the stand-in field before this code arrived. */
  initialSearch?: string | null;
}
