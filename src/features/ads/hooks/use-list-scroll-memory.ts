import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const PREFIX = 'p2p.listScroll:';

/** Back returns to where the trader was; the router's own restoration can run before the rows are back. */
export function useListScrollMemory(rowsReady: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = `${PREFIX}${location.pathname}${location.search}`;
  const restored = useRef(false);

  useLayoutEffect(() => {
    // Layout cleanup runs before the next page scrolls to its top, so the position is still the list's.
    return () => {
      try {
        sessionStorage.setItem(key, String(Math.round(window.scrollY)));
      } catch {
        // storage unavailable: the router's restoration still applies
      }
    };
  }, [key]);

  useLayoutEffect(() => {
    if (restored.current || !rowsReady || navigationType !== 'POP') return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(key) ?? '');
    if (saved > 0) window.scrollTo(0, saved);
  }, [key, navigationType, rowsReady]);
}
