import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What search engines and link previews read of a prerendered page (title, description,
// canonical link, the page in the other languages, Open Graph), and the site's robots.txt and sitemap.xml. The
// titles are the app's (locales/<lang>/ads.json pageTitle, also the tab's title in the browser); the rest is
// locales/<lang>/seo.json, which only the build reads.

export interface SiteLanguage {
  code: string;
  /** Intl locale tag, e.g. pt-BR: Open Graph's og:locale is written from it (pt_BR). */
  locale: string;
}

/** The pages search engines get (the login-required ones are shells, scripts/vite-prerender.ts). */
export type PublicPage = 'home' | 'buy' | 'sell';

export interface PageMetadataInput {
  lang: string;
  /** The page's path under its language prefix: '' (home), '/p2p/buy', '/p2p/sell'. */
  route: string;
  /** Which texts of seo.json. */
  page: PublicPage;
  languages: readonly SiteLanguage[];
  /** e.g. https://p2p.example.com (VITE_SITE_ORIGIN); without it links are root-relative and og:url is left out. */
  origin: string | undefined;
  /** The pair a list shows without filters (the app's default: USDT with USD). */
  pair: { asset: string; fiat: string };
  localesDir: string;
}

type SeoTexts = { siteName: string } & Record<PublicPage, { description: string }>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const readJson = <T>(localesDir: string, lang: string, file: string) =>
  JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as T;
const seoTexts = (localesDir: string, lang: string) => readJson<SeoTexts>(localesDir, lang, 'seo.json');
/** The titles are the app's too: the page keeps them in the tab as its filters change (p2p.json pageTitle). */
const pageTitles = (localesDir: string, lang: string) =>
  readJson<{ pageTitle: Record<PublicPage, string> }>(localesDir, lang, 'ads.json').pageTitle;

/** hreflang wants a language, with a region only where the site's language is one (zh-CN, zh-TW). */
export function hreflang(code: string): string {
  const [language, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : code;
}

/** VITE_SITE_ORIGIN as an origin (https://host[:port]); anything else is left out with a warning. */
export function parseSiteOrigin(
  value: string | undefined,
  warn: (message: string) => void = console.warn,
): string | undefined {
  if (!value) return undefined;
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.origin;
  } catch {
    // Reported below.
  }
  warn(`VITE_SITE_ORIGIN "${value}" is not an http(s) address; it is left out`);
  return undefined;
}

const url = (origin: string | undefined, path: string) => `${origin ?? ''}${path}`;

/** The <head> lines of one page, its <title> first; and the title's text. */
export function pageMetadata({ lang, route, page, languages, origin, pair, localesDir }: PageMetadataInput): {
  title: string;
  head: string;
} {
  const texts = seoTexts(localesDir, lang);
  const fill = (text: string) =>
    text.replace(/\{\{\s*asset\s*\}\}/g, pair.asset).replace(/\{\{\s*fiat\s*\}\}/g, pair.fiat);
  const title = fill(pageTitles(localesDir, lang)[page]);
  const description = fill(texts[page].description);
  const locale = languages.find((language) => language.code === lang)?.locale ?? lang;
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${url(origin, `/${lang}${route}`)}" />`,
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${hreflang(language.code)}" href="${url(origin, `/${language.code}${route}`)}" />`,
    ),
    // Searchers whose language the site does not have: English, the fallback.
    `<link rel="alternate" hreflang="x-default" href="${url(origin, `/en${route}`)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(texts.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
    ...(origin ? [`<meta property="og:url" content="${url(origin, `/${lang}${route}`)}" />`] : []),
  ];
  return { title, head: lines.join('\n    ') };
}

/**
 * robots.txt: the public pages may be crawled; the API, sign-in, orders, ad details (login required) and
 * the internal test pages are of no use to a search engine.
 */
export function robotsTxt(origin: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /*/p2p/order',
    'Disallow: /*/p2p/buy/detail/',
    'Disallow: /*/p2p/sell/detail/',
    'Disallow: /*/test/',
  ];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}

/** sitemap.xml of the prerendered pages, each with its versions in the other languages. */
export function sitemapXml(origin: string, routes: readonly string[], languages: readonly SiteLanguage[]): string {
  const entries = routes.flatMap((route) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${origin}/${language.code}${route}</loc>`,
        ...languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang(other.code)}" href="${origin}/${other.code}${route}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}/en${route}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
