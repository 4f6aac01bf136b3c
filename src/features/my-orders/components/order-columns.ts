/**
 * Shares of the table's width, chosen so each column's widest value fits in every language and both actions stand on
 * one line; anything longer wraps or ends in an ellipsis with a title rather than widen the table.
 */
export interface OrderColumn {
  key: 'order' | 'type' | 'amount' | 'total' | 'price' | 'status' | 'counterparty' | 'actions';
  /** Written out so each key stays searchable. */
  label: `column.${string}`;
  width: string;
  numeric?: boolean;
}

export const ORDER_COLUMNS: readonly OrderColumn[] = [
  { key: 'order', label: 'column.order', width: '14.8%' },
  { key: 'type', label: 'column.type', width: '7.2%' },
  { key: 'amount', label: 'column.amount', width: '10.9%', numeric: true },
  { key: 'total', label: 'column.total', width: '9.8%', numeric: true },
  { key: 'price', label: 'column.price', width: '9.8%', numeric: true },
  { key: 'status', label: 'column.status', width: '11.3%' },
  { key: 'counterparty', label: 'column.counterparty', width: '9.5%' },
  { key: 'actions', label: 'column.actions', width: '26.7%' },
];
