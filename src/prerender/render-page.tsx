import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createToastService, type ThemeMode } from '@ds';
import { AppRoot } from '@/app/app-root';
import { createQueryClient } from '@/app/query-client';
import { appRoutes, AppRoutes } from '@/app/router';
import { loadEarlyRowsTemplate } from '@/features/ads';
import { HeaderApp } from '@/embedded-apps/header/header-app';
import { EmbeddedRoot } from '@/embedded-apps/runtime/embedded-root';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import { createI18n, namespacesForFirstRender, type Language } from '@/shared/i18n';
import type { Side } from '@/shared/routing/paths';
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';

// Drawn without data and signed out, exactly as the browser's first render draws the same URL before any answer
// has come. react-dom/static waits for the code-split screen and the texts.

export interface PrerenderedPage {
  root: string;
  /** Not hydrated: the header app replaces it when it mounts. */
  header: string;
  /** Emotion writes the same class names as in the browser. */
  css: string;
  /** On a list, the template of the rows the page paints before the app has run; outside the app's root. */
  earlyRows?: string;
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Emotion's server mode: rules go to `cache.inserted` instead of <style> elements in the markup. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const noop = () => undefined;

/** No login check: a shell is drawn as a signed-in trader's first render shows the page. */
const drawSignedIn = (page: ReactNode) => page;

/** A failed namespace stops the build, since i18next would silently draw the page in the fallback language. */
async function textsFor(language: Language, namespaces: readonly string[]) {
  const failures: string[] = [];
  const i18n = await createI18n(language, {
    loadNamespace: loadLocaleNamespace,
    namespaces,
    logError: (message) => failures.push(message),
  });
  if (failures.length > 0) throw new Error(`prerender: ${failures.join('; ')}`);
  return i18n;
}

export async function renderPage(
  path: string,
  language: Language,
  mode: ThemeMode,
  { signedInShell = false } = {},
): Promise<PrerenderedPage> {
  const cache = collectingCache();
  const routes = appRoutes(signedInShell ? { requireLogin: drawSignedIn } : {});
  // An instance per page, since initI18n keeps the first one for the whole process.
  const i18n = await textsFor(language, namespacesForFirstRender(path));
  const root = await renderToHtml(
    <CacheProvider value={cache}>
      <AppRoot
        queryClient={createQueryClient()}
        i18n={i18n}
        initialMode={mode}
        router={
          <StaticRouter location={path}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        }
      />
    </CacheProvider>,
  );
  // Signed out on the shells too: who is signed in is known in the browser only.
  const headerI18n = await textsFor(language, ['common', 'shell', 'ds']);
  const props = {
    language,
    route: path,
    isInstitution: false,
    isLoggedIn: false,
    userInfo: null,
    apiDomain: '',
    brokerInfo: null,
    navigate: noop,
    login: noop,
    logout: noop,
    shared: createSharedChannel({ initial: { theme: mode, locale: language } }),
  };
  const header = await renderToHtml(
    <CacheProvider value={cache}>
      <EmbeddedRoot App={HeaderApp} props={props} i18n={headerI18n} toasts={createToastService()} />
    </CacheProvider>,
  );
  const list = /^\/[^/]+\/p2p\/(buy|sell)$/.exec(path);
  let earlyRows: string | undefined;
  const pageRules = new Set(Object.keys(cache.inserted));
  if (list) {
    const EarlyRowsTemplate = await loadEarlyRowsTemplate();
    const template = await renderToHtml(
      <CacheProvider value={cache}>
        <AppRoot
          queryClient={createQueryClient()}
          i18n={i18n}
          initialMode={mode}
          router={<EarlyRowsTemplate side={list[1] as Side} lang={language} />}
        />
      </CacheProvider>,
    );
    // The rows' own rules go with them, inert in the template until painted, so the first paint does not parse them.
    const rowRules = Object.entries(cache.inserted)
      .filter(([name]) => !pageRules.has(name))
      .map(([, rule]) => rule)
      .filter((rule): rule is string => typeof rule === 'string')
      .join('');
    earlyRows = template.replace(/<template[^>]*>/, (start) => `${start}<style>${rowRules}</style>`);
  }
  const css = Object.entries(cache.inserted)
    .filter(([name]) => pageRules.has(name))
    .map(([, rule]) => rule)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { root, header, css, ...(earlyRows ? { earlyRows } : {}) };
}
