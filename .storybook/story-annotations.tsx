import { useState, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ThemeMode } from '@ds';
import type { MockConfig } from '@mocks/config';
import { configureMocks, resetMockState } from '@mocks/handlers';
import type { MockAccountKey } from '@mocks/users';
import { configureRequestContext } from '@/api/http/request-context';
import { AppProviders } from '@/app/app-providers';
import {
  createI18n,
  FALLBACK_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  matchLanguage,
  type Language,
  type LoadNamespace,
} from '@/shared/i18n';
import { signInAs, signOut } from './story-session';

// What every story gets, in Storybook (.storybook/preview.tsx) and in jest (tests/storybook/stories.test.tsx): the
// toolbar's language, theme and viewport, and the app's own providers around the story. Only the way texts are
// read differs (Vite's locale chunks in the browser, the JSON files from disk in jest), so it is a parameter.

/** The axe rules the a11y addon runs, and jest with it: WCAG 2.0, 2.1 and 2.2 A/AA, as the browser tests scan. */
const A11Y_RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
} as const;

/** The three widths the app is laid out for (phone, tablet, desktop). */
const VIEWPORTS = {
  w360: { name: '360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  w768: { name: '768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  w1280: { name: '1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** `parameters.routing` of a story that needs a URL (a screen with an id in its path, a query string). */
interface StoryRouting {
  /** Where the memory router starts, `{lang}` standing for the toolbar's language; `/{lang}` by default. */
  url?: string;
  /** The route pattern the story is mounted at, for its params; '/:lang/*' by default. */
  path?: string;
}

const languageOf = (value: unknown): Language =>
  matchLanguage(typeof value === 'string' ? value : undefined) ?? FALLBACK_LANGUAGE;
const themeOf = (value: unknown): ThemeMode => (value === 'dark' ? 'dark' : 'light');

/** One i18n instance per language, made when a story first asks for that language. */
function textsLoader(loadNamespace: LoadNamespace): Loader {
  const instances = new Map<Language, Promise<I18n>>();
  return async ({ globals }) => {
    const language = languageOf(globals.language);
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n(language, { loadNamespace });
      instances.set(language, instance);
    }
    const i18n = await instance;
    // The instances are shared by the stories: one may have switched its language (the app's language prefix).
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return { i18n };
  };
}

function StoryProviders({
  i18n,
  mode,
  url,
  path,
  children,
}: {
  i18n: I18n;
  mode: ThemeMode;
  url: string;
  path: string;
  children: ReactNode;
}) {
  // A fresh client per story (the decorator's key), retries off: an error story shows its error at once.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <AppProviders queryClient={queryClient} i18n={i18n} initialMode={mode}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={children} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}

/** The app's providers around every story, as src/app/app-root renders them: theme and texts from the toolbar. */
const withAppProviders: Decorator = (Story, { id, globals, loaded, parameters }) => {
  const language = languageOf(globals.language);
  const mode = themeOf(globals.theme);
  const { url = '/{lang}', path = '/:lang/*' }: StoryRouting = parameters.routing ?? {};
  return (
    // Keyed, so a switch of story, language or theme starts from scratch (the theme provider reads its mode once).
    <StoryProviders
      key={`${id}|${language}|${mode}`}
      i18n={(loaded as { i18n: I18n }).i18n}
      mode={mode}
      url={url.replaceAll('{lang}', language)}
      path={path}
    >
      <Story />
    </StoryProviders>
  );
};

/**
 * `parameters.mocks` of a story: the mock layer's knobs (mocks/config.ts), above all one of its named scenarios
 * (mocks/scenarios/catalogue.ts), and a seed run on the fresh mock data (mocks/state/seed.ts: an order in a given
 * stage, an account missing a prerequisite).
 */
interface StoryMocks extends Partial<MockConfig> {
  seed?: () => void;
}

/**
 * Every story starts from the seeded mock data and the default scenario (an order placed in one story is not in
 * the next), then in its own knobs and seed if it has them, and signed in as `parameters.session` (a mock
 * account of mocks/users.ts; signed out without one) until the next story. The handlers read the same module
 * state in the browser's worker and in jest's server. Requests carry the story's language, as the app's carry
 * the page's.
 */
async function prepareStory({
  parameters,
  globals,
}: {
  parameters: { mocks?: StoryMocks; session?: MockAccountKey };
  globals: Record<string, unknown>;
}): Promise<(() => void) | undefined> {
  resetMockState();
  const { seed, ...config } = parameters.mocks ?? {};
  configureMocks(config);
  seed?.();
  const language = languageOf(globals.language);
  configureRequestContext({ getLanguage: () => language });
  if (!parameters.session) return undefined;
  await signInAs(parameters.session);
  return signOut;
}

/** The annotations shared by Storybook and jest, with the way to read a language's texts. */
export function storyAnnotations(loadNamespace: LoadNamespace): Preview & { loaders: Loader[] } {
  return {
    globalTypes: {
      language: {
        description: 'Language (all 17 of src/shared/i18n/languages.ts)',
        toolbar: {
          icon: 'globe',
          dynamicTitle: true,
          items: LANGUAGES.map((code) => ({ value: code, title: `${code} · ${LANGUAGE_INFO[code].nativeName}` })),
        },
      },
      theme: {
        description: 'Theme',
        toolbar: {
          icon: 'mirror',
          dynamicTitle: true,
          items: [
            { value: 'light', icon: 'sun', title: 'light' },
            { value: 'dark', icon: 'moon', title: 'dark' },
          ],
        },
      },
    },
    initialGlobals: { language: FALLBACK_LANGUAGE, theme: 'light' },
    parameters: {
      viewport: { options: VIEWPORTS },
      // 'error': an a11y violation fails the story in Storybook's test run, as it fails jest's.
      a11y: { test: 'error', options: A11Y_RUN_OPTIONS },
      controls: { expanded: true },
    },
    loaders: [textsLoader(loadNamespace)],
    beforeEach: prepareStory,
    decorators: [withAppProviders],
  };
}
