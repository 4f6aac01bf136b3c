import { chromium, type Browser } from '@playwright/test';

// Debian's Chromium with the flags this machine needs; never a downloaded browser.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The pages come over loopback HTTPS with a throwaway certificate: with Playwright's ignoreHTTPSErrors alone,
  // Chromium still refuses to register the site's service worker, which a repeat visit is measured with.
  '--ignore-certificate-errors',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * A browser context as Lighthouse's mobile preset sees the page (412×823 at 1.75x, touch), for the pages served
 * over loopback HTTPS with a throwaway certificate (serve.ts serveProduction).
 */
export const MOBILE_CONTEXT = {
  ignoreHTTPSErrors: true,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
