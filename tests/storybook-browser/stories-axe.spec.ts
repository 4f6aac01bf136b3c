import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { devices, expect, test, type Page } from '@playwright/test';

// Every story of the built Storybook, in the light and the dark theme, rendered in a real browser, Debian's Chromium,
// with its play function, then scanned by axe-core with the rules the a11y addon runs (the story's
// `parameters.a11y.options`: WCAG 2.0/2.1/2.2 A and AA, .storybook/story-annotations.tsx). No serious or critical
// violation may remain. jest scans the same stories in jsdom (tests/storybook/stories.test.tsx), which paints nothing,
// so colour contrast is checked here. One test per theme walks every story and fails at the end listing every failing
// story, so one run shows them all.
//
// One page per theme, the stories switched inside it as Storybook's own UI switches them (the channel's
// setCurrentStory): no page load, no start of MSW's worker and no injection of axe per story, since a switch is
// far quicker than a page load of the built preview.

const DIST = process.env.STORIES_DIST ?? 'storybook-static';
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const STORY_IDS = Object.values(
  (
    JSON.parse(readFileSync(join(DIST, 'index.json'), 'utf8')) as {
      entries: Record<string, { id: string; type: 'story' | 'docs' }>;
    }
  ).entries,
)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** How long one story may take to render and play (its play function waits up to 30 s, .storybook/story-play.ts). */
const STORY_TIMEOUT_MS = 35_000;

// The user agent of Storybook's own test runner: with it, the preview shows each story's CSS animations at their
// end and turns transitions off once the story has played, instead of waiting for them (at least 100 ms a story),
// so the colours axe measures are the final ones (a fading dialog is not half transparent). The app reads the user
// agent only to tell bots and the native app (src/shared/bot-user-agent.ts, src/platform/native-bridge/detect.ts),
// and this one is neither.
test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner` });

/** The page's Storybook preview and what `installScanner` adds to it. */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (payload: never) => void) => void;
    off: (event: string, listener: (payload: never) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        parameters: Record<string, unknown>;
        storyGlobals: Record<string, unknown>;
      }>;
      userGlobals: { get: () => Record<string, unknown> };
    };
  };
  axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
  storyScanner: {
    /** The viewport the story asks for (the toolbar's widths), or null for the default one. */
    viewportOf: (storyId: string) => Promise<{ width: number; height: number } | null>;
    /** Renders the story and scans it: what went wrong in the browser, then each serious or critical violation. */
    visit: (storyId: string, timeoutMs: number) => Promise<string[]>;
    /** Scans the page as it is, with the story's rules. */
    scan: (storyId: string) => Promise<string[]>;
  };
}

/**
 * Opens the preview with no story and readies it for the theme: the a11y addon's own run after each story is off
 * (`a11y.manual`: this test runs axe once the story has settled), axe is injected, and the scanner installed.
 */
async function openPreview(page: Page, theme: Theme) {
  await page.goto('/iframe.html?viewMode=story');
  const started = () =>
    page.evaluate(() => Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue));
  await expect
    .poll(started, { message: "Storybook's preview did not start: open its iframe.html and read the console" })
    .toBe(true);
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(installScanner);
  await page.evaluate(
    (mode) =>
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
        globals: { theme: mode, a11y: { manual: true } },
      }),
    theme,
  );
  const globals = () =>
    page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!.userGlobals.get());
  await expect.poll(globals).toMatchObject({ theme, a11y: { manual: true } });
}

/** Runs in the page (serialised by Playwright): nothing from this module's scope is visible in it. */
function installScanner() {
  const w = window as unknown as PreviewWindow;
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  const store = () => w.__STORYBOOK_PREVIEW__!.storyStoreValue!;
  const ERROR_EVENTS = [
    'storyErrored',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
  ];
  let errors: string[] = [];
  for (const event of ERROR_EVENTS)
    channel.on(event, (payload: unknown) => {
      const detail = (payload as { message?: string } | null)?.message ?? JSON.stringify(payload);
      errors.push(`${event}: ${detail}`.slice(0, 1_000));
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  /** Resolves with the story's outcome: 'success', 'error', 'missing' or a timeout. */
  function render(storyId: string, timeoutMs: number): Promise<string> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(`did not finish within ${timeoutMs / 1000} s`), timeoutMs);
      function onFinished(event: { storyId: string; status: string }) {
        if (event.storyId === storyId) done(event.status);
      }
      function onMissing(missingId: string) {
        if (missingId === storyId) done('missing');
      }
      function done(outcome: string) {
        clearTimeout(timer);
        channel.off('storyFinished', onFinished);
        channel.off('storyMissing', onMissing);
        resolve(outcome);
      }
      channel.on('storyFinished', onFinished);
      channel.on('storyMissing', onMissing);
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    });
  }

  /**
   * A screen without a play function may still be loading when its story has finished: waits until no skeleton or
   * spinner is left or, for a story of the loading state itself, until nothing has changed for 300 ms (5 s at most).
   */
  async function loaded() {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => (lastChange = performance.now()));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const start = performance.now();
    while (
      document.querySelector('[role="progressbar"], .MuiSkeleton-root') &&
      performance.now() - lastChange < 300 &&
      performance.now() - start < 5_000
    )
      await sleep(25);
    observer.disconnect();
    // A frame: what has just mounted and positions itself in one (popovers) is in place before it is scanned.
    await frame();
  }

  async function scan(storyId: string): Promise<string[]> {
    const { parameters } = await store().loadStory({ storyId });
    const { options } = parameters.a11y as { options: RunOptions };
    // What the a11y addon scans: the whole page (dialogs and menus render outside the story's root), less
    // Storybook's own elements.
    const result = await w.axe.run(
      { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
      { ...options, resultTypes: ['violations'] },
    );
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) =>
        [
          `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
          ...violation.nodes.map(
            (node) =>
              `    ${node.target.map(String).join(' ')}\n      ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`,
          ),
        ].join('\n'),
      );
  }

  w.storyScanner = {
    async viewportOf(storyId) {
      const story = await store().loadStory({ storyId });
      const chosen = (story.storyGlobals.viewport as { value?: string } | undefined)?.value;
      const viewports = (story.parameters.viewport as { options?: Record<string, { styles: Record<string, string> }> })
        ?.options;
      const styles = chosen ? viewports?.[chosen]?.styles : undefined;
      return styles ? { width: parseInt(styles.width!, 10), height: parseInt(styles.height!, 10) } : null;
    },
    async visit(storyId, timeoutMs) {
      errors = [];
      const outcome = await render(storyId, timeoutMs);
      const problems = outcome === 'success' ? [] : [`the story ${outcome === 'error' ? 'failed' : outcome}`];
      problems.push(...errors);
      if (outcome !== 'success' && outcome !== 'error') return problems;
      await loaded();
      return [...problems, ...(await scan(storyId))];
    },
    scan,
  };
}

for (const theme of THEMES) {
  test(`every story passes axe in the ${theme} theme, colour contrast included`, async ({ page }) => {
    // About a minute on a 2-core machine with the other theme's test beside it; five minutes leave room for a
    // loaded machine without hiding a hang (each story has its own limit).
    test.setTimeout(300_000);
    expect(STORY_IDS.length, `no stories in ${DIST}/index.json: run npm run build-storybook`).toBeGreaterThan(0);
    const defaultViewport = page.viewportSize()!;
    let viewport = defaultViewport;
    await openPreview(page, theme);
    // The width each story asks for (`globals.viewport`), set before it renders as Storybook's UI sizes its frame.
    const viewports = await page.evaluate(
      (ids) => Promise.all(ids.map((id) => (window as unknown as PreviewWindow).storyScanner.viewportOf(id))),
      STORY_IDS,
    );
    const failures: string[] = [];
    for (const [index, id] of STORY_IDS.entries()) {
      const wanted = viewports[index] ?? defaultViewport;
      if (wanted.width !== viewport.width || wanted.height !== viewport.height) {
        await page.setViewportSize(wanted);
        viewport = wanted;
      }
      const problems = await page.evaluate(
        ([storyId, timeoutMs]) => (window as unknown as PreviewWindow).storyScanner.visit(storyId, timeoutMs),
        [id, STORY_TIMEOUT_MS] as const,
      );
      if (index === 0) await expectScannerToSeeFaintText(page, id);
      // With the story's address in Storybook (npm run storybook), in the same theme.
      if (problems.length > 0)
        failures.push(`${id}, ${theme}: ?path=/story/${id}&globals=theme:${theme}\n  ${problems.join('\n  ')}`);
    }
    test.info().annotations.push({ type: 'stories', description: `${STORY_IDS.length} scanned in the ${theme} theme` });
    expect(failures, `${failures.length} of ${STORY_IDS.length} stories failed in the ${theme} theme`).toEqual([]);
  });
}

/**
 * The scan measures colours in this page: a paragraph of faint text put into the first story is reported (axe
 * calls contrast incomplete, not a violation, where it cannot compute it, as in jsdom).
 */
async function expectScannerToSeeFaintText(page: Page, storyId: string) {
  const problems = await page.evaluate(async (id) => {
    const faint = document.createElement('p');
    faint.textContent = 'faint text';
    faint.style.cssText = 'color: #ddd; background: #fff';
    document.getElementById('storybook-root')!.append(faint);
    try {
      return await (window as unknown as PreviewWindow).storyScanner.scan(id);
    } finally {
      faint.remove();
    }
  }, storyId);
  expect(problems.join('\n'), 'the scan did not report faint text: is colour contrast checked?').toContain(
    'color-contrast',
  );
}
