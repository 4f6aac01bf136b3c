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
    padding: theme.spacing(1, 2),
    borderBottom: `1px solid ${theme.palette.roles.border}`,
    ...theme.typography.caption,
    fontWeight: 500,
    color: theme.palette.text.secondary,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& > span:last-of-type': { textAlign: 'end' },
    '& .AdTableHeader-advertiser': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), minWidth: 0 },
  },
}));
