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
import { StatusChip, visuallyHidden } from '@ds';
import type { Language } from '@/shared/i18n';
import { OrderActions } from './order-actions';
import { OrderType, orderValues } from './order-cells';

const NUMERIC = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Wide screens: one row per order (issue: created, ID, type, amounts, price, status, counterparty, actions). */
export function OrdersTable({ orders, lang }: { orders: readonly Order[]; lang: Language }) {
  const { t } = useTranslation('myOrders');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('column.order')}</TableCell>
            <TableCell>{t('column.type')}</TableCell>
            <TableCell sx={NUMERIC}>{t('column.amount')}</TableCell>
            <TableCell sx={NUMERIC}>{t('column.total')}</TableCell>
            <TableCell sx={NUMERIC}>{t('column.price')}</TableCell>
            <TableCell>{t('column.status')}</TableCell>
            <TableCell>{t('column.counterparty')}</TableCell>
            <TableCell sx={{ textAlign: 'end' }}>{t('column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const values = orderValues(order, lang);
            return (
              <TableRow key={order.orderId} hover>
                {/* ID and time share a cell so the actions fit beside nine values on a laptop screen. */}
                <TableCell>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {order.orderId}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('column.createdAt')}:{' '}
                    </Box>
                    {values.created}
                  </Typography>
                </TableCell>
                <TableCell>
                  <OrderType side={order.side} />
                </TableCell>
                <TableCell sx={NUMERIC}>{values.crypto}</TableCell>
                <TableCell sx={NUMERIC}>{values.fiat}</TableCell>
                <TableCell sx={NUMERIC}>{values.price}</TableCell>
                <TableCell>
                  <StatusChip status={order.status} />
                </TableCell>
                {/* Another user's nickname: plain text (contract conventions: untrusted text). */}
                <TableCell sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{order.counterparty.nickname}</TableCell>
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
