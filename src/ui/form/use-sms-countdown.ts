import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `end` (ms), never negative. */
export function secondsLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/**
 * SPEC 4 SMS code button: after sending, counts down in whole seconds to the server's expirationTime,
 * refreshed every `refreshMs` (500), `defaultSeconds` (60) without one; then idle again.
 */
export function useSmsCountdown(refreshMs: number, defaultSeconds: number): { seconds: number; start: (expirationTime?: number) => void } {
  const [end, setEnd] = useState<number | undefined>(undefined);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (end === undefined) return undefined;
    const tick = (): void => {
      const left = secondsLeft(end, Date.now());
      setSeconds(left);
      if (left === 0) setEnd(undefined);
    };
    tick();
    const timer = setInterval(tick, refreshMs);
    return () => clearInterval(timer);
  }, [end, refreshMs]);
  const start = useCallback((expirationTime?: number) => {
    const now = Date.now();
    setEnd(expirationTime !== undefined && expirationTime > now ? expirationTime : now + defaultSeconds * 1000);
  }, [defaultSeconds]);
  return { seconds, start };
}
