import { memo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { Side } from '@/shared/routing/paths';

const SIDES: readonly Side[] = ['buy', 'sell'];

// A segmented switch in one styled element: MUI Tabs measured their layout after each render to place the indicator,
// forcing layouts of the whole list. The semantics stay a WAI-ARIA tab list.
const TabList = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  border: `1px solid ${theme.palette.roles.border}`,
  borderRadius: theme.shape.borderRadius,
  '& [role="tab"]': {
    ...theme.typography.button,
    fontWeight: 600,
    minWidth: 72,
    minHeight: 36,
    padding: theme.spacing(0.5, 1.5),
    margin: 0,
    border: 0,
    borderRadius: `calc(${theme.shape.borderRadius}px - 2px)`,
    background: 'none',
    color: theme.palette.text.secondary,
    cursor: 'pointer',
  },
  '& [role="tab"]:hover': { color: theme.palette.text.primary },
  // On a phone the switch stays beside the title in the longer languages.
  [theme.breakpoints.down('sm')]: {
    '& [role="tab"]': { minWidth: 64, minHeight: 32, padding: theme.spacing(0.25, 1) },
  },
  '& [role="tab"][aria-selected="true"][data-side="buy"]': {
    color: theme.palette.buy.contrastText,
    backgroundColor: theme.palette.buy.main,
  },
  '& [role="tab"][aria-selected="true"][data-side="sell"]': {
    color: theme.palette.sell.contrastText,
    backgroundColor: theme.palette.sell.main,
  },
}));

interface SideTabsProps {
  side: Side;
  onSwitch: (next: Side) => void;
}

/** Buy / Sell as WAI-ARIA tabs with manual activation; memoised, as the list screen re-renders with every page. */
export const SideTabs = memo(function SideTabs({ side, onSwitch }: SideTabsProps) {
  const { t } = useTranslation('ads');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const last = SIDES.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[(next + SIDES.length) % SIDES.length]?.focus();
  };

  return (
    <TabList role="tablist" aria-label={t('list.sideTabs')} onKeyDown={moveFocus}>
      {SIDES.map((value, index) => (
        <button
          key={value}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          data-side={value}
          aria-selected={value === side}
          tabIndex={value === side ? 0 : -1}
          onClick={() => value !== side && onSwitch(value)}
        >
          {t(value === 'buy' ? 'list.buyTab' : 'list.sellTab')}
        </button>
      ))}
    </TabList>
  );
});
