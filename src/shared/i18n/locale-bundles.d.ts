// Served by scripts/vite-locale-bundles.ts; jest has no Vite, so tests hand i18n a file-system loader instead.
declare module 'virtual:locale-bundles' {
  import type { Language } from '@/shared/i18n/languages';
  import type { LocaleMessages } from '@/shared/i18n/i18n';

  type LocaleBundle = { readonly default: Readonly<Record<string, LocaleMessages>> };

  export const localeBundles: Readonly<
    Record<Language, { readonly first: () => Promise<LocaleBundle>; readonly later: () => Promise<LocaleBundle> }>
  >;
}
