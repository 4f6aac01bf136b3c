// Every language has exactly the English keys, non-empty values and the same placeholders, for every
// namespace file found under locales/ (STYLE.md 10: English is the source of truth), and is really translated.
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
const PLURAL_CATEGORIES = [...new Set(LANGUAGES.flatMap((lng) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories))].sort();

const english = new Map(NAMESPACES.map((ns) => [ns, loadNamespace(FALLBACK_LANGUAGE, ns)]));
const ALLOWLIST = allowlist as Record<string, string | string[]>;
const allowed = (lng: string): Set<string> => new Set([ALLOWLIST['*'] ?? [], ALLOWLIST[lng] ?? []].flat());

function englishMessages(ns: string): Map<string, unknown> {
  const result = english.get(ns);
  if (!result?.messages) throw new Error(result?.error ?? `no English ${ns}`);
  return result.messages;
}

it('finds namespace files under locales/', () => {
  expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors', 'validation']));
});

it('has a folder for each of the 17 languages and no other', () => {
  expect(languageDirs().sort()).toEqual([...LANGUAGES].sort());
});

describe('en (source of truth)', () => {
  it.each(NAMESPACES)('%s.json exists and is a valid JSON object', (ns) => {
    expect(english.get(ns)?.error).toBeUndefined();
  });

  it.each(NAMESPACES)('%s.json has only non-empty string values', (ns) => {
    const bad = [...englishMessages(ns)].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(NAMESPACES)(`%s.json plural keys have every form (${PLURAL_CATEGORIES.join(', ')})`, (ns) => {
    const keys = [...englishMessages(ns).keys()];
    const bases = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    const incomplete = [...bases].flatMap((base) =>
      PLURAL_CATEGORIES.filter((c) => !keys.includes(`${base}_${c}`)).map((c) => `${base}_${c}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('allow-list entries name existing keys', () => {
    const entries = Object.entries(ALLOWLIST).flatMap(([lng, keys]) => (lng === '$comment' ? [] : [keys].flat()));
    const unknown = entries.filter((entry) => {
      const [ns = '', key = ''] = entry.split(':');
      return !english.get(ns)?.messages?.has(key);
    });
    expect(unknown).toEqual([]);
  });
});

describe.each(TRANSLATED)('%s', (lng) => {
  const files = new Map(NAMESPACES.map((ns) => [ns, loadNamespace(lng, ns)]));
  const messages = (ns: string): Map<string, unknown> => {
    const result = files.get(ns);
    if (!result?.messages) throw new Error(result?.error ?? `no ${lng} ${ns}`);
    return result.messages;
  };

  it.each(NAMESPACES)('%s.json exists and is a valid JSON object', (ns) => {
    expect(files.get(ns)?.error).toBeUndefined();
  });

  it.each(NAMESPACES)('%s.json has no missing keys', (ns) => {
    const own = messages(ns);
    expect([...englishMessages(ns).keys()].filter((k) => !own.has(k))).toEqual([]);
  });

  it.each(NAMESPACES)('%s.json has no extra keys', (ns) => {
    const en = englishMessages(ns);
    expect([...messages(ns).keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it.each(NAMESPACES)('%s.json has no empty or non-string values', (ns) => {
    const bad = [...messages(ns)].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(NAMESPACES)('%s.json keeps the English placeholders', (ns) => {
    const own = messages(ns);
    const differing = [...englishMessages(ns)]
      .filter(([k, v]) => own.has(k) && placeholders(v).join() !== placeholders(own.get(k)).join())
      .map(([k, v]) => `${k}: ${placeholders(v).join() || '-'} vs ${placeholders(own.get(k)).join() || '-'}`);
    expect(differing).toEqual([]);
  });

  it(`has at most ${MAX_SAME_AS_ENGLISH * 100}% of values identical to English`, () => {
    const skip = allowed(lng);
    let total = 0;
    const same: string[] = [];
    for (const ns of NAMESPACES) {
      const own = files.get(ns)?.messages;
      const en = english.get(ns)?.messages;
      if (!own || !en) continue; // reported by the tests above
      for (const [key, value] of en) {
        total++;
        if (own.get(key) === value && hasWords(value) && !skip.has(`${ns}:${key}`)) same.push(`${ns}:${key}`);
      }
    }
    // Under the limit nothing is reported; over it, jest prints the keys that equal English.
    expect(same.length / Math.max(total, 1) <= MAX_SAME_AS_ENGLISH ? [] : same).toEqual([]);
  });
});
