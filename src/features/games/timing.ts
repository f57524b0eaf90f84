/** Debounce for search and filters (SPEC 9 timings). */

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
