// The module scripts/vite-locale-bundles.ts serves (Vite only: the app, the prerender build, Storybook). Jest has no
// Vite and never imports it: tests hand i18n a file-system loader instead (tests/support/fs-locale-loader.ts).
declare module 'virtual:locale-bundles' {
  import type { Language } from '@/shared/i18n/languages';
  import type { LocaleMessages } from '@/shared/i18n/i18n';

  /** One chunk of a language's texts: its namespaces' messages by namespace name. */
  type LocaleBundle = { readonly default: Readonly<Record<string, LocaleMessages>> };

  /** Each language's two lazy chunks: the first screen's namespaces (FIRST_SCREEN_NAMESPACES) and the others. */
  export const localeBundles: Readonly<
    Record<Language, { readonly first: () => Promise<LocaleBundle>; readonly later: () => Promise<LocaleBundle> }>
  >;
}
