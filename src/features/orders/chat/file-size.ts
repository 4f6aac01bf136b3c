import type { TFunction } from 'i18next';

/** '850 KB', '2.4 MB' with the thousand separators of the user's locale. */
export function formatFileSize(bytes: number | null | undefined, locale: string, t: TFunction<'chat'>): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const kb = bytes / 1024;
  if (kb < 1024) return t('sizeKb', { size: format.format(Math.max(0.1, kb)) });
  return t('sizeMb', { size: format.format(kb / 1024) });
}
