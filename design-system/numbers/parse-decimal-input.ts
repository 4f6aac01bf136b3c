export interface ParseDecimalOptions {
  /** Most digits allowed after the decimal point. */
  maxDecimals?: number;
  /** Cut extra decimals instead of rejecting the text (for pasted values). */
  truncate?: boolean;
}

/** Grouping separators are accepted only where the groups look like groups ('1,234,567', Indian '12,34,567'). */
function hasValidGroups(intText: string): boolean {
  const groups = intText.split(/[.,]/);
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  const last = rest[rest.length - 1];
  return !!first && /^\d{1,3}$/.test(first) && last?.length === 3 && rest.every((g) => /^\d{2,3}$/.test(g));
}

/**
 * Turns typed or pasted text into a canonical decimal string, or null when it is not an amount.
 * ' 12.3 ' -> '12.3'; '1,234.56' -> '1234.56'; '1.234,56' -> '1234.56'; '12,5' -> '12.5' (a lone comma is the
 * decimal separator, except before exactly three digits in an amount without decimals: '1,234' with
 * maxDecimals 0 -> '1234'); '.5' -> '0.5'; '007' -> '7'; '' -> ''. A trailing separator ('12.') is kept while typing;
 * a slip such as '1.5.' is rejected rather than read as 15. Letters, signs and exponents are rejected: amounts
 * are non-negative.
 */
export function parseDecimalInput(
  raw: string,
  { maxDecimals, truncate = false }: ParseDecimalOptions = {},
): string | null {
  // Spaces, no-break spaces and apostrophes are group separators in some locales (fr, ru; de-CH).
  const text = raw.replace(/[\s\u00a0\u202f'’]/g, '');
  if (text === '') return '';
  if (!/^[\d.,]+$/.test(text)) return null;

  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let decimalAt = -1;
  if (dots && commas) decimalAt = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  else if (dots === 1) decimalAt = text.indexOf('.');
  else if (commas === 1) decimalAt = text.indexOf(',');
  // In an amount without decimals (JPY), a lone separator before exactly three digits can only group thousands:
  // '1,234' pasted is 1234, not 1.234 cut down to 1. With decimals allowed, '1.234' stays ambiguous and is
  // read as a decimal point, as before (a 2-decimal field refuses it rather than guess).
  if (
    decimalAt >= 0 &&
    !(dots && commas) &&
    maxDecimals === 0 &&
    /^[1-9]\d{0,2}$/.test(text.slice(0, decimalAt)) &&
    /^\d{3}$/.test(text.slice(decimalAt + 1))
  ) {
    decimalAt = -1;
  }

  const intText = decimalAt < 0 ? text : text.slice(0, decimalAt);
  let fraction = decimalAt < 0 ? null : text.slice(decimalAt + 1);
  if (!hasValidGroups(intText) || (fraction !== null && /[.,]/.test(fraction))) return null;

  if (fraction !== null && maxDecimals !== undefined && fraction.length > maxDecimals) {
    if (!truncate) return null;
    fraction = fraction.slice(0, maxDecimals);
  }
  const whole = intText.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '') || '0';
  if (fraction === null) return whole;
  if (maxDecimals === 0) return truncate ? whole : null;
  return `${whole}.${fraction}`;
}
