import { localeSymbols } from './locale-symbols';

/**
 * The text an amount field shows for a canonical decimal string while it is being edited: the decimal sign of the
 * user's language and no grouping (a group separator appearing under the caret would move it), so a de field
 * holding '299.70' reads '299,70' beside the '0,30 USDT' fee of the same form (issue 18 point 7, spec §9).
 * parseDecimalInput reads the text back, whichever separator the user typed.
 */
export function formatAmountInput(value: string, locale?: string): string {
  const { decimal } = localeSymbols(locale);
  return decimal === '.' ? value : value.replace('.', decimal);
}
