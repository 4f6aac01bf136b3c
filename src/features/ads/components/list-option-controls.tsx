import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { FilterToggle, NativeSelectField, TuneIcon } from '@ds';
import { useStore, type ReadableStore } from '@ds/store';
import type { SortChoice } from '../list-sort';
import { countChoices, type ChooseListOptions, type ListChoices } from '../hooks/use-list-choices';

// The options panel's controls, each reading only its own part of what is shown, so a choice redraws only them.

interface ControlProps {
  shown: ReadableStore<ListChoices>;
  choose: ChooseListOptions;
}

/** The filter bar's button: unfolds the panel, and its badge and name count what is on. */
export const OptionsButton = memo(function OptionsButton(props: {
  shown: ReadableStore<ListChoices>;
  open: boolean;
  panelId: string;
  onClick: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('ads');
  const active = useStore(props.shown, countChoices);
  const label = active ? t('list.optionsActive', { count: active }) : t('list.optionsTitle');
  return (
    <IconButton
      ref={props.ref}
      onClick={props.onClick}
      aria-label={label}
      title={label}
      aria-expanded={props.open}
      aria-controls={props.panelId}
    >
      {/* Never 0 but empty while none is on: MUI styles a hidden badge with another class, and adding that class's
          style on the first choice would restyle the whole page. */}
      <Badge badgeContent={active || ''} color="primary" sx={{ '& .MuiBadge-badge:empty': { display: 'none' } }}>
        <TuneIcon />
      </Badge>
    </IconButton>
  );
});

export const ChoiceToggle = memo(function ChoiceToggle({
  shown,
  choose,
  name,
  label,
}: ControlProps & { name: 'online' | 'verified' | 'mine'; label: string }) {
  const active = useStore(shown, (choices) => choices[name]);
  return <FilterToggle active={active} label={label} onToggle={() => choose({ [name]: !active })} />;
});

export const SortSelect = memo(function SortSelect({
  shown,
  choose,
  label,
  options,
}: ControlProps & { label: string; options: Array<{ value: SortChoice; label: string }> }) {
  const value = useStore(shown, (choices) => choices.sort);
  return (
    <NativeSelectField
      label={label}
      value={value}
      options={options}
      onChange={(next) => choose({ sort: next as SortChoice })}
    />
  );
});

/** Turns every option off at once; disabled while none is on. */
export const ResetChoices = memo(function ResetChoices({ shown, choose }: ControlProps) {
  const { t } = useTranslation('common');
  const none = useStore(shown, (choices) => countChoices(choices) === 0);
  return (
    <Button
      color="inherit"
      disabled={none}
      onClick={() => choose({ sort: '', online: false, verified: false, mine: false })}
    >
      {t('action.reset')}
    </Button>
  );
});
