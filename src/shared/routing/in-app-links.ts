import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** A plain click, not one asking the browser for a new tab, a window or a download menu. */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Marks a plain `<a href>` that a container's `useInAppLinks` handler follows inside the app. */
export const IN_APP_LINK = { 'data-in-app-link': '' } as const;

/**
 * One click handler for a container of many plain links (a list's rows): a plain click on one is followed by the
 * router, without a page load. The rows then hold no router link each, which would render again on every change of
 * the URL (sorting, narrowing).
 */
export function useInAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-in-app-link]');
      const href = link?.getAttribute('href');
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
