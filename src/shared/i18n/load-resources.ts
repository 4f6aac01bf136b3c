// Vite only: jest never imports this file, and tests pass i18n a file-system loader instead.
import { localeBundles } from 'virtual:locale-bundles';
import type { LoadNamespace } from './i18n';
import { FIRST_SCREEN_NAMESPACES, type Language } from './languages';

const FIRST_SCREEN: ReadonlySet<string> = new Set(FIRST_SCREEN_NAMESPACES);

export const loadLocaleNamespace: LoadNamespace = async (lng: Language, ns: string) => {
  const bundles = localeBundles[lng];
  if (!bundles) throw new Error(`no locale bundle for "${lng}"`);
  const messages = (await (FIRST_SCREEN.has(ns) ? bundles.first : bundles.later)()).default[ns];
  if (!messages) throw new Error(`no locale file locales/${lng}/${ns}.json`);
  return messages;
};
