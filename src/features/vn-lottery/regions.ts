/** The Vietnamese lottery's provinces by region (SPEC 2.14 VNListCenter): the platform's order kept inside each region. */
import type { VnLottery, VnRegion } from '../../api/vn-lottery.ts';

/** North, central, south: the order the state lotteries are known by. */
export const VN_REGIONS: readonly VnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

export interface RegionGroup {
  region: VnRegion;
  provinces: readonly VnLottery[];
}

/** The regions that have provinces, in VN_REGIONS order, each with its provinces in the order the platform sent them. */
export function groupByRegion(list: readonly VnLottery[]): RegionGroup[] {
  return VN_REGIONS.map((region) => ({ region, provinces: list.filter((p) => p.region === region) })).filter((g) => g.provinces.length > 0);
}

/** The region shown first: the one whose next draw comes soonest (what a player is about to bet on). */
export function firstRegion(groups: readonly RegionGroup[]): VnRegion | undefined {
  let best: { region: VnRegion; at: number } | undefined;
  for (const g of groups) {
    const at = Math.min(...g.provinces.map((p) => p.nextDrawTime));
    if (best === undefined || at < best.at) best = { region: g.region, at };
  }
  return best?.region;
}

/** Whether two times fall on the same day of the device's calendar. */
export function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}
