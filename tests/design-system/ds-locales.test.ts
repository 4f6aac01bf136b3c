import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatMinutes, type MinutesTranslator } from '@ds';
import i18next from 'i18next';

// Spec §1: 17 languages. English is the source (STYLE.md convention 10).
const LANGUAGES = ['en', 'fr', 'ru', 'tr', 'es', 'pt', 'de', 'it', 'id', 'ms', 'hi', 'ja', 'ko', 'vi', 'th', 'zh-cn', 'zh-tw'];
const root = join(__dirname, '../..');

type Tree = { [key: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(join(root, 'locales', lng, 'ds.json'), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

const en = new Map(flatten(load('en')));

describe.each(LANGUAGES)('locales/%s/ds.json', (lng) => {
  const texts = new Map(flatten(load(lng)));

  it('has exactly the English keys, none empty, with the same placeholders', () => {
    expect([...texts.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(en.get(key) ?? '')]);
    }
  });

  it('is translated: most texts differ from English', () => {
    if (lng === 'en') return;
    const same = [...texts].filter(([key, text]) => en.get(key) === text).length;
    expect(same / texts.size).toBeLessThan(0.1);
  });

  it('has a text for every plural category the language uses (e.g. ru few/many), never falling back', async () => {
    // A missing category (ru 'few') makes i18next fall back to English; a marker fallback makes that visible.
    const fallback = { duration: { minutes_one: 'FALLBACK', minutes_other: 'FALLBACK' } };
    const i18n = i18next.createInstance();
    // lowerCaseLng: the folders are 'zh-cn' and 'zh-tw'; without it i18next looks for 'zh-CN'.
    await i18n.init({ lng, lowerCaseLng: true, fallbackLng: 'xx', ns: ['ds'], defaultNS: 'ds', resources: { [lng]: { ds: load(lng) }, xx: { ds: fallback } } });
    const t = i18n.t.bind(i18n) as unknown as MinutesTranslator;
    for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
      const text = formatMinutes(count, t);
      expect(text).toContain(String(count));
      expect(text).not.toContain('FALLBACK');
    }
  });
});

describe('keys used by the design system', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('every literal t() key exists in the English ds.json', () => {
    const used = new Set<string>();
    for (const file of sources(join(root, 'design-system'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([\w.]+)'/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((key) => !en.has(key) && !en.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
