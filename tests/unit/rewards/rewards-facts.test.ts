// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountAtLeast, monthGrid } from '../../../src/features/rewards/rewards-facts.ts';

describe('reward facts', () => {
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
