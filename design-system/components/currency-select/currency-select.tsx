import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import { lazyComponent } from '../../perf/lazy-component';
import { useLazyComponent } from '../../perf/use-lazy-component';
import { OutlinedField } from '../outlined-field/outlined-field';
import { ArrowDropDownIcon } from '../../icons';
import { CurrencyLogo } from './currency-logo';
import type { CurrencyAutocompleteProps, CurrencySelectProps } from './currency-select-props';

const currencyPicker = lazyComponent<CurrencyAutocompleteProps>(() =>
  import('./currency-autocomplete').then((module) => module.default),
);

/**
 * Searchable currency picker shared by AssetSelect and FiatSelect. The list screen shows it on its first paint,
 * but the search popup is only needed once touched: a look-alike field shows the selection until the user
 * reaches for it (pointer over it, touch or focus), then the real picker loads and opens in its place
 * (issue 7 first-load budget: the picker and its popper are ~18 KB gzip).
 */
export function CurrencySelect(props: CurrencySelectProps) {
  // 'near': the pointer is over the field, so fetch the picker; 'reached': focused or pressed, so also open it.
  const [intent, setIntent] = useState<'none' | 'near' | 'reached'>('none');
  // Letters typed before the picker arrived are kept and become its search text: nothing typed is lost.
  const [draft, setDraft] = useState<string | null>(null);
  // Loaded by hand rather than with lazy/Suspense: the stand-in must stay the same element (focus, caret,
  // letters) until the picker is there, and be swapped once. Once loaded, later pickers render it straight away.
  const picker = useLazyComponent(
    currencyPicker,
    { ...props, openOnMount: intent === 'reached', initialSearch: draft },
    intent !== 'none',
  );
  if (picker.element) return picker.element;
  // A failed download (flaky network) is tried again on the next reach; the stand-in keeps working meanwhile.
  const approach = (next: 'near' | 'reached') => {
    if (picker.failed) {
      picker.retry();
      setIntent(next);
    } else {
      setIntent((current) => (current === 'reached' ? current : next));
    }
  };
  return (
    <CurrencySelectPlaceholder
      {...props}
      draft={draft}
      onDraft={setDraft}
      onNear={() => approach('near')}
      onReach={() => approach('reached')}
    />
  );
}

interface PlaceholderProps extends CurrencySelectProps {
  draft: string | null;
  onDraft: (text: string) => void;
  onNear: () => void;
  onReach: () => void;
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
  onReach,
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
      onFocus={onReach}
      onPointerDown={onReach}
      inputProps={{ role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', autoComplete: 'off' }}
      startAdornment={
        selected ? (
          <InputAdornment position="start" sx={{ ml: 0.5, mr: 0.75 }}>
            <CurrencyLogo code={selected.code} logoUrl={selected.logoUrl} size={20} decorative />
          </InputAdornment>
        ) : null
      }
      // The arrow the loaded picker shows too: the field reads as a selector before anyone touches it (issue 18).
      endAdornment={
        <InputAdornment position="end" sx={{ color: 'action.active', pointerEvents: 'none' }}>
          <ArrowDropDownIcon aria-hidden />
        </InputAdornment>
      }
    />
  );
}
