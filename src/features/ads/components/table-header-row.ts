import { styled } from '@mui/material/styles';
import { AD_TABLE_COLUMNS } from './ad-table-columns';

/** The headings' row at wide widths, lined up with the rows' columns; none on a phone (each card is its own). */
export const TableHeaderRow = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: AD_TABLE_COLUMNS,
    gap: theme.spacing(2),
    alignItems: 'center',
    padding: theme.spacing(0.75, 2),
    borderBottom: `1px solid ${theme.palette.roles.border}`,
    ...theme.typography.caption,
    fontWeight: 500,
    color: theme.palette.text.secondary,
    // A heading longer than its column wraps by words, never cut short.
    '& > span': { minWidth: 0, overflowWrap: 'break-word' },
    '& > span:last-of-type': { textAlign: 'end' },
    // The figures' headings go on to a second line rather than being cut short (German, French, Spanish…).
    '& .AdTableHeader-advertiser': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1.5),
      rowGap: 0,
      minWidth: 0,
      '& > *': { flexShrink: 0, maxWidth: '100%', whiteSpace: 'nowrap' },
    },
  },
}));
