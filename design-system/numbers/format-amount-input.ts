import { formatAmount } from './format-amount';
import { toMoney } from './money';

/** As the page writes amounts, with every decimal the value has, so parseAmount reads it back to the same value. */
export function formatAmountInput(value: string, locale?: string): string {
  if (!toMoney(value)) return value;
  return formatAmount(value, { decimals: value.split('.')[1]?.length ?? 0, locale });
}
