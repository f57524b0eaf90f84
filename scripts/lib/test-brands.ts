/**
 * The brands whose QA matrix the fast tier (`npm test`) samples (docs/testing.md): one left to right, one right
 * to left, between them every template value. Every other brand of merchants/ is swept by the full tier's
 * matrix only, so a brand added does not lengthen the gate. Journeys run on the brands of
 * tests/e2e/playwright.config.ts (MERCHANT_PORTS).
 */
export const FAST_TIER_BRANDS: readonly string[] = ['ttslot', 'sahara'];

export const inFastTier = (merchant: string): boolean => FAST_TIER_BRANDS.includes(merchant);
