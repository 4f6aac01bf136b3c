import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'p2p.scrollPositions';
/** Enough history entries for any session; the oldest are dropped so storage stays small. */
const MAX_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>);
  } catch {
    return new Map();
  }
}

const positions = readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // storage unavailable: positions are kept for this page's life only
  }
}

/**
 * A history entry's key plus its URL. Every page load's first entry has the key 'default', so the key alone
 * gave a fresh load of another page the scroll position saved for the previous page loaded in this tab.
 */
function entryId(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/**
 * Spec §2: after a navigation the page scrolls to the top, to the hash target, or (Back/Forward, a reload) back
 * to where it was on that history entry. Positions are recorded per history entry while the page scrolls, so
 * they are right even when the next page is shorter. The list restores its own position once its rows are
 * back (useListScrollMemory).
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  const entry = entryId(location);
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(entry, Math.round(window.scrollY)));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [entry]);

  useLayoutEffect(() => {
    const saved = positions.get(entry);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [entry, location.hash, navigationType]);

  return null;
}
