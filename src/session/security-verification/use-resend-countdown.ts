import { useEffect, useState } from 'react';

/** Counted against the clock, so a throttled background tab does not stretch it. */
export function useResendCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === 0) return undefined;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + Math.max(0, seconds) * 1000);
  };
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
