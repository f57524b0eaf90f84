/** "The page's main content is on screen": what waits for it, the fallback, and cancelling. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPageReady, PAGE_READY_FALLBACK_MS, resetPageReady, usePageIdle, whenPageIdle, whenPageReady } from '../../../src/state/page-ready.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetPageReady();
});
afterEach(() => {
  resetPageReady();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('page ready', () => {
  it('runs what waits once the page is marked ready, and at once after that; no timer is left', () => {
    const first = vi.fn();
    whenPageReady(first);
    expect(first).not.toHaveBeenCalled();
    markPageReady();
    expect(first).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    const later = vi.fn();
    whenPageReady(later)();
    expect(later).toHaveBeenCalledTimes(1);
    markPageReady();
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('is reached by itself PAGE_READY_FALLBACK_MS after the first wait began', () => {
    const callback = vi.fn();
    whenPageReady(callback);
    vi.advanceTimersByTime(PAGE_READY_FALLBACK_MS - 1);
    whenPageReady(vi.fn());
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait does not run', () => {
    const callback = vi.fn();
    whenPageReady(callback)();
    markPageReady();
    expect(callback).not.toHaveBeenCalled();
  });

  it('a reset forgets what waited and its fallback timer', () => {
    const callback = vi.fn();
    whenPageReady(callback);
    resetPageReady();
    expect(vi.getTimerCount()).toBe(0);
    markPageReady();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('page idle', () => {
  it('without requestIdleCallback: 200 ms after the page is ready', () => {
    const callback = vi.fn();
    whenPageIdle(callback);
    markPageReady();
    vi.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancelled before or after the page is ready, it does not run and leaves no timer', () => {
    const before = vi.fn();
    whenPageIdle(before)();
    markPageReady();
    const after = vi.fn();
    const cancel = whenPageIdle(after);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it('with requestIdleCallback: asks for the next idle time within 2 s, and cancels that request', () => {
    const request = vi.fn(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = vi.fn();
    const cancel = whenPageIdle(callback);
    markPageReady();
    expect(request).toHaveBeenCalledWith(callback, { timeout: 2000 });
    expect(vi.getTimerCount()).toBe(0);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('usePageIdle turns true once the page is ready and idle', async () => {
    const { result } = renderHook(() => usePageIdle());
    expect(result.current).toBe(false);
    await act(async () => {
      markPageReady();
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(result.current).toBe(true);
  });
});
