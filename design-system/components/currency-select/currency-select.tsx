import type { ReactNode } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CurrencyLogo } from './currency-logo';

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
  sx?: SxProps<Theme>;
}

// Typing 'bit' finds Bitcoin, 'btc' finds BTC.
const filterOptions = createFilterOptions<CurrencyOption>({ stringify: (o) => `${o.code} ${o.name ?? ''}` });

/** Searchable currency picker shared by AssetSelect and FiatSelect. */
export function CurrencySelect({ options, value, onChange, label, disabled, loading, required, id, sx }: CurrencySelectProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const selected = options.find((o) => o.code === value) ?? null;
  return (
    <Autocomplete<CurrencyOption, false, boolean>
      id={id}
      sx={sx}
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? null)}
      disabled={disabled}
      loading={loading}
      disableClearable={required}
      autoHighlight
      filterOptions={filterOptions}
      getOptionLabel={(o) => o.code}
      isOptionEqualToValue={(o, v) => o.code === v.code}
      openText={t('select.open')}
      closeText={t('select.close')}
      clearText={t('select.clear')}
      noOptionsText={t('select.noOptions')}
      loadingText={t('select.loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <CurrencyLogo code={option.code} logoUrl={option.logoUrl} decorative />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {option.code}
          </Typography>
          {option.name && (
            <Typography component="span" variant="body2" color="text.secondary">
              {option.name}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected ? (
                <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
                  <CurrencyLogo code={selected.code} logoUrl={selected.logoUrl} size={20} decorative />
                </InputAdornment>
              ) : null,
            },
          }}
        />
      )}
    />
  );
}
