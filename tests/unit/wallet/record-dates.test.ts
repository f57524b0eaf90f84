// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRange, rangeError } from '../../../src/features/wallet/record-dates.ts';

describe('record dates (D13)', () => {
  it('the default range is the last seven days, today included, across a year\'s end', () => {
    expect(defaultRange(new Date(2026, 0, 3, 23, 59))).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
  });

  it.each([
    ['2000-01-01', '2000-01-01'], ['2000-01-01', '2030-12-31'], ['2030-12-31', '2030-12-31'], ['2026-11-20', '2026-11-21'],
  ])('R9-18 %s to %s may be asked for', (start, end) => {
    expect(rangeError(start, end)).toBeUndefined();
  });

  it.each([
    ['1999-12-31', '2026-01-01'], ['2026-01-01', '2031-01-01'],
    // outside the pickers' years on one side only, and in the wrong order too: the years are what the player is told
    ['2031-01-01', '2030-12-31'], ['2000-01-01', '1999-12-31'],
  ])('R9-18 %s to %s is outside 2000-2030', (start, end) => {
    expect(rangeError(start, end)).toBe('range');
  });

  it.each([
    ['2026-1-01', '2026-01-02'], ['2026-01-01', '2026-01-2'], ['x2026-01-01', '2026-01-02'], ['2026-01-01', '2026-01-02x'], ['', ''],
  ])('"%s" to "%s" is not a pair of days', (start, end) => {
    expect(rangeError(start, end)).toBe('range');
  });

  it('a start after the end is out of order', () => {
    expect(rangeError('2026-11-21', '2026-11-20')).toBe('order');
  });
});
