// Every language has exactly the English keys, non-empty values and the same placeholders, for every
// namespace file found under locales/ (English is the source of truth), and is really translated.
// Each check runs over every language and namespace at once and reports every offending `lng/ns: key` together
// (one failure lists all that is wrong, instead of one test per language and file).
import { FALLBACK_LANGUAGE, LANGUAGES } from '@/shared/i18n';
import allowlist from './same-as-english-allowlist.json';
import { hasWords, languageDirs, loadNamespace, namespaceFiles, placeholders } from './locale-files';

/** Highest share of a language's values that may be identical to English (allow-listed keys aside). */
const MAX_SAME_AS_ENGLISH = 0.15;

const NAMESPACES = namespaceFiles();
const TRANSLATED = LANGUAGES.filter((lng) => lng !== FALLBACK_LANGUAGE);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// i18next looks plurals up per language with Intl.PluralRules: a key needs every category any of our
// languages uses (ru: one/few/many/other; fr, es, it, pt: many for millions), else it falls back to English.
const PLURAL_CATEGORIES = [
  ...new Set(LANGUAGES.flatMap((lng) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories)),
].sort();

const ALLOWLIST = allowlist as Record<string, string | string[]>;
const allowed = (lng: string): Set<string> => new Set([ALLOWLIST['*'] ?? [], ALLOWLIST[lng] ?? []].flat());

/** Every file of every language, parsed once: `${lng}/${ns}` -> its flattened messages or its load error. */
const FILES = new Map(
  LANGUAGES.flatMap((lng) => NAMESPACES.map((ns) => [`${lng}/${ns}`, loadNamespace(lng, ns)] as const)),
);

/** The messages of each file that loaded, with its name, for the given languages. */
function loaded(
  languages: readonly (typeof LANGUAGES)[number][],
): Array<{ file: string; lng: string; ns: string; messages: Map<string, unknown> }> {
  return languages.flatMap((lng) =>
    NAMESPACES.flatMap((ns) => {
      const messages = FILES.get(`${lng}/${ns}`)?.messages;
      return messages ? [{ file: `${lng}/${ns}`, lng, ns, messages }] : []; // a load error is reported on its own
    }),
  );
}

const englishOf = (ns: string): Map<string, unknown> => FILES.get(`${FALLBACK_LANGUAGE}/${ns}`)?.messages ?? new Map();

it('finds namespace files under locales/', () => {
  expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors', 'validation']));
});

it('has a folder for each of the 17 languages and no other', () => {
  expect(languageDirs().sort()).toEqual([...LANGUAGES].sort());
});

it('every language has every namespace file, each a valid JSON object', () => {
  const errors = [...FILES.values()].flatMap((result) => (result.error ? [result.error] : []));
  expect(errors).toEqual([]);
});

it('every value of every file is a non-empty string', () => {
  const bad = loaded(LANGUAGES).flatMap(({ file, messages }) =>
    [...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => `${file}: ${k}`),
  );
  expect(bad).toEqual([]);
});

it(`English plural keys have every form (${PLURAL_CATEGORIES.join(', ')})`, () => {
  const incomplete = loaded([FALLBACK_LANGUAGE]).flatMap(({ file, messages }) => {
    const keys = [...messages.keys()];
    const bases = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    return [...bases].flatMap((base) =>
      PLURAL_CATEGORIES.filter((c) => !keys.includes(`${base}_${c}`)).map((c) => `${file}: ${base}_${c}`),
    );
  });
  expect(incomplete).toEqual([]);
});

it('allow-list entries name existing keys', () => {
  const entries = Object.entries(ALLOWLIST).flatMap(([lng, keys]) => (lng === '$comment' ? [] : [keys].flat()));
  const unknown = entries.filter((entry) => {
    const [ns = '', key = ''] = entry.split(':');
    return !englishOf(ns).has(key);
  });
  expect(unknown).toEqual([]);
});

it('no language misses an English key', () => {
  const missing = loaded(TRANSLATED).flatMap(({ file, ns, messages }) =>
    [...englishOf(ns).keys()].filter((k) => !messages.has(k)).map((k) => `${file}: ${k}`),
  );
  expect(missing).toEqual([]);
});

it('no language has a key English lacks', () => {
  const extra = loaded(TRANSLATED).flatMap(({ file, ns, messages }) =>
    [...messages.keys()].filter((k) => !englishOf(ns).has(k)).map((k) => `${file}: ${k}`),
  );
  expect(extra).toEqual([]);
});

it('every translation keeps the English placeholders', () => {
  const differing = loaded(TRANSLATED).flatMap(({ file, ns, messages }) =>
    [...englishOf(ns)]
      .filter(([k, v]) => messages.has(k) && placeholders(v).join() !== placeholders(messages.get(k)).join())
      .map(
        ([k, v]) => `${file}: ${k}: ${placeholders(v).join() || '-'} vs ${placeholders(messages.get(k)).join() || '-'}`,
      ),
  );
  expect(differing).toEqual([]);
});

it(`no language has more than ${MAX_SAME_AS_ENGLISH * 100}% of its values identical to English`, () => {
  const overLimit = TRANSLATED.flatMap((lng) => {
    const skip = allowed(lng);
    let total = 0;
    const same: string[] = [];
    for (const { ns, messages } of loaded([lng])) {
      for (const [key, value] of englishOf(ns)) {
        total++;
        if (messages.get(key) === value && hasWords(value) && !skip.has(`${ns}:${key}`)) same.push(`${ns}:${key}`);
      }
    }
    // Under the limit nothing is reported; over it, the language and the keys that equal English.
    return same.length / Math.max(total, 1) <= MAX_SAME_AS_ENGLISH
      ? []
      : [`${lng} (${same.length} of ${total}): ${same.join(', ')}`];
  });
  expect(overLimit).toEqual([]);
});
