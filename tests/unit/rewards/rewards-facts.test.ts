// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountAtLeast, dayText, groupAmount, monthGrid } from '../../../src/features/rewards/rewards-facts.ts';

describe('reward facts', () => {
  it('groups amount strings by thousands without a binary float', () => {
    expect(groupAmount('0.50')).toBe('0.50');
    expect(groupAmount('1234.50')).toBe('1,234.50');
    expect(groupAmount('900719925474099312.34')).toBe('900,719,925,474,099,312.34');
    expect(groupAmount('not money')).toBe('not money');
  });

  it('compares amounts as cents', () => {
    expect(amountAtLeast('1.00', '1.00')).toBe(true);
    expect(amountAtLeast('0.99', '1.00')).toBe(false);
    expect(amountAtLeast('100000000000000.01', '100000000000000.00')).toBe(true);
  });

  it('lays a month out Monday first, padded to whole weeks', () => {
    const march = monthGrid('2026-03-11');
    expect(march[0]?.slice(0, 7).map((c) => c?.day ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(march.flat().filter((c) => c !== null)).toHaveLength(31);
    expect(march.at(-1)?.map((c) => c?.date ?? null)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(monthGrid('2027-02-01')).toHaveLength(4);
  });
});

describe('reward dates', () => {
  it('write a day as YYYY/MM/DD in every language', () => {
    expect(dayText(Date.UTC(2026, 2, 9, 23, 59))).toBe('2026/03/09');
  });
});
