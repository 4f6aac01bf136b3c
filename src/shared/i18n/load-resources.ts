// Vite-only locale loader: each language's texts are two lazy chunks, the first screen's namespaces and the others,
// each fetched the first time one of its namespaces is needed. The chunks are written by a build plugin
// (scripts/vite-locale-bundles.ts). Jest never imports this file: tests pass i18n a file-system loader.
import { localeBundles } from 'virtual:locale-bundles';
import type { LoadNamespace } from './i18n';
import { FIRST_SCREEN_NAMESPACES, type Language } from './languages';

const FIRST_SCREEN: ReadonlySet<string> = new Set(FIRST_SCREEN_NAMESPACES);

/** Resolves `locales/<lng>/<ns>.json` from the language's chunk that holds that namespace. */
export const loadLocaleNamespace: LoadNamespace = async (lng: Language, ns: string) => {
  const bundles = localeBundles[lng];
  if (!bundles) throw new Error(`no locale bundle for "${lng}"`);
  const messages = (await (FIRST_SCREEN.has(ns) ? bundles.first : bundles.later)()).default[ns];
  if (!messages) throw new Error(`no locale file locales/${lng}/${ns}.json`);
  return messages;
};
