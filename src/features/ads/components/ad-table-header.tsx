import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { AD_TABLE_COLUMNS } from './ad-table-columns';

const Header = styled('div')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: AD_TABLE_COLUMNS,
    gap: theme.spacing(2),
    padding: theme.spacing(1, 2),
    borderBottom: `1px solid ${theme.palette.roles.border}`,
    ...theme.typography.caption,
    fontWeight: 500,
    color: theme.palette.text.secondary,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& > span:last-of-type': { textAlign: 'end' },
  },
}));

/** Visual only and hidden from screen readers: each row names its own figures for them. */
export const AdTableHeader = memo(function AdTableHeader() {
  const { t } = useTranslation('ads');
  const columns = [
    t('list.colAdvertiser'),
    t('list.price'),
    t('list.colAvailableLimit'),
    t('list.payMethod'),
    t('list.colTrade'),
  ];
  return (
    <Header aria-hidden="true" data-testid="ad-table-header">
      {columns.map((label) => (
        <span key={label} title={label}>
          {label}
        </span>
      ))}
    </Header>
  );
});
