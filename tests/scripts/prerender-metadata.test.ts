import { join } from 'node:path';
import { hreflang, pageMetadata, parseSiteOrigin, robotsTxt, sitemapXml } from '../../scripts/prerender-metadata';
import { LANGUAGE_INFO, LANGUAGES } from '../../src/shared/i18n/languages';

// What search engines and link previews read of the prerendered pages, from locales/*/seo.json.

const languages = LANGUAGES.map((code) => ({ code, locale: LANGUAGE_INFO[code].locale }));
const localesDir = join(__dirname, '../../locales');
const base = { languages, pair: { asset: 'USDT', fiat: 'USD' }, localesDir };

describe('a prerendered page’s metadata', () => {
  it('has the translated title and description of its pair, a canonical link, every language and x-default, and Open Graph', () => {
    const { title, head } = pageMetadata({
      ...base,
      lang: 'de',
      route: '/p2p/buy',
      page: 'buy',
      origin: 'https://p2p.example.com',
    });
    expect(title).toContain('USDT');
    expect(title).toContain('USD');
    expect(title).not.toMatch(/\{\{|Buy /);
    expect(head.split('\n')[0]).toBe(`<title>${title}</title>`);
    expect(head).toContain('<link rel="canonical" href="https://p2p.example.com/de/p2p/buy" />');
    for (const code of LANGUAGES)
      expect(head).toContain(`hreflang="${hreflang(code)}" href="https://p2p.example.com/${code}/p2p/buy"`);
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://p2p.example.com/en/p2p/buy" />');
    expect(head).toContain('<meta property="og:locale" content="de_DE" />');
    expect(head).toContain('<meta property="og:url" content="https://p2p.example.com/de/p2p/buy" />');
    expect(head).toMatch(/<meta property="og:title" content="[^"]*USDT[^"]*" \/>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
  });

  it('gives every language its own words', () => {
    const titles = new Set(
      LANGUAGES.map((lang) => pageMetadata({ ...base, lang, route: '', page: 'home', origin: undefined }).title),
    );
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it('links root-relative and leaves og:url out without a configured origin', () => {
    const { head } = pageMetadata({ ...base, lang: 'ja', route: '/p2p/sell', page: 'sell', origin: undefined });
    expect(head).toContain('<link rel="canonical" href="/ja/p2p/sell" />');
    expect(head).not.toContain('og:url');
  });

  it('writes region-less hreflang values except where the language is a region’s', () => {
    expect(hreflang('en')).toBe('en');
    expect(hreflang('zh-cn')).toBe('zh-CN');
    expect(hreflang('zh-tw')).toBe('zh-TW');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets the public pages be crawled, not the API, sign-in, orders, details or test pages, and names the sitemap', () => {
    const robots = robotsTxt('https://p2p.example.com');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
    for (const path of ['/api/', '/login', '/*/p2p/order', '/*/p2p/buy/detail/', '/*/test/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://p2p.example.com/sitemap.xml');
    expect(robotsTxt(undefined)).not.toContain('Sitemap');
  });

  it('lists every public page in every language with its alternates', () => {
    const xml = sitemapXml('https://p2p.example.com', ['', '/p2p/buy', '/p2p/sell'], languages);
    expect(xml.match(/<url>/g)).toHaveLength(3 * LANGUAGES.length);
    expect(xml).toContain('<loc>https://p2p.example.com/th/p2p/sell</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-TW" href="https://p2p.example.com/zh-tw/p2p/buy"/>',
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
      ),
    ).toBe(true);
  });
});

describe('VITE_SITE_ORIGIN', () => {
  it('is the origin of an http(s) address, and anything else is left out with a warning', () => {
    const warn = jest.fn();
    expect(parseSiteOrigin('https://p2p.example.com/', warn)).toBe('https://p2p.example.com');
    expect(parseSiteOrigin('http://localhost:8080/x', warn)).toBe('http://localhost:8080');
    expect(parseSiteOrigin(undefined, warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(parseSiteOrigin('p2p.example.com', warn)).toBeUndefined();
    expect(parseSiteOrigin('javascript:alert(1)', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
