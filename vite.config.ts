import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { backendProxy } from './scripts/vite-api-proxy.ts';
import { buildVersionPlugin } from './scripts/vite-build-version.ts';
import { mockModulesBesideTheAppInDev, mockWorkerOnlyInMockMode } from './scripts/vite-mock-worker.ts';
import { designSystemAsOneModuleInDev, generatedModelsAsOneModuleInDev } from './scripts/vite-one-module-in-dev.ts';
import { pagePreloadPlugin, stagesOf } from './scripts/vite-page-preload.ts';
import { bootAfterFirstPaint } from './scripts/vite-boot-after-paint.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { pageMetadata, parseSiteOrigin, robotsTxt, sitemapXml } from './scripts/prerender-metadata.ts';
import { prerenderPlugin } from './scripts/vite-prerender.ts';
import {
  buildEarlyScript,
  earlyScriptHash,
  nginxScriptHashes,
  withEarlyPainter,
  withEarlyScript,
} from './scripts/vite-early-script.ts';
import { keptPagesWorkerPlugin } from './scripts/vite-kept-pages-worker.ts';
import { localeBundlesPlugin } from './scripts/vite-locale-bundles.ts';
import { parseRouteRules } from './src/shared/routing/route-rules.ts';
import { FIRST_SCREEN_NAMESPACES, LANGUAGE_INFO, LANGUAGES, NAMESPACES } from './src/shared/i18n/languages.ts';
import { readThemeCookie } from './design-system/theme/theme-cookie.ts';
import { PRERENDERED_RULES_ATTRIBUTE } from './design-system/perf/emotion-prerendered-rules.ts';
import { DEFAULT_PAIR } from './src/shared/default-pair.ts';
import { KEPT_PAGES_WORKER_URL } from './src/early/kept-pages.ts';

// The project's own header, footer and transfer widget are also built as separate entries with stable
// names (dist/embedded/<name>.js) that other sites load through the mount contract
// (src/platform/embedded/contract.ts). The page itself imports the same modules, so it loads these files too.
const EMBEDDED_ENTRIES = {
  'embedded/header': 'src/embedded-apps/header/index.tsx',
  'embedded/footer': 'src/embedded-apps/footer/index.tsx',
  'embedded/transfer-widget': 'src/embedded-apps/transfer-widget/index.tsx',
};

// `--mode mock` (npm run dev, build:mock) turns the MSW worker on; a plain production build holds no mock code
// because src/main.tsx imports mocks/ only behind `import.meta.env.VITE_MSW`. `--mode backend` (npm run
// dev:backend) is the dev server without the worker, its /api proxied to API_TARGET (scripts/vite-api-proxy.ts).
// The site's public address (README "Configuration"): the prerendered pages' canonical links and the sitemap.
const siteOrigin = (mode: string) => parseSiteOrigin(loadEnv(mode, process.cwd(), 'VITE_').VITE_SITE_ORIGIN);
const ownHeader = (mode: string) => !loadEnv(mode, process.cwd(), 'VITE_').VITE_EMBED_HEADER_URL;
const isMockMode = (mode: string) => mode === 'mock' || (mode !== 'backend' && process.env.VITE_MSW === 'true');

// The early scripts and the site's worker send through the client built for them (scripts/vite-early-script.ts).
const EARLY_CLIENT = { app: 'src/api/http/http-client.ts', early: 'src/api/http/early-client.ts' };

// Each language's texts as two lazy chunks, first screen and the rest (scripts/vite-locale-bundles.ts).
const localeBundles = () =>
  localeBundlesPlugin({ languages: LANGUAGES, namespaces: NAMESPACES, firstScreen: FIRST_SCREEN_NAMESPACES });

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  // The server build of the prerendered pages (scripts/vite-prerender.ts) is only React's renderer over the app's
  // modules (and their texts): none of the browser build's outputs.
  plugins: isSsrBuild
    ? [react(), localeBundles()]
    : [
        react(),
        localeBundles(),
        buildVersionPlugin(),
        // The own header is part of every first screen, unless a configured URL replaces it (src/main.tsx).
        pagePreloadPlugin({ shellEntries: ownHeader(mode) ? ['embedded/header'] : [] }),
        // HTML of the public pages in every language, after the page-preload files it starts from.
        prerenderPlugin({
          ownHeader: ownHeader(mode),
          languages: { codes: LANGUAGES, info: LANGUAGE_INFO },
          themeFromCookie: readThemeCookie,
          origin: siteOrigin(mode),
          metadata: { pageMetadata, robotsTxt, sitemapXml },
          defaultPair: DEFAULT_PAIR,
          stylesheetAttribute: PRERENDERED_RULES_ATTRIBUTE,
          boot: { bootAfterFirstPaint, stagesOf },
          early: isMockMode(mode)
            ? undefined
            : {
                entry: 'src/early/index.ts',
                painter: 'src/early/paint-list.ts',
                client: EARLY_CLIENT,
                build: buildEarlyScript,
                insert: withEarlyScript,
                insertPainter: withEarlyPainter,
                hash: earlyScriptHash,
              },
          nginxScriptHashes,
        }),
        ...(isMockMode(mode)
          ? []
          : [
              keptPagesWorkerPlugin({
                entry: 'src/early/kept-pages-worker.ts',
                url: KEPT_PAGES_WORKER_URL,
                client: EARLY_CLIENT,
                build: buildEarlyScript,
              }),
            ]),
        // The MSW worker copied from public/ stays in mock builds only.
        mockWorkerOnlyInMockMode(isMockMode(mode)),
        mockModulesBesideTheAppInDev(isMockMode(mode)),
        generatedModelsAsOneModuleInDev(fileURLToPath(new URL('.', import.meta.url))),
        designSystemAsOneModuleInDev(fileURLToPath(new URL('.', import.meta.url))),
        precompressPlugin(),
      ],
  define: {
    'import.meta.env.VITE_MSW': JSON.stringify(isMockMode(mode)),
    // Route rules (README "Configuration"): checked here, at build time, where the web team sees the warnings, and
    // the page gets the clean list, so the checks stay out of the first load.
    'import.meta.env.VITE_ROUTE_RULES': JSON.stringify(
      JSON.stringify(parseRouteRules(loadEnv(mode, process.cwd(), 'VITE_').VITE_ROUTE_RULES)),
    ),
  },
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: /^@ds$/, replacement: fileURLToPath(new URL('./design-system/index.ts', import.meta.url)) },
      { find: /^@ds\//, replacement: fileURLToPath(new URL('./design-system/', import.meta.url)) },
      { find: /^@mocks\//, replacement: fileURLToPath(new URL('./mocks/', import.meta.url)) },
      // react-router's package exports only its development build, with its dev-only warnings; a build takes the
      // production build it ships beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
              ),
            },
          ]
        : []),
      // Emotion writes styles while components render, not in React's commit (the file says why).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./design-system/perf/emotion-insertion.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), ...EMBEDDED_ENTRIES },
          // Keep the entries' `mount` export: an app build would otherwise drop exports nobody in the bundle uses.
          preserveEntrySignatures: 'exports-only',
          output: {
            entryFileNames: (chunk) => (chunk.name.startsWith('embedded/') ? '[name].js' : 'assets/[name]-[hash].js'),
            // MUI's text-field parts in one chunk. Left to the splitter, they fell into three or four small chunks
            // whose boundaries moved with every change of which screen imports which field, and each split added to
            // the ad list's first load. Every page with a text field uses all of them.
            codeSplitting: {
              groups: [
                {
                  name: 'inputs',
                  test: /node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|InputAdornment)[\\/]/,
                },
                // The MUI parts every screen draws with, and the design system's first-screen pieces: one chunk each
                // instead of a dozen, whose import and export glue alone weighs on the list's first load. The store
                // helper (design-system/store), the filter bar's field frame and the stand-in of the currency picker
                // (not the picker it loads) go with them, so none is a first-load chunk of its own.
                {
                  name: 'mui-core',
                  test: /node_modules[\\/]@mui[\\/]material[\\/](ButtonBase|Button|Stack|Container|Paper|CircularProgress)[\\/]/,
                },
                {
                  name: 'ds-core',
                  test: /design-system[\\/](store[\\/]|perf[\\/](lazy-component|use-lazy-component)\.ts$|components[\\/](empty-state|error-state|online-dot|user-avatar|payment-method-chip|native-select-field|loading-state|outlined-field)[\\/]|components[\\/]currency-select[\\/](currency-select|currency-logo|asset-select|fiat-select)\.tsx$)/,
                },
                // The app's small helpers the list and the lazy screens share (paths, the link to a profile, the
                // ad terms a trade carries, the in-app link handler, the market price, the minutes format): left
                // to the splitter they became one tiny first-load chunk each. Not the dialog's load frame: the
                // embedded transfer widget loads it, and must not load these.
                {
                  name: 'app-helpers',
                  test: /src[\\/](shared[\\/](routing[\\/](paths|seen-ad-terms|advertiser-link|in-app-links)|i18n[\\/]pay-method-name)|platform[\\/](use-restrictions|use-asset-logos|use-market-price))\.tsx?$|design-system[\\/]numbers[\\/](format-percent|format-minutes)\.ts$/,
                },
              ],
            },
          },
        },
      },
  // Dev server only: React, MUI and Emotion prebundled into one file instead of about a hundred small shared chunks,
  // which the browser would otherwise discover and fetch one import level at a time.
  optimizeDeps: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-mui',
              test: /node_modules[\\/](react|react-dom|scheduler|@mui|@emotion|react-transition-group|@babel[\\/]runtime|clsx|prop-types|react-is|stylis|hoist-non-react-statics|@popperjs)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // The entry, the mock worker and the ad list are transformed while the server starts, before a browser asks.
    warmup: {
      clientFiles: [
        './src/main.tsx',
        './src/features/ads/ad-list-route.tsx',
        ...(isMockMode(mode) ? ['./mocks/browser.ts'] : []),
      ],
    },
    proxy: command === 'serve' && mode === 'backend' ? backendProxy(process.env.API_TARGET) : undefined,
  },
  preview: {
    port: 4173,
    strictPort: true,
    host: '127.0.0.1',
    // Benchmarks serve the production build against the HTTP mock server (npm run mock-server).
    proxy: process.env.API_PROXY ? { '/api': process.env.API_PROXY, '/mock-files': process.env.API_PROXY } : undefined,
  },
}));
