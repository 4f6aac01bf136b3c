import { memo, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Side } from '@/shared/routing/paths';
import type { ListFilters } from '../list-filters';
import { SORT_TEXT, sortChoices, type SortChoice } from '../list-sort';
import { useListChoices } from '../hooks/use-list-choices';
import { ChoiceToggle, OptionsButton, ResetChoices, SortSelect } from './list-option-controls';

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
 * One button in the filter bar, so the list keeps its rows on the first screen: it unfolds, over the rows, the order
 * (wide screens also sort from the table's headings) and the show-only toggles, which apply at once; its badge counts
 * what is on. A panel drawn hidden from the start rather than a modal dialog: the press that opens it over 10,000
 * rows only shows it (the bench's sort/narrow figure, docs/performance.md).
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
  const { shown, choose } = useListChoices({ sort, online, verified, mine }, onChange);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const options = useMemo(
    () => sortChoices(side).map((choice) => ({ value: choice.value, label: t(SORT_TEXT[choice.sort]) })),
    [side, t],
  );
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const done = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    done();
  };
  // Kept between renders, so unfolding and folding draws only the panel's frame; a choice draws only its controls.
  const choices = useMemo(
    () => (
      <Stack spacing={2.5}>
        <Typography variant="subtitle1" component="h2">
          {t('list.optionsTitle')}
        </Typography>
        <SortSelect shown={shown} choose={choose} label={t('list.sortByLabel')} options={options} />
        <Stack spacing={1} role="group" aria-labelledby="ad-list-show-only">
          <Typography id="ad-list-show-only" variant="subtitle2" component="p">
            {t('list.narrowLabel')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ChoiceToggle shown={shown} choose={choose} name="online" label={t('list.onlineOnly')} />
            <ChoiceToggle shown={shown} choose={choose} name="verified" label={t('list.verifiedOnly')} />
            {signedIn && <ChoiceToggle shown={shown} choose={choose} name="mine" label={t('list.myMethods')} />}
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <ResetChoices shown={shown} choose={choose} />
          <Button variant="contained" onClick={done}>
            {t('list.optionsDone')}
          </Button>
        </Stack>
      </Stack>
    ),
    [choose, done, options, shown, signedIn, t],
  );
  return (
    <ClickAwayListener
      onClickAway={close}
      // On the press, before what it starts has changed the page, so finding where it landed costs no layout.
      mouseEvent={open ? 'onPointerDown' : false}
      touchEvent={open ? 'onTouchStart' : false}
    >
      <Box onKeyDown={onKeyDown}>
        <OptionsButton ref={button} shown={shown} open={open} panelId={panelId} onClick={toggle} />
        {/* Placed against the filter bar (its nearest positioned box), as wide as the bar, over the rows. */}
        <Paper
          id={panelId}
          role="region"
          aria-label={t('list.optionsTitle')}
          hidden={!open}
          elevation={8}
          sx={{
            position: 'absolute',
            insetInline: 0,
            top: 'calc(100% + 8px)',
            zIndex: 'drawer',
            p: 2,
            maxWidth: { md: 420 },
            marginInlineStart: { md: 'auto' },
          }}
        >
          {choices}
        </Paper>
      </Box>
    </ClickAwayListener>
  );
});
