/**
 * "The page's main content is on screen": work the first view does not need (the
 * popup and its sanitiser, the drawer's chunks) waits for it, so it never competes with the first
 * game tiles. A game list marks it when its first games are committed; pages without one reach it
 * PAGE_READY_FALLBACK_MS after the first wait began.
 */
import { useEffect, useState } from 'react';

export const PAGE_READY_FALLBACK_MS = 3000;

let ready = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

export function markPageReady(): void {
  ready = true;
  clearTimeout(fallback);
  const callbacks = [...waiting];
  // Stryker disable next-line CallExpression: once ready nothing is added or read until resetPageReady clears the set too
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Runs `callback` once the page is ready (at once if it already is); returns a cancel function. */
export function whenPageReady(callback: () => void): () => void {
  if (ready) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  fallback ??= setTimeout(markPageReady, PAGE_READY_FALLBACK_MS);
  return () => void waiting.delete(callback);
}

/** Like whenPageReady, then when the main thread is next idle; returns a cancel function. */
export function whenPageIdle(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancelReady = whenPageReady(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(callback, { timeout: 2000 });
    else timer = setTimeout(callback, 200);
  });
  return () => {
    cancelReady();
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** For tests: back to "not ready". */
export function resetPageReady(): void {
  ready = false;
  clearTimeout(fallback);
  fallback = undefined;
  waiting.clear();
}

/** True once the page is ready and the main thread has been idle (see whenPageIdle). */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // Stryker disable next-line ArrayDeclaration: any constant list runs the effect once, like the empty one
  useEffect(() => whenPageIdle(() => setIdle(true)), []);
  return idle;
}
