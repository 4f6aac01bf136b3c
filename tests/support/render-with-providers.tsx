import type { EmbeddedConfig } from '@/platform/embedded';
import { StrictMode, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import {
  MemoryRouter,
  parsePath,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import type { ThemeMode } from '@ds';
import type { KycStatus, UserInfo } from '@/api/generated/models';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, appRoutes } from '@/app/router';
import {
  logoutLocally,
  resetSession,
  setKycInfo,
  setStartupStatus,
  setTradingFeature,
  setUserInfo,
} from '@/session/session-store';
import { createI18n, type Language } from '@/shared/i18n';
import { MOCK_USERS, type MockUserKey } from '@mocks/users';
import { fsLocaleLoader } from './fs-locale-loader';

// The one render helper: the app's own providers (src/app/app-providers: a QueryClient, i18n, the design system's theme
// and toasts), here with a fresh QueryClient whose retries are off, the real texts from locales/, a memory router at a
// URL and, when asked, a signed-in mock account.
//
// Importing this file loads the English texts once before the file's tests (beforeAll), so a render is
// synchronous, as the design system's tests with fake timers need; other languages: `i18n: await loadTexts(lang)`.

const texts = new Map<Language, Promise<I18n>>();

/** Every namespace of a language from disk, once per language and test file (loading them per test is slow). */
export function loadTexts(lang: Language): Promise<I18n> {
  let instance = texts.get(lang);
  if (!instance) {
    instance = createI18n(lang, { loadNamespace: fsLocaleLoader });
    texts.set(lang, instance);
  }
  return instance;
}

let english: I18n | undefined;
beforeAll(async () => {
  english = await loadTexts('en');
});

/** The app's whole route table, with mock mode's sign-in page at /login, as src/main.tsx builds it on the mocks. */
export const appRouteTable = (): RouteObject[] =>
  appRoutes({ devLogin: () => import('@/app/dev/dev-login/dev-login-route') });

export interface SeedOptions {
  info?: Partial<UserInfo>;
  kycStatus?: KycStatus;
  acceptTerm?: boolean;
}

/** The session as a finished start-up leaves it for a mock account, with some fields changed. */
export function seedSession(key: MockUserKey, { info = {}, kycStatus, acceptTerm }: SeedOptions = {}): void {
  const user = MOCK_USERS[key];
  document.cookie = `authorization=${user.authorization}; path=/`;
  setUserInfo({ ...user.info, ...info });
  setKycInfo({ ...user.kyc, kycStatus: kycStatus ?? user.kyc.kycStatus });
  setTradingFeature({
    acceptTerm: acceptTerm ?? user.acceptTerm,
    defaultFiatAsset: user.defaultFiatAsset || 'USD',
    paymentMethods: [],
  });
  for (const part of ['currencies', 'user', 'kyc', 'tradingFeature', 'broker'] as const)
    setStartupStatus(part, 'success');
}

/** Signed out, no cookies, start-up idle. */
export function clearSession(): void {
  logoutLocally();
  resetSession();
}

export interface RenderWithProvidersOptions {
  /** Where the memory router starts; `/en` by default. */
  url?: string;
  /** The history state of that first entry, as a link's `state` would set it. */
  routeState?: unknown;
  /** The route pattern an element is mounted at, for its params; '/:lang/*' by default. Not for a route table. */
  path?: string;
  /** Texts in another language (`await loadTexts('ja')`) or of the test's own; the English texts by default. */
  i18n?: I18n;
  /** A client of the test's own (to prefill or inspect it); a fresh one with retries off by default. */
  queryClient?: QueryClient;
  /** The theme to start in; else the `theme` cookie decides, light without one, as in the app. */
  theme?: ThemeMode;
  /** Signs a mock account in first (seedSession); clearing it again is the test's job (clearSession). */
  session?: MockUserKey | ({ user: MockUserKey } & SeedOptions);
  /** Renders inside <StrictMode>, as `npm run dev` does: effects run, are cleaned up and run again. */
  strict?: boolean;
  /** The embedded apps the layout hosts (fakes); placeholders that draw nothing by default. */
  embedded?: EmbeddedConfig;
}

/**
 * Renders an element (mounted at `path`) or a route table (as the app renders its own) with the providers. The
 * result adds the router (its location, and navigate as a link would), the QueryClient, the texts and a
 * userEvent instance.
 */
export function renderWithProviders(ui: ReactElement | RouteObject[], options: RenderWithProvidersOptions = {}) {
  const {
    url = '/en',
    routeState,
    path = '/:lang/*',
    i18n = englishTexts(),
    queryClient = testQueryClient(),
    theme,
    session,
    strict,
    embedded,
  } = options;
  if (session) {
    const { user, ...seed } = typeof session === 'string' ? { user: session } : session;
    seedSession(user, seed);
  }
  const { handle: router, Probe } = createRouterProbe();
  const Providers = ({ children }: { children: ReactNode }) => {
    const tree = (
      <AppProviders queryClient={queryClient} i18n={i18n} initialMode={theme} embedded={embedded}>
        <MemoryRouter initialEntries={[routeState === undefined ? url : { ...parsePath(url), state: routeState }]}>
          {Array.isArray(ui) ? (
            children
          ) : (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          )}
          <Probe />
        </MemoryRouter>
      </AppProviders>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  const view = render(Array.isArray(ui) ? <AppRoutes routes={ui} /> : ui, { wrapper: Providers });
  let user: UserEvent | undefined;
  const result = Object.assign(view, { router, queryClient, i18n });
  // Made when first read: userEvent.setup() puts its stub in navigator.clipboard, which a test with a clipboard
  // of its own must not get unasked.
  return Object.defineProperty(result as typeof result & { user: UserEvent }, 'user', {
    get: () => (user ??= userEvent.setup()),
    enumerable: true,
  });
}

/** What a test reads of the router: where it is, and a way to navigate as a link would. */
interface RouterHandle {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** The handle, and the probe that keeps it up to date with each committed location (rendered inside the router). */
function createRouterProbe(): { handle: RouterHandle; Probe: () => null } {
  let go: NavigateFunction | undefined;
  const handle: RouterHandle = {
    state: { location: undefined as unknown as Location },
    navigate: async (to) => {
      if (typeof to === 'number') go?.(to);
      else go?.(to);
      await Promise.resolve();
    },
  };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      handle.state.location = location;
      go = navigate;
    });
    return null;
  }
  return { handle, Probe };
}

function englishTexts(): I18n {
  if (!english)
    throw new Error('The English texts load in a beforeAll of render-with-providers: render inside a test.');
  // A test before may have switched the language (the app's language prefix); its texts are loaded, so this is at once.
  if (english.language !== 'en') void english.changeLanguage('en');
  return english;
}

/** A fresh QueryClient with retries off, as every render gets unless it brings its own. */
export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
