import type { MouseEvent } from 'react';

export interface SiteLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** A real link (new tab, copy the address) that goes through the host's `navigate(path)`: the host owns the route. */
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

export function isCurrentPath(route: string, path: string): boolean {
  const pathname = route.split(/[?#]/)[0] ?? '';
  return pathname === path || pathname.startsWith(`${path}/`);
}
