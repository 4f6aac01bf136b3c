import { prepareEarlyRows } from '@/features/ads/early-rows/paint-early-rows';
import { hasSessionCookies } from '@/session/session-cookies';
import { onFirstAdPage } from './first-ad-page';

// The prerendered list's second early script: it paints the first rows from the early script's answer as soon as
// both it and the page's HTML are in, before the app's code has arrived
// (docs/performance.md, "The first rows before the app").

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

onFirstAdPage(({ lang, side, answer }) =>
  whenParsed(() => {
    const paint = prepareEarlyRows(document, { lang, side, signedIn: hasSessionCookies() });
    if (paint) void answer.then((page) => paint(page.list));
  }),
);
