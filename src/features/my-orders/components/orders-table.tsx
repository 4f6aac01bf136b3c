import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/generated/models';
import { visuallyHidden } from '@ds';
import type { Language } from '@/shared/i18n';
import { OrderActions } from './order-actions';
import { OrderStatus, OrderType, orderValues } from './order-cells';
import { ORDER_COLUMNS, type OrderColumn } from './order-columns';
import { AdvertiserLink } from '@/shared/routing/advertiser-link';
import { OrderDueLink } from './order-due-link';

/** One line, cut with an ellipsis at the column's edge rather than widening the table. */
const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const NUMERIC = { ...ONE_LINE, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** A long label ellipsizes with the whole label in a title, rather than cutting a column off. */
function HeaderCell({ column }: { column: OrderColumn }) {
  const { t } = useTranslation('my-orders');
  const label = t(column.label);
  return (
    <TableCell sx={column.numeric || column.key === 'actions' ? { textAlign: 'end' } : undefined}>
      <Box component="span" title={label} sx={{ ...ONE_LINE, display: 'block' }}>
        {label}
      </Box>
    </TableCell>
  );
}

/** The fixed layout keeps any language's longer words from pushing the last column out of sight. */
export function OrdersTable({ orders, lang }: { orders: readonly Order[]; lang: Language }) {
  const { t } = useTranslation('my-orders');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: 0.75 } }}>
        <colgroup>
          {ORDER_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <TableHead>
          <TableRow>
            {ORDER_COLUMNS.map((column) => (
              <HeaderCell key={column.key} column={column} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const values = orderValues(order, lang);
            return (
              <TableRow key={order.orderId} hover>
                {/* ID and time share a cell so the actions fit beside nine values on a laptop screen. */}
                <TableCell>
                  <Typography
                    variant="body2"
                    title={order.orderId}
                    sx={{ ...ONE_LINE, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {order.orderId}
                  </Typography>
                  {/* A long date format (pt, es: "24 de nov. de 2026, 22:23") wraps rather than lose its time. */}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('column.createdAt')}:{' '}
                    </Box>
                    {values.created}
                  </Typography>
                </TableCell>
                <TableCell sx={ONE_LINE}>
                  <OrderType side={order.side} />
                </TableCell>
                <TableCell sx={NUMERIC} title={values.crypto}>
                  {values.crypto}
                </TableCell>
                <TableCell sx={NUMERIC} title={values.fiat}>
                  {values.fiat}
                </TableCell>
                <TableCell sx={NUMERIC} title={values.price}>
                  {values.price}
                </TableCell>
                <TableCell>
                  <OrderStatus status={order.status} />
                  <OrderDueLink order={order} lang={lang} />
                </TableCell>
                {/* Another user's nickname: untrusted, so plain text. */}
                <TableCell sx={ONE_LINE} title={order.counterparty.nickname}>
                  <AdvertiserLink userId={order.counterparty.userId}>{order.counterparty.nickname}</AdvertiserLink>
                </TableCell>
                <TableCell>
                  <OrderActions order={order} lang={lang} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
