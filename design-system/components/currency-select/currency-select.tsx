import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { lazyComponent } from '../../perf/lazy-component';
import { useLazyComponent } from '../../perf/use-lazy-component';
import { OutlinedField } from '../outlined-field/outlined-field';
import { ArrowDropDownIcon } from '../../icons';
import { CurrencyLogo } from './currency-logo';
import type { CurrencyAutocompleteProps, CurrencySelectProps } from './currency-select-props';

type Intent = 'none' | 'near' | 'opened';
const INTENT_RANK: Record<Intent, number> = { none: 0, near: 1, opened: 2 };

const currencyPicker = lazyComponent<CurrencyAutocompleteProps>(() =>
  import('./currency-autocomplete').then((module) => module.default),
);

/** A look-alike field stands in until the user reaches for it, so the first screen does without the real picker. */
export function CurrencySelect(props: CurrencySelectProps) {
  // 'near' (pointer over it, or focus) fetches the picker; 'opened' (pressed, or an arrow key) also opens its list.
  const [intent, setIntent] = useState<Intent>('none');
  // The picker takes focus only while the stand-in has it or was just pressed, never after the user tabbed on.
  const [focused, setFocused] = useState(false);
  // Letters typed before the picker arrived are kept and become its search text: nothing typed is lost.
  const [draft, setDraft] = useState<string | null>(null);
  // Loaded by hand rather than with lazy/Suspense: the stand-in must stay the same element (focus, caret,
  // letters) until the picker is there, and be swapped once. Once loaded, later pickers render it straight away.
  const picker = useLazyComponent(
    currencyPicker,
    {
      ...props,
      focusOnMount: focused || intent === 'opened',
      openOnMount: intent === 'opened' || (focused && draft !== null),
      initialSearch: draft,
    },
    intent !== 'none',
  );
  if (picker.element) return picker.element;
  // A failed download (flaky network) is tried again on the next reach; the stand-in keeps working meanwhile.
  const approach = (next: Intent) => {
    if (picker.failed) picker.retry();
    setIntent((current) => (INTENT_RANK[current] >= INTENT_RANK[next] ? current : next));
  };
  return (
    <CurrencySelectPlaceholder
      {...props}
      draft={draft}
      onDraft={setDraft}
      onNear={() => approach('near')}
      onFocusChange={(next) => {
        setFocused(next);
        if (next) approach('near');
        else setIntent((current) => (current === 'opened' ? 'near' : current));
      }}
      onOpen={() => approach('opened')}
    />
  );
}

interface PlaceholderProps extends CurrencySelectProps {
  draft: string | null;
  onDraft: (text: string) => void;
  onNear: () => void;
  onFocusChange: (focused: boolean) => void;
  onOpen: () => void;
}

function CurrencySelectPlaceholder({
  options,
  value,
  label,
  disabled,
  required,
  id,
  size,
  sx,
  draft,
  onDraft,
  onNear,
  onFocusChange,
  onOpen,
}: PlaceholderProps) {
  const selected = options.find((o) => o.code === value) ?? null;
  return (
    <OutlinedField
      id={id}
      size={size}
      sx={sx}
      label={label}
      required={required}
      disabled={disabled}
      value={draft ?? selected?.code ?? ''}
      onChange={(event) => onDraft(event.target.value)}
      onPointerEnter={onNear}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
      onPointerDown={onOpen}
      onKeyDown={(event) => {
        // The keys that open the loaded picker's list (MUI Autocomplete) open it here too.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpen();
      }}
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' }}
      startAdornment={
        selected ? (
          <InputAdornment position="start" sx={{ ml: 0.5, mr: 0.75 }}>
            <CurrencyLogo code={selected.code} logoUrl={selected.logoUrl} size={20} decorative />
          </InputAdornment>
        ) : null
      }
      // The arrow the loaded picker shows too: the field reads as a selector before anyone touches it.
      endAdornment={
        <InputAdornment position="end" sx={{ color: 'action.active', pointerEvents: 'none' }}>
          <ArrowDropDownIcon aria-hidden />
        </InputAdornment>
      }
    />
  );
}
