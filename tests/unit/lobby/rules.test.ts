import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatJackpot, jackpotDelayMs, jackpotStart, jackpotStep } from '../../../src/features/games/jackpot.ts';
import { hasMore, mergePage, nearEnd } from '../../../src/features/games/paging.ts';
import { debounce, throttle } from '../../../src/features/games/timing.ts';

const jackpot = { min: 110_000_000, max: 180_000_000, fixed: null, stepMin: 100, stepMax: 500, tickSeconds: [3, 4, 5] as [number, ...number[]] };

describe('paging (SPEC 4, 9)', () => {
  it('R4-35 hasMore is true only while pageNum is below totalPages', () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(1, 0)).toBe(false);
  });
  it('R4-37 further pages append when the append flag is set; otherwise the list is replaced', () => {
    expect(mergePage([1, 2], [3], true)).toEqual([1, 2, 3]);
    expect(mergePage([1, 2], [3], false)).toEqual([3]);
  });
  it('R9-12 loading more starts within 300 px of the end, not before', () => {
    expect(nearEnd(1300, 1000, 300)).toBe(true);
    expect(nearEnd(1301, 1000, 300)).toBe(false);
  });
});

describe('debounce and throttle (SPEC 9 timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('R4-34 a name search waits 500 ms after the last keystroke and uses the last text', () => {
    const fn = vi.fn();
    const search = debounce(fn, 500);
    search('g');
    vi.advanceTimersByTime(300);
    search('go');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('go');
  });
  it('R4-33 a category filter change waits 250 ms; cancel drops it', () => {
    const fn = vi.fn();
    const filter = debounce(fn, 250);
    filter('JP');
    vi.advanceTimersByTime(250);
    expect(fn).toHaveBeenCalledWith('JP');
    filter('SL');
    filter.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('R9-12 load more runs at most once per second', () => {
    let now = 0;
    const fn = vi.fn();
    const more = throttle(fn, 1000, () => now);
    expect(more()).toBe(true);
    now = 999;
    expect(more()).toBe(false);
    now = 1000;
    expect(more()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('jackpot counter (SPEC 4)', () => {
  it('R4-65 starts between 110,000,000 and 180,000,000, or at the fixed value, with no decimals', () => {
    expect(jackpotStart(jackpot, () => 0)).toBe(110_000_000);
    expect(jackpotStart(jackpot, () => 0.9999999999)).toBe(180_000_000);
    const v = jackpotStart(jackpot);
    expect(v).toBeGreaterThanOrEqual(110_000_000);
    expect(v).toBeLessThanOrEqual(180_000_000);
    expect(Number.isInteger(v)).toBe(true);
    expect(jackpotStart({ ...jackpot, fixed: 123_456_789.9 })).toBe(123_456_789);
    expect(formatJackpot(123_456_789.6, '₱', 'en')).toBe('₱123,456,789');
  });
  it('R4-66 grows every 3, 4 or 5 s by a whole amount between 100 and 500', () => {
    expect([0, 0.34, 0.99].map((r) => jackpotDelayMs(jackpot, () => r))).toEqual([3000, 4000, 5000]);
    expect(jackpotStep(jackpot, () => 0)).toBe(100);
    expect(jackpotStep(jackpot, () => 0.99999)).toBe(500);
    for (let i = 0; i < 50; i += 1) {
      const step = jackpotStep(jackpot);
      expect(step >= 100 && step <= 500 && Number.isInteger(step)).toBe(true);
    }
  });
});
