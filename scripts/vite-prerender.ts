import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, PreviewServer, ResolvedConfig } from 'vite';
import type { bootAfterFirstPaint } from './vite-boot-after-paint.ts';
import type {
  buildEarlyScript,
  earlyScriptHash,
  nginxScriptHashes,
  withEarlyPainter,
  withEarlyScript,
} from './vite-early-script.ts';
import type * as Metadata from './prerender-metadata.ts';
import type { stagesOf } from './vite-page-preload.ts';

// The production build writes real HTML for the public pages, in each language and both themes, so the
// browser paints the header, the filters, the tabs and the list's skeleton before any JavaScript has arrived. The
// app then hydrates that HTML (src/main.tsx). The pages are drawn by the app's own components, through a server
// build of src/prerender/render-page.tsx made here, right after the browser build.
//
// Files: prerendered/<lang>/<page>-<theme>.html, each with its CSS inline (the rules of its first render and the
// app's global stylesheet) and a policy that allows exactly those <style> texts (stylePolicy below).
// nginx picks the file by path and `theme` cookie (deploy/nginx/p2p-site.conf); `vite preview` does the same below.

type ThemeName = 'light' | 'dark';

/** The site's languages (src/shared/i18n/languages.ts, handed in by vite.config.ts). */
interface SiteLanguages {
  codes: readonly string[];
  info: Readonly<Record<string, { locale: string; dir: 'ltr' | 'rtl' }>>;
}

/** What src/prerender/render-page.tsx gives for one page (its own types stay out of the Node-side typecheck). */
interface PrerenderedPage {
  root: string;
  header: string;
  css: string;
  /** On a list, the template of its early rows (src/features/ads/early-rows/). */
  earlyRows?: string;
}
type RenderPage = (
  path: string,
  lang: string,
  mode: ThemeName,
  options: { signedInShell: boolean },
) => Promise<PrerenderedPage>;
const THEMES: readonly ThemeName[] = ['light', 'dark'];

interface PrerenderedRoute {
  /** File name part: prerendered/<lang>/<name>-<theme>.html; for a public page also its texts in locales/<lang>/seo.json. */
  name: 'home' | 'buy' | 'sell' | 'buy-detail' | 'sell-detail' | 'order' | 'orders';
  /** The URL drawn, under the language prefix ('' for /<lang>). */
  path: string;
  /** The page the build already wrote for this route, whose head (modulepreload links) is kept. */
  template: (lang: string) => string;
  /**
   * A public page is drawn as the browser's first render draws it, and hydrated; it has the search metadata. A
   * login-required page gets a shell: the page's layout as a signed-in trader's first render shows it (header,
   * heading, the screen's loading state), painted before the scripts and replaced by the app (src/main.tsx).
   * One shell answers every id and query of its route, and search engines are asked not to index it.
   */
  hydrated: boolean;
}

// The ids in the shells' URLs only have to pass the screens' checks (src/shared/identifiers.ts): nothing drawn
// before the data shows them.
const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { name: 'home', path: '', template: () => 'index.html', hydrated: true },
  { name: 'buy', path: '/p2p/buy', template: (lang) => `list-${lang}.html`, hydrated: true },
  { name: 'sell', path: '/p2p/sell', template: (lang) => `list-${lang}.html`, hydrated: true },
  { name: 'buy-detail', path: '/p2p/buy/detail/AD0000', template: () => 'index.html', hydrated: false },
  { name: 'sell-detail', path: '/p2p/sell/detail/AD0000', template: () => 'index.html', hydrated: false },
  { name: 'order', path: '/p2p/order?orderId=0', template: (lang) => `order-${lang}.html`, hydrated: false },
  { name: 'orders', path: '/p2p/order', template: () => 'index.html', hydrated: false },
];

/** Which page of PRERENDERED_ROUTES a path under the language prefix is, as nginx tells them apart. */
function pageFor(path: string, query: URLSearchParams): PrerenderedRoute['name'] | null {
  // The public pages are drawn for the bare URL: a query (a list's filters) draws another page.
  const bare = query.size === 0;
  if (path === '' && bare) return 'home';
  const list = /^\/p2p\/(buy|sell)$/.exec(path);
  if (list && bare) return list[1] as 'buy' | 'sell';
  const detail = /^\/p2p\/(buy|sell)\/detail\/[^/]+$/.exec(path);
  if (detail) return `${detail[1] as 'buy' | 'sell'}-detail`;
  // One order by its orderId or externalOrderId; without either the same path is My orders.
  if (path === '/p2p/order') return query.get('orderId') || query.get('externalOrderId') ? 'order' : 'orders';
  return null;
}

/**
 * The prerendered file for a request, as nginx chooses it (deploy/nginx/p2p-site.conf): a language's page by its
 * path (and for the public ones, no query string), in the `theme` cookie's mode (light without one).
 */
export function prerenderedFileFor(
  url: string,
  cookie: string | undefined,
  { codes }: SiteLanguages,
  themeFromCookie: (cookie: string) => ThemeName | null,
): string | null {
  const [pathname = '', search = ''] = url.split('?');
  const match = new RegExp(`^/(${codes.join('|')})(/.*)?$`).exec(pathname);
  // A trailing slash names the same page.
  const page = match && pageFor((match[2] ?? '').replace(/\/$/, ''), new URLSearchParams(search));
  return match && page ? `prerendered/${match[1]}/${page}-${themeFromCookie(cookie ?? '') ?? 'light'}.html` : null;
}

interface PageParts extends PrerenderedPage {
  lang: string;
  theme: ThemeName;
  /**
   * A public page: the path it was drawn for (the browser hydrates it there) and its <head> lines, title first
   * (scripts/prerender-metadata.ts). A shell has neither.
   */
  hydrated?: { path: string; head: string };
}

/**
 * The CSP refuses style attributes in the HTML (deploy/nginx/security-headers.conf: each would be a console error)
 * and a few MUI components write one (a spinner's size); the app's own render sets them
 * through the DOM, which the CSP allows. A shell is replaced, so it loses nothing by going without: the
 * components give the same values as style rules (design-system LoadingState). The public pages are hydrated,
 * so they must have none to begin with (tests/e2e-nginx). React escapes quotes inside attribute values.
 */
const withoutStyleAttributes = (markup: string) => markup.replace(/ style="[^"]*"/g, '');

/** Search engines skip a shell: it is a login-required page without its content. */
const SHELL_HEAD = '<meta name="robots" content="noindex" />';

/** The hash of an empty <style>: emotion adds empty ones and fills them through the CSSOM, which CSP does not govern. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * The page's CSS as <style> text instead of stylesheet links: a stylesheet holds up the first paint by a request,
 * which on a phone's connection is a round trip or more. The price: the text goes into the HTML, so another first
 * visit does not reuse it from the cache, which the links allowed.
 *
 * The CSP refuses inline style text. The page therefore carries its own policy, first in its <head>, allowing
 * exactly its <style> elements by hash (and emotion's empty ones); nginx leaves styles to it on the prerendered
 * pages (deploy/nginx/p2p-site.conf), so a style that any later markup adds is still refused. A <meta> policy
 * comes with the file it guards, so a deploy can never pair a page with another build's hashes.
 */
function stylePolicy(html: string): string {
  const hashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
  );
  const policy = `style-src 'self' ${EMPTY_STYLE_HASH} ${[...new Set(hashes)].join(' ')}`.trimEnd();
  // Without it nginx's page header ('unsafe-inline') would be the only word on styles: never write such a page.
  if (!/<head>/.test(html)) throw new Error('an HTML page without <head> cannot carry its style policy');
  return html.replace(
    /<head>\n?/,
    (head) => `${head}    <meta http-equiv="Content-Security-Policy" content="${policy}">\n`,
  );
}

/** CSS as <style> text ('<' is fine, as in a media range: `width<=599.98px`); a '</style' would end it early. */
function styleElement(css: string, attribute = ''): string {
  if (/<\/style/i.test(css)) throw new Error("prerendered CSS with '</style' cannot go inline");
  return `<style${attribute ? ` ${attribute}` : ''}>${css}</style>`;
}

/** The template's stylesheet links (Vite's global CSS) as <style> elements, their text from `read`. */
export function inlineStylesheets(template: string, read: (href: string) => string): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (_link, href: string) =>
    styleElement(read(href)),
  );
}

/** The template with the page's markup, CSS, language and title in it, and the policy for its CSS. */
export function fillTemplate(
  template: string,
  parts: PageParts,
  options: { ownHeader: boolean; languages: SiteLanguages; stylesheetAttribute: string },
): string {
  const { locale, dir } = options.languages.info[parts.lang] ?? { locale: parts.lang, dir: 'ltr' };
  const { hydrated } = parts;
  let html = template.replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${dir}">`);
  // Replacer functions, not strings: in a replacement string `$&`, `$'` and `$$` are patterns, and a
  // translated text or the rendered markup may hold a dollar sign.
  if (hydrated)
    html = html
      .replace(/[ \t]*<title>[^<]*<\/title>\n?/, '')
      .replace(/<meta name="description"[^>]*>/, () => hydrated.head);
  html = html
    .replace(
      /[ \t]*<\/head>/,
      () =>
        `    ${hydrated ? '' : `${SHELL_HEAD}\n    `}${styleElement(parts.css, options.stylesheetAttribute)}\n  </head>`,
    )
    // The page paints from this HTML alone; the scripts only make it interactive, so they are asked for at low
    // priority. Chromium 150 honours it for the boot script (Low in Lighthouse's network requests) but keeps the
    // modulepreloads at High, which is why Lighthouse's simulation may count them as render-blocking (README).
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
    // The path is one of PRERENDERED_ROUTES under a language code: nothing in it to escape.
    .replace('<div id="root"></div>', () =>
      hydrated
        ? `<div id="root" data-prerendered="${hydrated.path}" data-theme="${parts.theme}">${parts.root}</div>`
        : `<div id="root">${withoutStyleAttributes(parts.root)}</div>`,
    );
  // Outside the root, which React hydrates; its style attributes are set by the painter, through the CSSOM.
  if (parts.earlyRows) {
    const rows = withoutStyleAttributes(parts.earlyRows);
    html = html.replace(/[ \t]*<\/body>/, (end) => `    ${rows}\n${end}`);
  }
  // A header from another site (VITE_EMBED_HEADER_URL) is that site's to draw.
  if (options.ownHeader)
    html = html.replace(
      '<div id="p2p-embedded-header" data-embedded-app="header"></div>',
      () => `<div id="p2p-embedded-header" data-embedded-app="header" aria-busy="true">${parts.header}</div>`,
    );
  return stylePolicy(html);
}

export interface PrerenderOptions {
  /** False when VITE_EMBED_HEADER_URL names another site's header. */
  ownHeader: boolean;
  languages: SiteLanguages;
  /** design-system/theme/theme-cookie.ts readThemeCookie. */
  themeFromCookie: (cookie: string) => ThemeName | null;
  /** VITE_SITE_ORIGIN: absolute links in the metadata, og:url and the sitemap need it. */
  origin: string | undefined;
  /**
   * scripts/prerender-metadata.ts, handed in by vite.config.ts like the languages: Vite's native config loader
   * wants every module the config imports named with its extension, which the typecheck of scripts/ refuses.
   */
  metadata: Pick<typeof Metadata, 'pageMetadata' | 'robotsTxt' | 'sitemapXml'>;
  /**
   * design-system/perf/emotion-prerendered-rules.ts PRERENDERED_RULES_ATTRIBUTE, on the page's <style> of rules: the
   * app does not write the rules it holds again (handed in for the same reason as the metadata).
   */
  stylesheetAttribute: string;
  /**
   * The boot module that starts the app after the first frame (scripts/vite-boot-after-paint.ts) and the stages it
   * evaluates (scripts/vite-page-preload.ts), handed in for the same reason as the metadata.
   */
  boot: { bootAfterFirstPaint: typeof bootAfterFirstPaint; stagesOf: typeof stagesOf };
  /** The pair the lists show without filters, which the pages are drawn on (src/shared/default-pair.ts). */
  defaultPair: { asset: string; fiat: string };
  /**
   * The list and order pages' early script (scripts/vite-early-script.ts) and its entry; none in mock builds, where the mock
   * worker must be up before any request.
   */
  early?:
    | {
        entry: string;
        /** The prerendered lists' second early script, which paints their first rows. */
        painter: string;
        client: { app: string; early: string };
        build: typeof buildEarlyScript;
        insert: typeof withEarlyScript;
        insertPainter: typeof withEarlyPainter;
        hash: typeof earlyScriptHash;
      }
    | undefined;
  /** The nginx include that names the pages' inline scripts (scripts/vite-early-script.ts), in every build. */
  nginxScriptHashes: typeof nginxScriptHashes;
}

export function prerenderPlugin({
  ownHeader,
  languages,
  themeFromCookie,
  origin,
  metadata: { pageMetadata, robotsTxt, sitemapXml },
  defaultPair,
  stylesheetAttribute,
  boot: { bootAfterFirstPaint, stagesOf },
  early,
  nginxScriptHashes,
}: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'p2p-prerender',
    enforce: 'post',
    // The browser build and `vite preview`; not the server build this plugin makes itself.
    apply: (_, env) => (env.command === 'build' ? !env.isSsrBuild : env.isPreview === true),
    configResolved(resolved) {
      config = resolved;
    },
    // writeBundle, not closeBundle: the page-preload plugin's list-<lang>.html are written by then (same hook,
    // earlier plugin), and precompression (closeBundle) must find these files.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      // Inside the project, so the server build finds the packages of node_modules; one folder per build, as CI
      // builds the production and the mock bundles at once: with a shared one, the first to finish removed the
      // server bundle while the other still loaded its last language's texts from it (zh-tw was drawn in English).
      const serverDir = resolve(config.root, `node_modules/.cache/p2p-prerender-${config.mode}-${process.pid}`);
      try {
        // Imported here: Vite is ESM only, and jest reads this module's rules (tests/scripts/vite-prerender.test.ts).
        const { build } = await import('vite');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender/render-page.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        // The server build leaves React, MUI and emotion as packages of node_modules, which pick their
        // development or production build from NODE_ENV: the browser build's, or emotion's class names differ.
        process.env.NODE_ENV = config.isProduction ? 'production' : 'development';
        const { renderPage } = (await import(pathToFileURL(join(serverDir, 'render-page.js')).href)) as {
          renderPage: RenderPage;
        };
        const stages = stagesOf(bundle);
        const styleSets = new Set<string>();
        // A stylesheet's href is under the base; its file is in outDir.
        const readAsset = (href: string) => readFileSync(join(outDir, href.slice(config.base.length)), 'utf8');
        mkdirSync(join(outDir, 'assets'), { recursive: true });
        // Into the list and order templates before the pages are drawn from them: the prerendered pages and those
        // answered with the template itself (a list with a query) both start their data from the HTML.
        let painterSrc: string | undefined;
        const scriptHashes: string[] = [];
        if (early) {
          const script = await early.build(config, early.entry, early.client, 'early');
          scriptHashes.push(early.hash(script.source));
          const painter = await early.build(config, early.painter, early.client, 'early-rows');
          writeFileSync(join(outDir, 'assets', painter.fileName), painter.source);
          painterSrc = `${config.base}assets/${painter.fileName}`;
          for (const lang of languages.codes)
            for (const page of ['list', 'order']) {
              const file = join(outDir, `${page}-${lang}.html`);
              const html = readFileSync(file, 'utf8');
              writeFileSync(file, early.insert(html, script.source));
            }
        }
        // Beside the pages, never served (deploy/nginx/p2p-site.conf): nginx includes it (deploy/nginx/p2p.conf).
        mkdirSync(join(outDir, '.nginx'), { recursive: true });
        writeFileSync(join(outDir, '.nginx', 'csp-scripts.conf'), nginxScriptHashes(scriptHashes));
        const siteLanguages = languages.codes.map((code) => ({ code, locale: languages.info[code]?.locale ?? code }));
        const localesDir = resolve(config.root, 'locales');
        for (const lang of languages.codes) {
          mkdirSync(join(outDir, 'prerendered', lang), { recursive: true });
          for (const route of PRERENDERED_ROUTES) {
            // The page paints before the app's modules are evaluated (scripts/vite-boot-after-paint.ts).
            const { html: booting, file: boot } = bootAfterFirstPaint(
              readFileSync(join(outDir, route.template(lang)), 'utf8'),
              stages,
            );
            const template = inlineStylesheets(booting, readAsset);
            if (boot) writeFileSync(join(outDir, 'assets', boot.fileName), boot.source);
            const path = `/${lang}${route.path}`;
            const head =
              route.hydrated &&
              pageMetadata({
                lang,
                route: route.path,
                page: route.name as Metadata.PublicPage,
                languages: siteLanguages,
                origin,
                pair: defaultPair,
                localesDir,
              }).head;
            for (const theme of THEMES) {
              const drawn = await renderPage(path, lang, theme, { signedInShell: !route.hydrated });
              // The early rows' template only where their painter is (not in mock builds).
              const page = painterSrc ? drawn : { ...drawn, earlyRows: undefined };
              styleSets.add(page.css);
              const filled = fillTemplate(
                template,
                { ...page, lang, theme, ...(head ? { hydrated: { path, head } } : {}) },
                { ownHeader, languages, stylesheetAttribute },
              );
              const html = page.earlyRows && early && painterSrc ? early.insertPainter(filled, painterSrc) : filled;
              writeFileSync(join(outDir, 'prerendered', lang, `${route.name}-${theme}.html`), html);
            }
          }
        }
        // The build's other HTML pages (index.html and the page-preload files, which nginx answers where no page was
        // prerendered) keep their stylesheet link and get the policy too: nginx leaves styles to it in the page
        // locations (deploy/nginx/p2p-site.conf), and index.html is also the 404 page, under the strict header.
        for (const file of readdirSync(outDir).filter((name) => name.endsWith('.html'))) {
          const html = readFileSync(join(outDir, file), 'utf8');
          if (!html.includes('http-equiv="Content-Security-Policy"'))
            writeFileSync(join(outDir, file), stylePolicy(html));
        }
        // Search engines: the sitemap needs absolute addresses, so it comes with an origin only.
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin));
        if (origin)
          writeFileSync(
            join(outDir, 'sitemap.xml'),
            sitemapXml(
              origin,
              PRERENDERED_ROUTES.filter((route) => route.hydrated).map((route) => route.path),
              siteLanguages,
            ),
          );
        else
          config.logger.warn(
            'VITE_SITE_ORIGIN is not set: the prerendered pages link root-relative, and no sitemap.xml is written',
          );
        config.logger.info(
          `prerendered ${languages.codes.length * PRERENDERED_ROUTES.length * THEMES.length} pages, ${styleSets.size} distinct sets of style rules`,
        );
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
    // `vite preview` (the browser tests, the benchmarks) answers like nginx: a prerendered page where one exists.
    configurePreviewServer(server: PreviewServer) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const file =
          request.method === 'GET' && request.url
            ? prerenderedFileFor(request.url, request.headers.cookie, languages, themeFromCookie)
            : null;
        if (!file || !existsSync(join(outDir, file))) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(join(outDir, file)));
      });
    },
  };
}
