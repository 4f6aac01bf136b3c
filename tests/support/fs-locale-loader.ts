// Test stand-in for the Vite loader (src/shared/i18n/load-resources.ts): reads locales/<lng>/<ns>.json from disk.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadNamespace, LocaleMessages } from '@/shared/i18n';

export const LOCALES_DIR = join(__dirname, '../../locales');

export const fsLocaleLoader: LoadNamespace = async (lng, ns) =>
  JSON.parse(await readFile(join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')) as LocaleMessages;
