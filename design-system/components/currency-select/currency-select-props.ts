import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';

// The props shared by the currency picker's two halves: the light stand-in (currency-select.tsx, on the first
// paint) and the searchable picker it loads on demand (currency-autocomplete.tsx). Both import them from here,
// so neither half imports the other's module for a type.

/** One selectable crypto asset or fiat currency (spec §3: cryptoList, fiatList, asset logo items). */
export interface CurrencyOption {
  code: string;
  name?: string | undefined;
  logoUrl?: string | undefined;
}

export interface CurrencySelectProps {
  options: readonly CurrencyOption[];
  /** The selected code, or null. */
  value: string | null;
  onChange: (code: string | null) => void;
  label?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  /** A selection is always required (e.g. the fiat of the trade home, default USD, spec §9). */
  required?: boolean;
  id?: string;
  /** 'small' for a dense filter bar (issue 18: the list's filters). */
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
