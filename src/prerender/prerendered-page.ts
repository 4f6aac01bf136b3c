import { readThemeCookie } from '@ds';

// Issue 20: what the build writes on the #root of a page it prerendered, and the check the entry makes before it
// hydrates that HTML. Hydration needs the browser's first render to be the build's: same path, same theme, and no
// query string (a list's filters in the query draw another pair than the build's default one).

/** data-prerendered: the path the HTML was drawn for; data-theme: the mode it was drawn in. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
const PRERENDERED_THEME_ATTRIBUTE = 'data-theme';

export function isPrerenderedFor(
  root: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  cookie?: string,
): boolean {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const theme = root.getAttribute(PRERENDERED_THEME_ATTRIBUTE);
  return (
    path !== null &&
    path === location.pathname &&
    location.search === '' &&
    theme === (readThemeCookie(cookie) ?? 'light')
  );
}
