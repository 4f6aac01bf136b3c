import { useEffect, useRef, useState } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n/namespace';
import { CurrencyLogo } from './currency-logo';
import type { CurrencyAutocompleteProps, CurrencyOption } from './currency-select-props';

// Typing 'bit' finds Bitcoin, 'btc' finds BTC.
const filterOptions = createFilterOptions<CurrencyOption>({ stringify: (o) => `${o.code} ${o.name ?? ''}` });

/** The searchable picker itself (MUI Autocomplete and Popper), loaded after the first paint. */
export default function CurrencyAutocomplete({
  options,
  value,
  onChange,
  label,
  disabled,
  loading,
  required,
  id,
  size,
  sx,
  focusOnMount,
  openOnMount,
  initialSearch,
}: CurrencyAutocompleteProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const selected = options.find((o) => o.code === value) ?? null;
  // Opened by the user only, never by focus: tabbing through the filters must not drop a list over the rows.
  const [open, setOpen] = useState(Boolean(openOnMount));
  const [inputValue, setInputValue] = useState(initialSearch ?? selected?.code ?? '');
  // MUI resets the text to the selection when it mounts; that first reset must not wipe the carried-over search.
  const mounting = useRef(initialSearch != null);
  useEffect(() => {
    mounting.current = false;
  }, []);
  return (
    <Autocomplete<CurrencyOption, false, boolean>
      id={id}
      size={size}
      sx={sx}
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? null)}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        if (!(mounting.current && reason === 'reset')) setInputValue(text);
      }}
      disabled={disabled}
      loading={loading}
      disableClearable={required}
      autoHighlight
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
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
      // The one TextField left (eslint.config.js): Autocomplete's renderInput hands over TextField's slot props.
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          // Not a focus grab: focusOnMount is set only when the user has just focused or pressed the stand-in this
          // replaces, so the focus moves with the swap instead of falling to <body>.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnMount}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected ? (
                <InputAdornment position="start" sx={{ ml: 0.5, mr: 0.75 }}>
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
