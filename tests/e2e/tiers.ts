/**
 * The two tiers of the journeys (DESIGN 7). `npm test` runs the fast tier, `npm run test:full`
 * the full one (TEST_TIER=full). A test says where it belongs with a tag:
 * - `@brand`: its outcome depends on the brand (right to left, flags, templates, themes, layout), so the
 *   fast tier runs it on every brand; an untagged journey runs on the first brand only;
 * - `@full`: an exhaustive sweep; the fast tier keeps a sample of it that fails for the same bugs;
 * - `@sweep`: a walk over every screen whose whole form the full tier runs on each brand of the fast tier (the
 *   a11y walk); the fast tier walks a sample on the first brand, as it runs an untagged journey.
 * The full tier runs every journey of the fast tier, the `@full` and `@sweep` ones on each brand of the fast tier
 * and the `@brand` ones on every brand (tests/e2e/playwright.config.ts): a journey whose outcome does not depend
 * on the brand runs once in both tiers.
 */
export const E2E_TAGS = { brand: /@brand\b/, full: /@full\b/, sweep: /@sweep\b/ } as const;

export type Tier = 'fast' | 'full';

export function e2eTier(env: NodeJS.ProcessEnv = process.env): Tier {
  const tier = env['TEST_TIER'] ?? 'fast';
  if (tier !== 'fast' && tier !== 'full') throw new Error(`TEST_TIER must be fast or full, not "${tier}"`);
  return tier;
}

/** Whether this run is the full tier: a spec that samples a sweep in the fast tier asks here. */
export const fullTier = (): boolean => e2eTier() === 'full';
