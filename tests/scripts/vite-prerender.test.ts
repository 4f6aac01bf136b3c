import { fillTemplate, prerenderedFileFor } from '../../scripts/vite-prerender';
import { readThemeCookie } from '../../design-system/theme/theme-cookie';
import { LANGUAGE_INFO, LANGUAGES } from '../../src/shared/i18n/languages';

// Issue 20: which prerendered file answers a request (the rule nginx applies too, deploy/nginx/p2p-site.conf, and
// `vite preview` for the browser tests), and how a page's markup goes into the built HTML.

const languages = { codes: LANGUAGES, info: LANGUAGE_INFO };
const fileFor = (url: string, cookie?: string) => prerenderedFileFor(url, cookie, languages, readThemeCookie);

describe('the prerendered file of a request', () => {
  it('answers each language home and list path with its file, in the theme of the cookie', () => {
    expect(fileFor('/en')).toBe('prerendered/en/home-light.html');
    expect(fileFor('/de/')).toBe('prerendered/de/home-light.html');
    expect(fileFor('/zh-cn/p2p/buy')).toBe('prerendered/zh-cn/buy-light.html');
    expect(fileFor('/th/p2p/sell/', 'a=1; theme=dark')).toBe('prerendered/th/sell-dark.html');
    expect(fileFor('/ja/p2p/sell', 'theme=unknown')).toBe('prerendered/ja/sell-light.html');
  });

  it('leaves to the app what the build did not draw: a query, another route, a language to rewrite', () => {
    expect(fileFor('/en/p2p/buy?asset=BTC')).toBeNull();
    expect(fileFor('/en/p2p/order')).toBeNull();
    expect(fileFor('/en/p2p/buy/detail/AD1')).toBeNull();
    expect(fileFor('/en/p2p')).toBeNull();
    expect(fileFor('/en-us/p2p/buy')).toBeNull();
    expect(fileFor('/FR/p2p/buy')).toBeNull();
    expect(fileFor('/xx/p2p/buy')).toBeNull();
    expect(fileFor('/')).toBeNull();
  });

  it('keeps an empty query string as no query', () => {
    expect(fileFor('/en/p2p/buy?')).toBe('prerendered/en/buy-light.html');
  });
});

describe('the built HTML of a prerendered page', () => {
  const template = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta name="description" content="English" />',
    '    <title>P2P Trading</title>',
    '  </head>',
    '  <body>',
    '    <div id="p2p-embedded-header" data-embedded-app="header"></div>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n');
  const parts = { root: '<main>page</main>', header: '<header>head</header>', css: '', title: 'Trading P2P <&>', path: '/fr/p2p/buy', lang: 'fr', theme: 'dark' as const, stylesheet: '/assets/prerender-1.css', head: '<meta name="description" content="Achetez" />' };

  it('holds the markup, the language, the title and the stylesheet, and marks what it was drawn for', () => {
    const html = fillTemplate(template, parts, { ownHeader: true, languages });
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(html).toContain('<title>Trading P2P &lt;&amp;></title>');
    expect(html).toContain('<meta name="description" content="Achetez" />');
    expect(html).not.toContain('English');
    expect(html).toContain('<link rel="stylesheet" href="/assets/prerender-1.css">\n  </head>');
    expect(html).toContain('<div id="root" data-prerendered="/fr/p2p/buy" data-theme="dark"><main>page</main></div>');
    expect(html).toContain('<div id="p2p-embedded-header" data-embedded-app="header" aria-busy="true"><header>head</header></div>');
  });

  it('keeps dollar signs in the markup and texts as they are', () => {
    const html = fillTemplate(template, { ...parts, root: "<p>$& $' $$ 5 US$</p>", title: 'US$ $&' }, { ownHeader: true, languages });
    expect(html).toContain("<p>$& $' $$ 5 US$</p>");
    expect(html).toContain('<title>US$ $&amp;</title>');
  });

  it("leaves another site's header container empty for that site's app", () => {
    const html = fillTemplate(template, parts, { ownHeader: false, languages });
    expect(html).toContain('<div id="p2p-embedded-header" data-embedded-app="header"></div>');
    expect(html).toContain('<main>page</main>');
  });
});
