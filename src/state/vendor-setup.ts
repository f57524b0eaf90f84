/**
 * Vendor setup transforms of SPEC 4 (R4-42..44, D11, D20): pure functions from the server's vendor
 * sorting to the category list every screen shows, and the category menu order of the home page.
 */
import type { GameType, SortingCategory, Vendor } from '../api/games.ts';

export interface GameCategory {
  code: string;
  vendors: Vendor[];
}

export interface VendorGroups {
  esport: readonly string[];
  cockfight: readonly string[];
  bgs: string;
}

const vendorCode = (v: Vendor): string => v.accountTypeName || v.vassalage;

/**
 * Takes the vendors matching `pick` out of category `from` into `to`: appended to `to` when the list has it, else
 * a new `to` placed right after `after`, or right after `from` when `after` is not given or not in the list.
 */
function pullOut(list: GameCategory[], from: string, to: string, pick: (code: string) => boolean, after?: string): GameCategory[] {
  const source = list.find((c) => c.code === from);
  if (source === undefined) return list;
  const moved = source.vendors.filter((v) => pick(vendorCode(v)));
  if (moved.length === 0) return list;
  const rest = list.map((c) => (c.code === from ? { ...c, vendors: c.vendors.filter((v) => !pick(vendorCode(v))) } : c));
  const existing = rest.find((c) => c.code === to);
  if (existing !== undefined) return rest.map((c) => (c.code === to ? { ...c, vendors: [...c.vendors, ...moved] } : c));
  const anchor = rest.findIndex((c) => c.code === after);
  const at = (anchor === -1 ? list.indexOf(source) : anchor) + 1;
  return [...rest.slice(0, at), { code: to, vendors: moved }, ...rest.slice(at)];
}

/**
 * R4-43: the BGS vendor leaves RNG for its own BGS category right after RNG. R4-44: cockfight vendors
 * leave SPORTS for COCKFIGHT right after LIVE. D20: esport vendors still inside SPORTS form ESPORTS
 * right after SPORTS (a server-given ESPORTS category keeps its place).
 */
export function applyVendorSetup(sorting: readonly SortingCategory[], groups: VendorGroups): GameCategory[] {
  let list: GameCategory[] = sorting.map((c) => ({ code: c.gameCategory.toUpperCase(), vendors: [...c.vendorNames] }));
  list = pullOut(list, 'RNG', 'BGS', (code) => code === groups.bgs);
  list = pullOut(list, 'SPORTS', 'COCKFIGHT', (code) => groups.cockfight.includes(code), 'LIVE');
  list = pullOut(list, 'SPORTS', 'ESPORTS', (code) => groups.esport.includes(code));
  return list;
}

export const FAV = 'FAV';
export const HOME = 'HOME';
export const HOT = 'HOT';

/** D11 / R2.3-11: FAV, HOME, then the vendor categories in server order with HOT right after BGS (after HOME when there is no BGS). */
export function categoryMenu(categories: readonly GameCategory[]): string[] {
  const codes = categories.map((c) => c.code);
  // Without BGS (index -1) the first slice is empty, so HOT comes right after HOME.
  const bgs = codes.indexOf('BGS');
  return [FAV, HOME, ...codes.slice(0, bgs + 1), HOT, ...codes.slice(bgs + 1)];
}

/** R4-42: ESPORTS and COCKFIGHT are queried as SPORTS, BGS as RNG; other codes as themselves. */
export function queryGameType(category: string): GameType {
  const code = category.toUpperCase();
  if (code === 'ESPORTS' || code === 'COCKFIGHT') return 'SPORTS';
  if (code === 'BGS') return 'RNG';
  return code as GameType;
}

/** R2.3-15: where a category title links. */
export const CATEGORY_TITLE_LINKS: Readonly<Record<string, string>> = {
  LIVE: '/m/live-games', RNG: '/m/slot-games', SPORTS: '/m/sport-games', ESPORTS: '/m/esport-games', FISH: '/m/fishing-games',
  PVP: '/m/poker-games', LOTT: '/m/lott', ELOTT: '/m/elott', HOT: '/m/hot-games',
};

/** R4-36: a category with no vendors cannot be selected (FAV, HOME and HOT have no vendors of their own). */
export function canSelectCategory(code: string, categories: readonly GameCategory[]): boolean {
  if (code === FAV || code === HOME || code === HOT) return true;
  const found = categories.find((c) => c.code === code);
  return found !== undefined && found.vendors.length > 0;
}
