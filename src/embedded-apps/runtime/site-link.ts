import type { MouseEvent } from 'react';

export interface SiteLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A real link (open in a new tab, copy the address) that navigates inside the page through the contract's
 * `navigate(path)` on a plain click (spec §3: the host owns the route).
 */
export function siteLink(navigate: (path: string) => void, path: string): SiteLinkProps {
  return {
    href: path,
    onClick: (event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      navigate(path);
    },
  };
}

/** The link of the current page, for `aria-current="page"`. */
export function isCurrentPath(route: string, path: string): boolean {
  const pathname = route.split(/[?#]/)[0] ?? '';
  return pathname === path || pathname.startsWith(`${path}/`);
}
