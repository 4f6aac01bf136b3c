import { createHash } from 'node:crypto';
import { fillTemplate, inlineStylesheets, prerenderedFileFor } from '../../scripts/vite-prerender';
import { readThemeCookie } from '../../design-system/theme/theme-cookie';
import { LANGUAGE_INFO, LANGUAGES } from '../../src/shared/i18n/languages';

// Which prerendered file answers a request (the rule nginx applies too, deploy/nginx/p2p-site.conf, and
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

  it('answers a login-required page with its shell, whatever its id or query', () => {
    expect(fileFor('/en/p2p/order?orderId=123')).toBe('prerendered/en/order-light.html');
    expect(fileFor('/ru/p2p/order?externalOrderId=x-1&foo=1', 'theme=dark')).toBe('prerendered/ru/order-dark.html');
    expect(fileFor('/en/p2p/order')).toBe('prerendered/en/orders-light.html');
    expect(fileFor('/de/p2p/order/?status=1&orderId=')).toBe('prerendered/de/orders-light.html');
    expect(fileFor('/en/p2p/buy/detail/AD1234')).toBe('prerendered/en/buy-detail-light.html');
    expect(fileFor('/ko/p2p/sell/detail/ADXYZ9?from=list', 'theme=dark')).toBe('prerendered/ko/sell-detail-dark.html');
  });

  it('leaves to the app what the build did not draw: a query on a public page, another route, a language to rewrite', () => {
    expect(fileFor('/en/p2p/buy?asset=BTC')).toBeNull();
    expect(fileFor('/en?x=1')).toBeNull();
    expect(fileFor('/en/p2p/buy/detail/')).toBeNull();
    expect(fileFor('/en/p2p/buy/detail/AD1/more')).toBeNull();
    expect(fileFor('/en/hkpay')).toBeNull();
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
  const head = '<title>Trading P2P</title>\n    <meta name="description" content="Achetez" />';
  const parts = {
    root: '<main>page</main>',
    header: '<header>head</header>',
    css: '.css-1{color:red}',
    lang: 'fr',
    theme: 'dark' as const,
    hydrated: { path: '/fr/p2p/buy', head },
  };

  it('holds the markup, the language, the title and the CSS, and marks what it was drawn for', () => {
    const html = fillTemplate(template, parts, {
      ownHeader: true,
      languages,
      stylesheetAttribute: 'data-emotion-rules',
    });
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Trading P2P</title>']);
    expect(html).toContain('<meta name="description" content="Achetez" />');
    expect(html).not.toContain('English');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<style data-emotion-rules>.css-1{color:red}</style>\n  </head>');
    expect(html).toContain('<div id="root" data-prerendered="/fr/p2p/buy" data-theme="dark"><main>page</main></div>');
    expect(html).toContain(
      '<div id="p2p-embedded-header" data-embedded-app="header" aria-busy="true"><header>head</header></div>',
    );
  });

  it("allows exactly its own <style> texts (and emotion's empty ones), first thing in its head", () => {
    const withGlobal = inlineStylesheets(
      template.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head>'),
      (href) => (href === '/assets/index-1.css' ? '@media (width<=599.98px){body{margin:0}}' : ''),
    );
    const html = fillTemplate(withGlobal, parts, {
      ownHeader: true,
      languages,
      stylesheetAttribute: 'data-emotion-rules',
    });
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(html).toContain('<style>@media (width<=599.98px){body{margin:0}}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    // The first element of <head>: it governs every <style> after it.
    expect(html).toMatch(/<head>\n\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    expect(policy.split(' ')).toEqual([
      'style-src',
      "'self'",
      hash(''),
      hash('@media (width<=599.98px){body{margin:0}}'),
      hash('.css-1{color:red}'),
    ]);
  });

  it('refuses a page it could not give its style policy', () => {
    expect(() =>
      fillTemplate(template.replace('<head>', '<head data-x>'), parts, {
        ownHeader: true,
        languages,
        stylesheetAttribute: 'data-emotion-rules',
      }),
    ).toThrow('an HTML page without <head> cannot carry its style policy');
  });

  it('refuses CSS that could end its <style> early', () => {
    expect(() =>
      fillTemplate(
        template,
        { ...parts, css: '.a{content:"</style><script>"}' },
        {
          ownHeader: true,
          languages,
          stylesheetAttribute: 'data-emotion-rules',
        },
      ),
    ).toThrow("prerendered CSS with '</style' cannot go inline");
  });

  it('keeps dollar signs in the markup and texts as they are', () => {
    const html = fillTemplate(
      template,
      { ...parts, root: "<p>$& $' $$ 5 US$</p>", hydrated: { path: '/fr/p2p/buy', head: '<title>US$ $&amp;</title>' } },
      { ownHeader: true, languages, stylesheetAttribute: 'data-emotion-rules' },
    );
    expect(html).toContain("<p>$& $' $$ 5 US$</p>");
    expect(html).toContain('<title>US$ $&amp;</title>');
  });

  it("makes a shell: not marked for hydration, kept out of search engines, with the template's title", () => {
    const { hydrated: _, ...shell } = parts;
    const html = fillTemplate(
      template,
      { ...shell, root: '<main style="width:32px"><p style="">page</p></main>' },
      { ownHeader: true, languages, stylesheetAttribute: 'data-emotion-rules' },
    );
    // Without the style attributes the CSP would refuse.
    expect(html).toContain('<div id="root"><main><p>page</p></main></div>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>P2P Trading</title>');
    expect(html).toContain('<html lang="fr-FR" dir="ltr">');
  });

  it('asks for the scripts at low priority: the page paints without them', () => {
    const html = fillTemplate(
      `${template.replace('</head>', '<script type="module" crossorigin src="/a.js"></script>\n<link rel="modulepreload" crossorigin href="/b.js">\n</head>')}`,
      parts,
      { ownHeader: true, languages, stylesheetAttribute: 'data-emotion-rules' },
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">');
  });

  it("leaves another site's header container empty for that site's app", () => {
    const html = fillTemplate(template, parts, {
      ownHeader: false,
      languages,
      stylesheetAttribute: 'data-emotion-rules',
    });
    expect(html).toContain('<div id="p2p-embedded-header" data-embedded-app="header"></div>');
    expect(html).toContain('<main>page</main>');
  });
});
