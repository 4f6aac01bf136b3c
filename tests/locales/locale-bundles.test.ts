import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCALE_BUNDLES_ID,
  localeBundleId,
  localeBundlesPlugin,
  type LocaleBundlePart,
} from '../../scripts/vite-locale-bundles';
import { FIRST_SCREEN_NAMESPACES, LANGUAGES, NAMESPACES, namespacesForFirstRender } from '@/shared/i18n/languages';

// Each language's texts are two lazy chunks that a build plugin writes (scripts/vite-locale-bundles.ts). These tests
// read what the plugin serves, as Vite asks for it.

const ROOT = join(__dirname, '../..');
const plugin = localeBundlesPlugin({
  languages: LANGUAGES,
  namespaces: NAMESPACES,
  firstScreen: FIRST_SCREEN_NAMESPACES,
});
// The plugin's hooks are plain functions; Vite calls them with a plugin context they do not use.
(plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
const resolveId = (id: string) => (plugin.resolveId as (id: string) => string | null)(id);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

/** The module Vite gets for an import of `id`. */
function served(id: string): string {
  const resolved = resolveId(id);
  const source = resolved === null ? null : load(resolved);
  if (source === null) throw new Error(`the plugin does not serve ${id}`);
  return source;
}

/** A chunk's namespaces and the file each one is imported from. */
function chunkOf(part: LocaleBundlePart, language: string): { namespaces: string[]; files: string[] } {
  const source = served(localeBundleId(part, language));
  const fileOf = new Map([...source.matchAll(/^import (\w+) from "([^"]+)";$/gm)].map((m) => [m[1]!, m[2]!]));
  const fields = [...source.matchAll(/^ {2}"([\w-]+)": (\w+),$/gm)];
  return { namespaces: fields.map((m) => m[1]!), files: fields.map((m) => fileOf.get(m[2]!) ?? `no import ${m[2]}`) };
}

describe('locale chunks of each language (the first screen loads only its texts)', () => {
  const chunks = LANGUAGES.map((language) => ({
    language,
    first: chunkOf('first', language),
    later: chunkOf('later', language),
  }));

  it("each chunk reads its language's file of each of its namespaces", () => {
    const wrong = chunks.flatMap(({ language, first, later }) =>
      [first, later].flatMap(({ namespaces, files }) =>
        namespaces
          .map((ns, i) => ({ ns, file: files[i]! }))
          .filter(({ ns, file }) => file !== join(ROOT, 'locales', language, `${ns}.json`) || !existsSync(file))
          .map(({ ns, file }) => `${language}/${ns}: ${file}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("the first chunk holds exactly the first screen's namespaces", () => {
    const expected = [...FIRST_SCREEN_NAMESPACES].sort().join();
    const wrong = chunks.filter(({ first }) => [...first.namespaces].sort().join() !== expected);
    expect(wrong.map(({ language, first }) => `${language}: ${first.namespaces.join()}`)).toEqual([]);
  });

  it('together they hold every namespace once', () => {
    const expected = [...NAMESPACES].sort().join();
    const wrong = chunks.filter(
      ({ first, later }) => [...first.namespaces, ...later.namespaces].sort().join() !== expected,
    );
    expect(
      wrong.map(
        ({ language, first, later }) => `${language}: ${[...first.namespaces, ...later.namespaces].sort().join()}`,
      ),
    ).toEqual([]);
  });

  it(`${LOCALE_BUNDLES_ID} imports each language's two chunks, each on its own (a lazy chunk apiece)`, () => {
    const index = served(LOCALE_BUNDLES_ID);
    const loaders = [
      ...index.matchAll(
        /^ {2}"([\w-]+)": \{ first: \(\) => import\("([^"]+)"\), later: \(\) => import\("([^"]+)"\) \},$/gm,
      ),
    ];
    expect(loaders.map((m) => [m[1], m[2], m[3]])).toEqual(
      LANGUAGES.map((language) => [language, localeBundleId('first', language), localeBundleId('later', language)]),
    );
  });

  it('serves no other language or part', () => {
    expect(['xx', 'en-us', '../en'].map((language) => resolveId(localeBundleId('first', language)))).toEqual([
      null,
      null,
      null,
    ]);
    expect(resolveId('virtual:locale-bundle/all/en')).toBeNull();
    expect(resolveId('virtual:locale-bundle/first/en/extra')).toBeNull();
  });
});

describe('namespaces loaded before the first render', () => {
  it.each(['/de/p2p', '/zh-cn/p2p/buy', '/en/p2p/sell/'])('%s renders with the first-screen texts alone', (path) => {
    expect(namespacesForFirstRender(path)).toEqual(FIRST_SCREEN_NAMESPACES);
  });

  it.each([
    '/en',
    '/en/p2p/order',
    '/en/p2p/buy/detail/AD1',
    '/en/hkpay',
    '/login',
    '/login/p2p/buy',
    '/en/test/locale',
    '/',
  ])('%s loads every namespace first', (path) => {
    expect(namespacesForFirstRender(path)).toEqual(NAMESPACES);
  });
});
