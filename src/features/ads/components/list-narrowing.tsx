import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { FilterToggle, NativeSelectField } from '@ds';
import type { Side } from '@/shared/routing/paths';
import type { ListFilters } from '../hooks/use-list-filters';
import { SORT_TEXT, sortChoices, type SortChoice } from '../list-sort';

export interface ListNarrowingProps {
  side: Side;
  /** The order in force, '' for the best price. */
  sort: SortChoice;
  online: boolean;
  verified: boolean;
  mine: boolean;
  /** "My payment methods" needs the trader's saved methods: shown only when signed in. */
  signedIn: boolean;
  onChange: (patch: Partial<ListFilters>) => void;
}

/** The order on narrow screens (wide ones sort from the table's headings) and the list's show-only toggles. */
export const ListNarrowing = memo(function ListNarrowing({
  side,
  sort,
  online,
  verified,
  mine,
  signedIn,
  onChange,
}: ListNarrowingProps) {
  const { t } = useTranslation('ads');
  const options = useMemo(
    () => sortChoices(side).map((choice) => ({ value: choice.value, label: t(SORT_TEXT[choice.sort]) })),
    [side, t],
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box sx={{ display: { md: 'none' }, flex: '1 1 100%' }}>
        <NativeSelectField
          size="small"
          label={t('list.sortByLabel')}
          value={sort}
          options={options}
          onChange={(value) => onChange({ sort: value as SortChoice })}
        />
      </Box>
      {/* One line that scrolls sideways on a phone, so the list does not move down as labels grow in long languages. */}
      <Box
        role="group"
        aria-label={t('list.narrowLabel')}
        sx={{ display: 'flex', gap: 1, overflowX: 'auto', maxWidth: '100%', py: 0.25, scrollbarWidth: 'none' }}
      >
        <FilterToggle active={online} label={t('list.onlineOnly')} onToggle={() => onChange({ online: !online })} />
        <FilterToggle
          active={verified}
          label={t('list.verifiedOnly')}
          onToggle={() => onChange({ verified: !verified })}
        />
        {signedIn && (
          <FilterToggle active={mine} label={t('list.myMethods')} onToggle={() => onChange({ mine: !mine })} />
        )}
      </Box>
    </Box>
  );
});
