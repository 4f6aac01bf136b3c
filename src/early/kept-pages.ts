// Relative paths: vite.config.ts reads this file too, without the app's aliases.
import { parseThemeMode } from '../../design-system/theme/theme-cookie';
import type { ThemeMode } from '../../design-system/tokens/roles';
import { isLanguage } from '../shared/i18n/languages';

// Which pages the site's service worker keeps for a trader's next visit, and for how long (docs/architecture.md,
// "Kept pages"). Pure rules, shared by the worker (kept-pages-worker.ts) and its tests.

/** The worker's one cache: the kept pages and the files they load first. A new name drops the old cache. */
export const KEPT_PAGES_CACHE = 'p2p-kept-pages-v1';

/** Where the build writes the worker; at the site's root, so that its scope can be the whole site. */
export const KEPT_PAGES_WORKER_URL = '/p2p-sw.js';

/**
 * A kept page older than this is not shown: it is asked for again. Deployments keep each build's `assets/` at least
 * this long after the next one (README, "Deploying"), so a kept page always finds the files it names.
 */
export const KEPT_PAGE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What a page posts to the worker once its first screen is up. */
export const FIRST_SCREEN_MESSAGE = 'p2p-first-screen';

const THEME_PARAM = 'p2p-kept-theme';

/**
 * The path a kept page is kept under, or null for a page that is not kept. The pages kept are the same HTML for every
 * trader of a language and theme, whose early script then asks for the trader's current data:
 * - the bare ad lists (`/{lang}/p2p/buy|sell`): a query (the list's filters) draws another page;
 * - one order (`/{lang}/p2p/order?orderId=…` or `?externalOrderId=…`): one shell answers every order id (nginx's
 *   rule, deploy/nginx/p2p-site.conf); without an id the same path is My orders, which is not kept.
 */
function keptPagePath(url: URL): string | null {
  const [, lang, p2p, page, ...rest] = url.pathname.split('/');
  if (!isLanguage(lang) || p2p !== 'p2p' || rest.length > 0) return null;
  if ((page === 'buy' || page === 'sell') && url.search === '') return url.pathname;
  const { searchParams } = url;
  if (page === 'order' && (searchParams.get('orderId') || searchParams.get('externalOrderId'))) return url.pathname;
  return null;
}

export function isKeptPagePath(url: URL): boolean {
  return keptPagePath(url) !== null;
}

/** The page is kept once per theme, since nginx draws it in the theme of the trader's `theme` cookie. */
export function keptPageKey(url: URL, theme: ThemeMode): string | null {
  const path = keptPagePath(url);
  if (!path) return null;
  const key = new URL(path, url.origin);
  key.searchParams.set(THEME_PARAM, theme);
  return key.href;
}

export function isKeptPageKey(url: URL): boolean {
  return url.searchParams.has(THEME_PARAM);
}

/** The theme nginx picks for a `theme` cookie value (or its absence): dark only when it says so. */
export function themeOfCookie(value: string | undefined): ThemeMode {
  return parseThemeMode(value) ?? 'light';
}

/** Whether a kept page, answered at `date` (its Date header), may still be shown at `now`. */
export function isKeptPageFresh(date: string | null, now: number): boolean {
  const at = date ? Date.parse(date) : NaN;
  return Number.isFinite(at) && Math.abs(now - at) < KEPT_PAGE_MAX_AGE_MS;
}

/** The build's files a page names (scripts, preloads, styles), which the kept page needs to start offline of them. */
export function pageAssets(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:src|href)="(\/assets\/[^"?#]+)"/g))
    found.add(new URL(match[1]!, origin).href);
  return [...found];
}
