import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OutlinedField } from '@ds';
import { ORDER_ID_PATTERN } from '../hooks/use-order-filters';

export interface OrderIdSearchProps {
  value: string;
  onSearch: (orderId: string) => void;
}

/** Applied on Search or Enter; a malformed ID says why and keeps what was typed. */
export function OrderIdSearch({ value, onSearch }: OrderIdSearchProps) {
  const { t } = useTranslation(['my-orders', 'common']);
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  if (shown !== value) {
    // The URL changed elsewhere (reset, back button): show its ID (React's "adjust state on prop change").
    setShown(value);
    setDraft(value);
    setInvalid(false);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = draft.trim();
    if (id !== '' && !ORDER_ID_PATTERN.test(id)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSearch(id);
  };

  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ alignItems: 'flex-start' }}
    >
      <OutlinedField
        label={t('filters.orderId')}
        placeholder={t('filters.orderIdPlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={invalid}
        helperText={invalid ? t('filters.orderIdInvalid') : undefined}
        fullWidth
        inputProps={{ inputMode: 'search', autoComplete: 'off', spellCheck: false }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 56, flexShrink: 0 }}>
        {t('common:action.search')}
      </Button>
    </Stack>
  );
}
