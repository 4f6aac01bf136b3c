import { useEffect, useState } from 'react';

/**
 * The local clock, ticking every `everyMs` while `active` (a countdown, the age of a list); on becoming active it
 * catches up at once, so a page shown again does not show the time it was hidden at.
 */
export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, everyMs]);
  return now;
}
