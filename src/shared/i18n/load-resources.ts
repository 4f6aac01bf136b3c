// Vite-only locale loader: each language's JSON files become two lazy chunks, the first screen's namespaces
// (./bundles/<lng>.ts) and the others (./bundles/later/<lng>.ts), each fetched the first time one of its
// namespaces is needed. Jest never imports this file (it uses `import.meta.glob`).
import type { LoadNamespace, LocaleMessages } from './i18n';
import { FIRST_SCREEN_NAMESPACES, type Language } from './languages';

type Bundle = Record<string, LocaleMessages>;

const firstScreen = import.meta.glob<Bundle>('./bundles/*.ts', { import: 'default' });
const later = import.meta.glob<Bundle>('./bundles/later/*.ts', { import: 'default' });
const FIRST_SCREEN: ReadonlySet<string> = new Set(FIRST_SCREEN_NAMESPACES);

/** Resolves `locales/<lng>/<ns>.json` from the language's chunk that holds that namespace. */
export const loadLocaleNamespace: LoadNamespace = async (lng: Language, ns: string) => {
  const loadBundle = FIRST_SCREEN.has(ns) ? firstScreen[`./bundles/${lng}.ts`] : later[`./bundles/later/${lng}.ts`];
  if (!loadBundle) throw new Error(`no locale bundle for "${lng}"`);
  const messages = (await loadBundle())[`/locales/${lng}/${ns}.json`];
  if (!messages) throw new Error(`no locale file locales/${lng}/${ns}.json`);
  return messages;
};
