// Reads every locales/<lng>/<namespace>.json for the parity test, recording parse failures instead of throwing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(__dirname, '../../locales');

export type LoadResult =
  { messages: Map<string, unknown>; error?: undefined } | { messages?: undefined; error: string };

function flatten(node: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

export function languageDirs(): string[] {
  return readdirSync(LOCALES_DIR).filter((name) => statSync(join(LOCALES_DIR, name)).isDirectory());
}

/** Every namespace file name (without .json) found in any language folder. */
export function namespaceFiles(): string[] {
  const names = languageDirs().flatMap((dir) =>
    readdirSync(join(LOCALES_DIR, dir))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  );
  return [...new Set(names)].sort();
}

export function loadNamespace(lng: string, ns: string): LoadResult {
  const file = join(LOCALES_DIR, lng, `${ns}.json`);
  if (!existsSync(file)) return { error: `locales/${lng}/${ns}.json is missing` };
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { error: `locales/${lng}/${ns}.json is not a JSON object` };
    }
    return { messages: flatten(parsed, '', new Map()) };
  } catch (error) {
    return { error: `locales/${lng}/${ns}.json is not valid JSON: ${(error as Error).message}` };
  }
}

/** Interpolation names in a value ({{name}}, {{name, format}}), sorted, so that order may change. */
export function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{?\s*([\w.]+)[^}]*\}\}?/g)].map((match) => match[1] ?? '').sort();
}

/** True when a value has words: values made only of placeholders, digits and punctuation may equal English. */
export function hasWords(value: unknown): boolean {
  return typeof value === 'string' && /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));
}
