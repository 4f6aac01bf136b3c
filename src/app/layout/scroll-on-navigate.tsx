import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'p2p.scrollPositions';
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

/** Every page load's first entry has the key 'default', so the key alone would mix up pages loaded in a tab. */
function entryId(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** Positions are recorded while the page scrolls, so they are right even when the next page is shorter. */
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
