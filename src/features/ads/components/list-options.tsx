import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppDialog, FilterToggle, NativeSelectField, TuneIcon } from '@ds';
import type { Side } from '@/shared/routing/paths';
import type { ListFilters } from '../hooks/use-list-filters';
import { SORT_TEXT, sortChoices, type SortChoice } from '../list-sort';

export interface ListOptionsProps {
  side: Side;
  /** The order in force, '' for the best price. */
  sort: SortChoice;
  online: boolean;
  verified: boolean;
  mine: boolean;
  /** "My payment methods" needs the trader's saved methods: offered only when signed in. */
  signedIn: boolean;
  onChange: (patch: Partial<ListFilters>) => void;
}

/**
 * One button in the filter bar, so the list keeps its rows on the first screen: it opens the order (wide screens
 * also sort from the table's headings) and the show-only toggles, which apply at once; its badge counts what is on.
 */
export const ListOptions = memo(function ListOptions({
  side,
  sort,
  online,
  verified,
  mine,
  signedIn,
  onChange,
}: ListOptionsProps) {
  const { t } = useTranslation(['ads', 'common']);
  const [open, setOpen] = useState(false);
  const options = useMemo(
    () => sortChoices(side).map((choice) => ({ value: choice.value, label: t(SORT_TEXT[choice.sort]) })),
    [side, t],
  );
  const active = [sort !== '', online, verified, mine].filter(Boolean).length;
  const label = active ? t('list.optionsActive', { count: active }) : t('list.optionsTitle');
  return (
    <>
      <IconButton onClick={() => setOpen(true)} aria-label={label} title={label} aria-haspopup="dialog">
        <Badge badgeContent={active} color="primary">
          <TuneIcon />
        </Badge>
      </IconButton>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('list.optionsTitle')}
        actions={
          <>
            <Button
              color="inherit"
              disabled={active === 0}
              onClick={() => onChange({ sort: '', online: false, verified: false, mine: false })}
            >
              {t('common:action.reset')}
            </Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              {t('list.optionsDone')}
            </Button>
          </>
        }
      >
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <NativeSelectField
            label={t('list.sortByLabel')}
            value={sort}
            options={options}
            onChange={(value) => onChange({ sort: value as SortChoice })}
          />
          <Stack spacing={1} role="group" aria-labelledby="ad-list-show-only">
            <Typography id="ad-list-show-only" variant="subtitle2" component="p">
              {t('list.narrowLabel')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <FilterToggle
                active={online}
                label={t('list.onlineOnly')}
                onToggle={() => onChange({ online: !online })}
              />
              <FilterToggle
                active={verified}
                label={t('list.verifiedOnly')}
                onToggle={() => onChange({ verified: !verified })}
              />
              {signedIn && (
                <FilterToggle active={mine} label={t('list.myMethods')} onToggle={() => onChange({ mine: !mine })} />
              )}
            </Stack>
          </Stack>
        </Stack>
      </AppDialog>
    </>
  );
});
