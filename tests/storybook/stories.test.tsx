import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import { storyAnnotations } from '../../.storybook/story-annotations';
import { fsLocaleLoader } from '../support/fs-locale-loader';
import { server, startMswServer } from '../support/msw-server';

// The stories are tests. Every *.stories.tsx of design-system/ and src/ is composed with the project's annotations
// (portable stories: the same providers, language and theme globals as in Storybook), rendered and its play function
// run (axe runs over every story in Chromium: tests/storybook-browser). The requests go to the jest MSW server with the
// project's handlers and the story's own (`parameters.msw`), never to the network (an unhandled request fails,
// tests/support/msw-server.ts); the mock data and scenario are reset before each story by the shared annotations
// (`parameters.mocks`).

const ROOT = join(__dirname, '../..');
const STORY_FOLDERS = ['design-system', 'src'];
const STORY_FILE = /\.stories\.tsx$/;

function storyFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => STORY_FILE.test(path))
    .map((path) => join(ROOT, folder, path))
    .sort();
}

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Before the stories are composed: composeStories takes the project's annotations set at that moment.
setProjectAnnotations([storyAnnotations(fsLocaleLoader)]);

const files = STORY_FOLDERS.flatMap(storyFiles);
const stories = files.flatMap((file) =>
  // Loaded while jest collects the tests, so each story is a test of its own (jest's portable-stories recipe).
  (Object.entries(composeStories(jest.requireActual<StoryModule>(file))) as Array<[string, ComposedStory]>).map(
    ([name, Story]) => [`${relative(ROOT, file)} › ${name}`, Story] as const,
  ),
);

startMswServer();

/** `parameters.msw` as msw-storybook-addon reads it: a list of handlers, or `{ handlers }` as a list or by name. */
function storyHandlers(parameter: unknown): RequestHandler[] {
  if (Array.isArray(parameter)) return parameter as RequestHandler[];
  const named = (
    parameter as { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> } | undefined
  )?.handlers;
  if (!named) return [];
  return (Array.isArray(named) ? named : Object.values(named)).flat();
}

/** The emotion cache every story's styles go to: the default one (the app's providers set none). */
function storyEmotionCache(): EmotionCache {
  let cache: EmotionCache | null = null;
  function Probe() {
    cache = useEmotionCache();
    return null;
  }
  render(<Probe />).unmount();
  if (!cache) throw new Error('No emotion cache: the stories would keep every rule of the stories before them.');
  return cache;
}

let emotionCache: EmotionCache | undefined;

/**
 * Each story starts with no component styles, as a page load does; its render writes the rules it needs. Emotion
 * keeps every rule it ever wrote in the one document, and jsdom's getComputedStyle, which role queries and
 * visibility checks call, reads them all, so by the last stories of a full run every query would wade through
 * thousands of rules.
 */
function forgetStoryStyles(): void {
  emotionCache ??= storyEmotionCache();
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

test('the story files are found', () => {
  expect(files.length).toBeGreaterThan(0);
  expect(stories.length).toBeGreaterThanOrEqual(files.length);
});

// A screen story renders a whole screen through MSW in jsdom: on a busy 2-core machine the first one (which loads
// the app's modules) and the 10,000-ad book can outlast jest's timeout (jest.config.js) once both workers are
// busy. What never appears still fails, at the play function's own wait.
const STORY_TIMEOUT_MS = 60_000;

test.each(stories)(
  '%s',
  async (_name, Story) => {
    forgetStoryStyles();
    // As in Storybook: the story's handlers in front of the project's.
    server.use(...handlers);
    server.use(...storyHandlers(Story.parameters.msw));
    // load() runs the loaders and beforeEach hooks (texts, mock scenario); Testing Library renders the story and
    // unmounts it after the test, so no screen's polling or timers run on into the next story or keep jest alive.
    await Story.load();
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    // axe is not run here: every story is scanned in Chromium, in both themes, with the a11y addon's rules and
    // colour contrast, which jsdom cannot measure (tests/storybook-browser, npm run test:stories:browser; CI runs
    // it after building Storybook); scanning here as well would slow this file a lot.
  },
  STORY_TIMEOUT_MS,
);
