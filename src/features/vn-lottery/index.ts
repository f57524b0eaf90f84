// Public face of the Vietnamese lottery feature: its screen is a route of its own (src/config/route-table.ts); others may group provinces the same way.
export { groupByRegion, VN_REGIONS } from './regions.ts';
