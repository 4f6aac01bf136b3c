import { isLanguage, type Language } from './languages';

const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { 'en-us': 'en' };

const SKIPPED_PREFIXES = ['/api/', '/fapi/', '/js/', '/css/', '/img/', '/fonts/', '/static/', '/assets/', '/builds/'];
const SKIPPED_FILES =
  /\/_payload\.json$|\.(?:js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot|txt|xml|webmanifest)$/i;

// Probes for components, CDN internals and SQL injection (the text 1').
const IGNORED_MARKERS = ['/_comp/', '/cdn-cgi/', "1'", '1%27'];

interface SplitPath {
  origin: string;
  pathname: string;
  rest: string;
}

function splitPath(input: string): SplitPath {
  const match = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)?([^?#]*)(.*)$/i.exec(input);
  return { origin: match?.[1] ?? '', pathname: match?.[2] ?? '', rest: match?.[3] ?? '' };
}

function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

function segmentLanguage(segment: string): Language | null {
  const lower = segment.toLowerCase();
  if (isLanguage(lower)) return lower;
  // Own keys only: '/__proto__' or '/constructor' must not read Object.prototype as a language.
  return (Object.hasOwn(LANGUAGE_ALIASES, lower) ? LANGUAGE_ALIASES[lower] : undefined) ?? null;
}

export function detectLanguage(pathname: string): Language | null {
  return segmentLanguage(firstSegment(splitPath(pathname).pathname));
}

export function isSkippedPath(pathname: string): boolean {
  const path = splitPath(pathname).pathname.toLowerCase();
  return SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix)) || SKIPPED_FILES.test(path);
}

/** The search is checked too: an injection probe in the query is as unwelcome as one in the path. */
export function isIgnoredPath(path: string): boolean {
  const lower = path.toLowerCase();
  return IGNORED_MARKERS.some((marker) => lower.includes(marker));
}

function withLanguageSegment(pathname: string, lang: Language): string {
  const trimmed = pathname.replace(/^\/+/, '');
  const segment = trimmed.split('/')[0] ?? '';
  const tail = segmentLanguage(segment) ? trimmed.slice(segment.length) : trimmed ? `/${trimmed}` : '';
  return `/${lang}${tail}`;
}

export function normalizeLanguagePath(path: string): string {
  const lang = detectLanguage(path);
  if (!lang || isSkippedPath(path) || isIgnoredPath(path)) return path;
  const { origin, pathname, rest } = splitPath(path);
  return `${origin}${withLanguageSegment(pathname, lang)}${rest}`;
}

export function switchLanguagePath(path: string, lang: Language): string {
  if (isSkippedPath(path)) return path;
  const { origin, pathname, rest } = splitPath(path);
  return `${origin}${withLanguageSegment(pathname, lang)}${rest}`;
}

export function withLanguage(lang: Language, path = '/'): string {
  const trimmed = path.replace(/^\/+/, '');
  if (!trimmed) return `/${lang}`;
  return /^[?#]/.test(trimmed) ? `/${lang}${trimmed}` : `/${lang}/${trimmed}`;
}
