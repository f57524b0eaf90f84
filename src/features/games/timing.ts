/** Debounce and throttle for search, filters and load-more (SPEC 9 timings). */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs `fn` once `ms` have passed without another call; the last arguments win. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  run.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}

/** Runs `fn` at once, then ignores calls until `ms` have passed (R9-12: load more at most once per second). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => boolean {
  let last = -Infinity;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}
