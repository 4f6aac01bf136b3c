import { resolve } from 'node:path';
import type { Plugin } from 'vite';

// Each language's texts in two lazy chunks: the first screen's namespaces, loaded before the first render of the ad
// list, and the others, loaded once the page is idle or when a page needs them first, so the first load carries
// only what the first screen reads. This plugin writes both chunks of every language from the lists in
// src/shared/i18n/languages.ts and the files locales/<lng>/<ns>.json, so a namespace or a language is added in
// languages.ts alone; src/shared/i18n/load-resources.ts loads them.
//
//   virtual:locale-bundles             { [lng]: { first, later } }: functions that import a language's chunks
//   virtual:locale-bundle/first/<lng>  default export { [namespace]: messages } of the first screen's namespaces
//   virtual:locale-bundle/later/<lng>  the same for the other namespaces
//
// The language comes last in the id because the chunk takes its file name from it (<lng>-<hash>.js): the bundle
// benchmark (scripts/bench/bundle-size.ts) finds the language chunks by that name.

/** The site's languages and namespaces (src/shared/i18n/languages.ts, handed in by vite.config.ts). */
export interface LocaleBundleOptions {
  languages: readonly string[];
  /** Every namespace, each a file locales/<lng>/<ns>.json. */
  namespaces: readonly string[];
  /** The namespaces of the first chunk; the second chunk holds the rest. */
  firstScreen: readonly string[];
}

export type LocaleBundlePart = 'first' | 'later';

export const LOCALE_BUNDLES_ID = 'virtual:locale-bundles';
const PART_PREFIX = 'virtual:locale-bundle/';
const RESOLVED = '\0';

/** The id of one language's chunk, as src/shared/i18n/load-resources.ts imports it (through LOCALE_BUNDLES_ID). */
export const localeBundleId = (part: LocaleBundlePart, lng: string): string => `${PART_PREFIX}${part}/${lng}`;

/** The namespaces in one part of a language's texts, in the order of `namespaces`. */
function localeBundleNamespaces(options: LocaleBundleOptions, part: LocaleBundlePart): string[] {
  const first = new Set(options.firstScreen);
  return options.namespaces.filter((ns) => first.has(ns) === (part === 'first'));
}

function indexSource({ languages }: LocaleBundleOptions): string {
  const entries = languages.map((lng) => {
    const load = (part: LocaleBundlePart) => `${part}: () => import(${JSON.stringify(localeBundleId(part, lng))})`;
    return `  ${JSON.stringify(lng)}: { ${load('first')}, ${load('later')} },`;
  });
  return `export const localeBundles = {\n${entries.join('\n')}\n};\n`;
}

function bundleSource(options: LocaleBundleOptions, localesDir: string, part: LocaleBundlePart, lng: string): string {
  const namespaces = localeBundleNamespaces(options, part);
  const imports = namespaces.map(
    (ns, i) => `import ns${i} from ${JSON.stringify(resolve(localesDir, lng, `${ns}.json`))};`,
  );
  const fields = namespaces.map((ns, i) => `  ${JSON.stringify(ns)}: ns${i},`);
  return `${imports.join('\n')}\nexport default {\n${fields.join('\n')}\n};\n`;
}

/** Serves virtual:locale-bundles and the two chunks of each language (the ids above). */
export function localeBundlesPlugin(options: LocaleBundleOptions): Plugin {
  const languages = new Set(options.languages);
  let localesDir = resolve('locales');
  return {
    name: 'p2p-locale-bundles',
    configResolved(config) {
      localesDir = resolve(config.root, 'locales');
    },
    resolveId(id) {
      if (id === LOCALE_BUNDLES_ID) return RESOLVED + id;
      const [part, lng, ...rest] = id.startsWith(PART_PREFIX) ? id.slice(PART_PREFIX.length).split('/') : [];
      if ((part === 'first' || part === 'later') && lng && languages.has(lng) && rest.length === 0)
        return RESOLVED + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const virtualId = id.slice(RESOLVED.length);
      if (virtualId === LOCALE_BUNDLES_ID) return indexSource(options);
      if (!virtualId.startsWith(PART_PREFIX)) return null;
      const [part, lng] = virtualId.slice(PART_PREFIX.length).split('/') as [LocaleBundlePart, string];
      return bundleSource(options, localesDir, part, lng);
    },
  };
}
