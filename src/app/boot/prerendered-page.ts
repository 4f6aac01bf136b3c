import { readThemeCookie } from '@ds';

// Hydration needs the browser's first render to be the build's: same path, same theme, and no query string (a
// list's filters in the query draw another pair than the build's default one).

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
