import Decimal from 'decimal.js';
import { formatAmount, NO_AMOUNT } from './format-amount';
import { toMoney } from './money';

const patterns = new Map<string, Intl.NumberFormatPart[]>();

function percentPattern(locale: string | undefined, plus: boolean): Intl.NumberFormatPart[] {
  const key = `${locale ?? ''}|${plus}`;
  let parts = patterns.get(key);
  if (!parts) {
    const signDisplay = plus ? 'always' : 'auto';
    parts = new Intl.NumberFormat(locale, { style: 'percent', numberingSystem: 'latn', signDisplay }).formatToParts(
      0.5,
    );
    patterns.set(key, parts);
  }
  return parts;
}

/** Placed as the locale writes percentages ('98,76 %' in fr, '%98,76' in tr); `signed` adds a plus before a rise. */
export function formatPercent(
  fraction: string | Decimal | null | undefined,
  locale?: string,
  decimals = 2,
  signed = false,
): string {
  const ratio = toMoney(fraction);
  if (!ratio) return NO_AMOUNT;
  const number = formatAmount(ratio.times(100), { decimals, locale });
  const plus = signed && ratio.times(100).toDecimalPlaces(decimals).gt(0);
  let placed = false;
  return percentPattern(locale, plus)
    .map((part) => {
      if (part.type === 'percentSign' || part.type === 'literal' || part.type === 'plusSign') return part.value;
      if (placed) return '';
      placed = true;
      return number;
    })
    .join('');
}
