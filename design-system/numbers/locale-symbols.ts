/** From Intl, in Latin digits, so formatting never needs a JS number (amounts can exceed 2^53). */
export interface LocaleSymbols {
  decimal: string;
  /** The thousands separator: ',' in en, '.' in de, a no-break space in fr and ru. */
  group: string;
  minus: string;
  grouping: Intl.NumberFormat;
}

const cache = new Map<string, LocaleSymbols>();

export function localeSymbols(locale: string | undefined): LocaleSymbols {
  const key = locale ?? '';
  const hit = cache.get(key);
  if (hit) return hit;
  const grouping = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 });
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(-1234567.5);
  const symbols: LocaleSymbols = {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    minus: parts.find((p) => p.type === 'minusSign')?.value ?? '-',
    grouping,
  };
  cache.set(key, symbols);
  return symbols;
}
