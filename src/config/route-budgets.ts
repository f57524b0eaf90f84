/**
 * Byte budgets per route (SPEC 9), in KB of gzip JavaScript and CSS, beside the route table whose screen names
 * key them. `npm test` checks the build against them (scripts/check-bundle-budgets.ts): home counts all it
 * loads before its first game tile, every other screen what it needs beyond home. A budget above its target is
 * a ceiling at the size measured when the check came (2026-11-28): it may go down, never up.
 */

/** Home's ceiling; its target is 130 KB of JavaScript, about 45 KB less than the entry and lobby chunks hold today. */
export const HOME_BUDGET_KB = 182;

/** What any other screen may add to home. */
export const SCREEN_BUDGET_KB = 25;

/** Screens allowed more than SCREEN_BUDGET_KB, each with its reason. */
export const SCREEN_BUDGET_EXCEPTIONS: Readonly<Record<string, { kb: number; why: string }>> = {
  register: { kb: 79, why: 'the registration form: @rjsf/core and @rjsf/utils with json-schema-merge and fast-uri, at its measured size, a ceiling' },
  agentRegister: { kb: 74, why: "an agent's registration of a member is the same @rjsf/core form" },
};
