// Public face of the sportsbook feature: its screen is a route of its own (src/config/route-table.ts); others may group matches the same way.
export { groupByLeague } from './leagues.ts';
