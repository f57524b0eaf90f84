/** The sandbox's "now" when it seeds: every seeded date (registrations, notices, rewards, chat) counts from it. */
export const SEED_EPOCH = Date.UTC(2025, 0, 1);
