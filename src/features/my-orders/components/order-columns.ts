/**
 * The columns of the My orders table and their share of its width (issue 18 point 4). The shares were measured in
 * all 17 languages at 1280 px (1152 px of table, 6 px padding each side of a cell): the widest date (pt, 158 px),
 * the buy/sell word (ru, 70), amounts of 8 decimals and 7 digits (108), a one-word status chip (de, 117), a
 * nickname, and the rest for the two actions, so View details and Reorder stand on one line in every language (tr
 * is the widest pair, 284 px). Anything longer wraps (date, status, actions) or ends in an ellipsis with a title
 * (labels, nickname, figures) rather than widen the table.
 */
export interface OrderColumn {
  key: 'order' | 'type' | 'amount' | 'total' | 'price' | 'status' | 'counterparty' | 'actions';
  /** Written out so each key stays searchable (STYLE.md convention 10). */
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
