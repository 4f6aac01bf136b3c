import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolateBidi } from '../../../src/shared/bidi-text';

// Browser tests in other languages find controls by the same texts a user reads, taken from locales/.
type Tree = { [key: string]: string | Tree };

export function textsFor(lang: string) {
  const cache = new Map<string, Tree>();
  const load = (ns: string): Tree => {
    if (!cache.has(ns))
      cache.set(ns, JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8')) as Tree);
    return cache.get(ns)!;
  };
  const raw = (nsKey: string): string => {
    const [ns, key] = nsKey.split(':') as [string, string];
    let node: string | Tree | undefined = load(ns);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no text ${nsKey} in ${lang}`);
    return node;
  };
  const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}/g;
  // Like the app's i18next: a value carrying bidi controls is shown isolated (src/shared/i18n/i18n.ts).
  const t = (nsKey: string, values: Record<string, string | number> = {}): string =>
    raw(nsKey).replace(PLACEHOLDER, (_, name: string) => isolateBidi(String(values[name] ?? '')));
  /** The text as a whole-string pattern; placeholders without a value match anything (a name, an amount). */
  t.pattern = (nsKey: string, values: Record<string, string | number> = {}): RegExp => {
    const parts = raw(nsKey).split(PLACEHOLDER);
    const source = parts
      .map((part, i) =>
        i % 2 === 0
          ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          : values[part] !== undefined
            ? String(values[part])
            : '.+',
      )
      .join('');
    return new RegExp(`^${source}$`);
  };
  return t;
}
