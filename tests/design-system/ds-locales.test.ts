import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatMinutes, type MinutesTranslator } from '@ds';
import i18next from 'i18next';

// The 17 languages. English is the source the others are translated from.
const LANGUAGES = [
  'en',
  'fr',
  'ru',
  'tr',
  'es',
  'pt',
  'de',
  'it',
  'id',
  'ms',
  'hi',
  'ja',
  'ko',
  'vi',
  'th',
  'zh-cn',
  'zh-tw',
];
const root = join(__dirname, '../..');

type Tree = { [key: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(join(root, 'locales', lng, 'ds.json'), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );

const en = new Map(flatten(load('en')));

// Keys, empty values and placeholders of ds.json are checked with every other namespace in
// tests/locales/locale-parity.test.ts; here what is the design system's own, over all languages at once.
describe('locales/<lng>/ds.json', () => {
  it('is translated in every language: under 10% of its texts equal English (languages over it are listed)', () => {
    const overLimit = LANGUAGES.filter((lng) => lng !== 'en').flatMap((lng) => {
      const texts = flatten(load(lng));
      const same = texts.filter(([key, text]) => en.get(key) === text).map(([key]) => key);
      return same.length / texts.length < 0.1 ? [] : [`${lng}: ${same.join(', ')}`];
    });
    expect(overLimit).toEqual([]);
  });

  it('has a text for every plural category each language uses (e.g. ru few/many), never falling back', async () => {
    // A missing category (ru 'few') makes i18next fall back to English; a marker fallback makes that visible.
    const fallback = { duration: { minutes_one: 'FALLBACK', minutes_other: 'FALLBACK' } };
    const wrong: string[] = [];
    for (const lng of LANGUAGES) {
      const i18n = i18next.createInstance();
      // lowerCaseLng: the folders are 'zh-cn' and 'zh-tw'; without it i18next looks for 'zh-CN'.
      await i18n.init({
        lng,
        lowerCaseLng: true,
        fallbackLng: 'xx',
        ns: ['ds'],
        defaultNS: 'ds',
        resources: { [lng]: { ds: load(lng) }, xx: { ds: fallback } },
      });
      const t = i18n.t.bind(i18n) as unknown as MinutesTranslator;
      for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
        const text = formatMinutes(count, t);
        if (!text.includes(String(count)) || text.includes('FALLBACK')) wrong.push(`${lng} ${count}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
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
