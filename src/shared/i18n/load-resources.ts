// Vite-only locale loader: each language's JSON files become one lazy chunk (./bundles/<lng>.ts), fetched
// the first time that language is needed. Jest never imports this file (it uses `import.meta.glob`).
import type { LoadNamespace, LocaleMessages } from './i18n';
import type { Language } from './languages';

type Bundle = Record<string, LocaleMessages>;

const bundles = import.meta.glob<Bundle>('./bundles/*.ts', { import: 'default' });

/** Resolves `locales/<lng>/<ns>.json` from the language's chunk. */
export const loadLocaleNamespace: LoadNamespace = async (lng: Language, ns: string) => {
  const loadBundle = bundles[`./bundles/${lng}.ts`];
  if (!loadBundle) throw new Error(`no locale bundle for "${lng}"`);
  const messages = (await loadBundle())[`/locales/${lng}/${ns}.json`];
  if (!messages) throw new Error(`no locale file locales/${lng}/${ns}.json`);
  return messages;
};
