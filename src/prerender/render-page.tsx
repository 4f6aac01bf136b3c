import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createToastService, type ThemeMode } from '@ds';
import { AppRoot } from '@/app/app-root';
import { createQueryClient } from '@/app/query-client';
import { appRoutes, AppRoutes } from '@/app/router';
import { HeaderApp } from '@/embedded-apps/header/header-app';
import { EmbeddedRoot } from '@/embedded-apps/runtime/embedded-root';
import { createSharedChannel } from '@/platform/embedded/shared-channel';
import { createI18n, namespacesForFirstRender, type Language } from '@/shared/i18n';
import { loadLocaleNamespace } from '@/shared/i18n/load-resources';

// The build's side of issue 20 (scripts/vite-prerender.ts imports this module's server build): a page drawn with
// React's own static renderer, without data and signed out, exactly as the browser's first render of the same
// URL draws it before any answer has come (src/shared/hydration-gate.ts). react-dom/static rather than a
// prerender library: it is React's, it waits for the code-split screen (React.lazy) and the texts, and the
// browser hydrates what it wrote.

export interface PrerenderedPage {
  /** The markup of #root, which the browser hydrates. */
  root: string;
  /** The shared header's markup for its container; its app replaces it when it mounts (it is not hydrated). */
  header: string;
  /** Every CSS rule of both, as emotion writes them in the browser (same class names). */
  css: string;
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

/** No login check: a shell is drawn as a signed-in trader's first render shows the page (router.tsx). */
const drawSignedIn = (page: ReactNode) => page;

/**
 * One page: `path` under its language, with its query. `signedInShell`: a login-required page, drawn as a
 * signed-in trader's first render shows it (its screen's loading state), to be replaced by the app.
 */
/**
 * The language's texts, or an error that stops the build: when a namespace cannot be loaded, i18next draws the page
 * in the fallback language instead, and the HTML served for /zh-tw was English once (two builds shared the server
 * bundle's folder, scripts/vite-prerender.ts).
 */
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
  // An instance per page (initI18n keeps the first one for the whole process: the browser's single language).
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
  // The header as a signed-out visitor sees it, on the shells too (who is signed in is known in the browser only) (src/app/layout/embedded-apps.tsx hands these values over).
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
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { root, header, css };
}
