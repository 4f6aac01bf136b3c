import { expect, type Page } from '@playwright/test';
import { LANGUAGE_INFO, type Language } from '../../../src/shared/i18n/languages';

// A check that goes over the 17 languages (or several screens) loads the first one cold and reaches the others in
// the app, as a link or the header's globe menu does, which is much faster than a new browser context and a cold
// start each. Each language's result is collected, so a failure names every language that failed.

/** An in-app navigation: no reload, no new start-up of the app and its mocks. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** In the app to `path` (which starts with the language's prefix), once the document says it is in `lang`. */
export async function switchLanguageInApp(page: Page, lang: Language, path: string): Promise<void> {
  await goInApp(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_INFO[lang].locale);
}

/**
 * Until the app's mock worker answers this page's requests. The build's HTML draws the page (or its shell) before
 * the app has started, so a heading on screen does not say the mocks are up: a test's own call made before would go
 * to the static server and get no JSON.
 */
export async function untilMocksAnswer(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
}

/**
 * Until the app runs on this page and has loaded what it asked for: its mock worker answers, the header app that
 * loads after the first screen has drawn itself (on a prerendered page it replaces the build's drawn header and
 * drops `aria-busy`; a page served from index.html, such as one with a query, starts with an empty container), and
 * the network has been quiet for a moment. The build's HTML shows a heading before any script has run, so a test
 * that takes the network away "once the page is there" must wait for this, or it cuts the app off while it
 * starts: on a loaded machine the network can go quiet before the app's after-first-screen chunks are asked for,
 * and offline they never come (a page without its header that does not follow an in-app navigation).
 */
export async function untilAppIsUp(page: Page): Promise<void> {
  await untilMocksAnswer(page);
  const header = page.locator('#p2p-embedded-header');
  await expect(header).not.toHaveAttribute('aria-busy');
  await expect(header.locator('header')).toBeVisible();
  await page.waitForLoadState('networkidle');
}
