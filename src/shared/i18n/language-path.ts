// Language routing rules of spec §2, as pure functions of a path. The router and the link builders use them.
import { isLanguage, type Language } from './languages';

/** Spec §2: en-us (any case) is served as en. */
const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { 'en-us': 'en' };

// Spec §2: "/api/, /fapi/, /js/, /css/ and similar" bypass language handling: API calls, build assets,
// the build manifest (builds/meta/{id}.json, spec §7) and prerendered payloads ({path}/_payload.json).
const SKIPPED_PREFIXES = ['/api/', '/fapi/', '/js/', '/css/', '/img/', '/fonts/', '/static/', '/assets/', '/builds/'];
const SKIPPED_FILES =
  /\/_payload\.json$|\.(?:js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|eot|txt|xml|webmanifest)$/i;

// Spec §2: probes for components, CDN internals and SQL injection (the text 1') are ignored paths.
const IGNORED_MARKERS = ['/_comp/', '/cdn-cgi/', "1'", '1%27'];

interface SplitPath {
  /** `https://host` when given a full URL, else ''. */
  origin: string;
  pathname: string;
  /** Search and hash, kept as given. */
  rest: string;
}

function splitPath(input: string): SplitPath {
  const match = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)?([^?#]*)(.*)$/i.exec(input);
  return { origin: match?.[1] ?? '', pathname: match?.[2] ?? '', rest: match?.[3] ?? '' };
}

function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/** A first path segment as a language (case-insensitive, en-us -> en), or null. */
function segmentLanguage(segment: string): Language | null {
  const lower = segment.toLowerCase();
  if (isLanguage(lower)) return lower;
  // Own keys only: '/__proto__' or '/constructor' must not read Object.prototype as a language.
  return (Object.hasOwn(LANGUAGE_ALIASES, lower) ? LANGUAGE_ALIASES[lower] : undefined) ?? null;
}

/** Spec §2: the language comes from the first path segment; unknown or missing gives null. */
export function detectLanguage(pathname: string): Language | null {
  return segmentLanguage(firstSegment(splitPath(pathname).pathname));
}

/** Spec §2: asset and API paths are not language-handled. */
export function isSkippedPath(pathname: string): boolean {
  const path = splitPath(pathname).pathname.toLowerCase();
  return SKIPPED_PREFIXES.some((prefix) => path.startsWith(prefix)) || SKIPPED_FILES.test(path);
}

/**
 * Spec §2: paths containing /_comp/, /cdn-cgi/ or the text 1' are rejected as ignored. The search is checked
 * too: an injection probe in the query is as unwelcome as one in the path.
 */
export function isIgnoredPath(path: string): boolean {
  const lower = path.toLowerCase();
  return IGNORED_MARKERS.some((marker) => lower.includes(marker));
}

/** Replaces the language segment (any casing or alias) by `lang`, or adds one when there is none. */
function withLanguageSegment(pathname: string, lang: Language): string {
  const trimmed = pathname.replace(/^\/+/, '');
  const segment = trimmed.split('/')[0] ?? '';
  const tail = segmentLanguage(segment) ? trimmed.slice(segment.length) : trimmed ? `/${trimmed}` : '';
  return `/${lang}${tail}`;
}

/**
 * Spec §2: the canonical form of a language path (`/en-us/p2p/buy` -> `/en/p2p/buy`, `/FR` -> `/fr`).
 * Paths without a language, skipped and ignored paths come back unchanged.
 */
export function normalizeLanguagePath(path: string): string {
  const lang = detectLanguage(path);
  if (!lang || isSkippedPath(path) || isIgnoredPath(path)) return path;
  const { origin, pathname, rest } = splitPath(path);
  return `${origin}${withLanguageSegment(pathname, lang)}${rest}`;
}

/**
 * Spec §2: a path is switched to another language by replacing its prefix (added when missing). Keeps the
 * rest of the path, the search and the hash; skipped paths come back unchanged.
 */
export function switchLanguagePath(path: string, lang: Language): string {
  if (isSkippedPath(path)) return path;
  const { origin, pathname, rest } = splitPath(path);
  return `${origin}${withLanguageSegment(pathname, lang)}${rest}`;
}

/** Builds a link from an app path without language: `withLanguage('fr', '/p2p/buy')` -> `/fr/p2p/buy`. */
export function withLanguage(lang: Language, path = '/'): string {
  const trimmed = path.replace(/^\/+/, '');
  if (!trimmed) return `/${lang}`;
  return /^[?#]/.test(trimmed) ? `/${lang}${trimmed}` : `/${lang}/${trimmed}`;
}
