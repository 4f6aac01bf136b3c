import { formatAmount } from './format-amount';
import { toMoney } from './money';

/**
 * The text an amount field shows for a canonical decimal string it did not get from the keyboard (Max, a linked
 * field, the URL, a blur): written as the page writes amounts, with the language's separators and every decimal
 * the value has ('1000.50' reads '1.000,50' in de). parseAmount reads it back to the same value.
 */
export function formatAmountInput(value: string, locale?: string): string {
  if (!toMoney(value)) return value;
  return formatAmount(value, { decimals: value.split('.')[1]?.length ?? 0, locale });
}
