import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ttslot from '../../../merchants/ttslot/merchant.json';
import { PageTransition } from '../../../src/app/frame/page-transition.tsx';
import { setMerchant } from '../../../src/config/merchant.ts';
import type { Merchant } from '../../../src/generated/merchant.ts';

afterEach(() => document.documentElement.style.removeProperty('--page-transition'));

describe('page transition timing (SPEC 4; the browser proof is tests/e2e/motion.spec.ts)', () => {
  it('R4-67 page transitions take the merchant\'s pageTransitionMs, 300 ms, through one CSS token', () => {
    expect(ttslot.constants.timings.pageTransitionMs).toBe(300);
    setMerchant(ttslot as unknown as Merchant);
    render(<PageTransition screenKey="/m/customer"><p>screen</p></PageTransition>);
    expect(screen.getByText('screen')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--page-transition')).toBe('300ms');
  });

  it('a merchant with another timing gets it', () => {
    setMerchant({ ...ttslot, constants: { ...ttslot.constants, timings: { ...ttslot.constants.timings, pageTransitionMs: 450 } } } as unknown as Merchant);
    render(<PageTransition screenKey="/m/customer"><p>screen</p></PageTransition>);
    expect(document.documentElement.style.getPropertyValue('--page-transition')).toBe('450ms');
  });
});
