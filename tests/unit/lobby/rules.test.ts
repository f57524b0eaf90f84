// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jackpotDelayMs, jackpotStart, jackpotStep } from '../../../src/features/games/jackpot.ts';
import { hasMore, mergePage } from '../../../src/features/games/paging.ts';
import { debounce } from '../../../src/features/games/timing.ts';

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
});

describe('debounce (SPEC 9 timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounce runs after the quiet interval; cancel drops the pending call', () => {
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
