/**
 * Game lobby state (SPEC 2.3, 4): the vendor setup after its transforms, the vendor mapping (prize
 * mode), preloaded hot games and hot matches, and the category chosen in the home menu.
 */
import { proxy, useSnapshot } from 'valtio';
import { fetchHotGames, fetchHotMatches, fetchVendorMapping, fetchVendorSorting, type Game, type HotMatch, type VendorMapping } from '../api/games.ts';
import { getMerchant } from '../config/merchant.ts';
import { applyVendorSetup, type GameCategory, HOME } from './vendor-setup.ts';

type Load = 'idle' | 'loading' | 'ready' | 'failed';

interface GamesState {
  categories: GameCategory[];
  mapping: VendorMapping | undefined;
  setup: Load;
  hotGames: Game[];
  hotLanguage: string | undefined;
  hot: Load;
  hotMatches: HotMatch[];
  matches: Load;
  /** The category selected in the home menu (R9-16: HOME by default); the drawer sets it too. */
  selected: string;
}

const initial = (): GamesState => ({
  categories: [], mapping: undefined, setup: 'idle', hotGames: [], hotLanguage: undefined, hot: 'idle', hotMatches: [], matches: 'idle', selected: HOME,
});

export const gamesStore = proxy<GamesState>(initial());

export function resetGamesStore(): void {
  Object.assign(gamesStore, initial());
  setupPromise = undefined;
}

let setupPromise: Promise<void> | undefined;

/** Loads vendor sorting and mapping once per page (a failed load may be retried). */
export function loadVendorSetup(): Promise<void> {
  if (setupPromise !== undefined) return setupPromise;
  gamesStore.setup = 'loading';
  setupPromise = Promise.all([fetchVendorSorting({ quiet: true }), fetchVendorMapping({ quiet: true })])
    .then(([sorting, mapping]) => {
      gamesStore.categories = applyVendorSetup(sorting, getMerchant().constants.vendors);
      gamesStore.mapping = mapping;
      gamesStore.setup = 'ready';
    })
    .catch(() => {
      gamesStore.setup = 'failed';
      setupPromise = undefined;
    });
  return setupPromise;
}

/** Hot games for the language (R4-11: reloaded when the language changes). */
export async function loadHotGames(language: string): Promise<void> {
  if (gamesStore.hotLanguage === language && gamesStore.hot === 'ready') return;
  gamesStore.hot = 'loading';
  try {
    gamesStore.hotGames = await fetchHotGames(language, { quiet: true });
    gamesStore.hotLanguage = language;
    gamesStore.hot = 'ready';
  } catch {
    gamesStore.hot = 'failed';
  }
}

export async function loadHotMatches(): Promise<void> {
  if (gamesStore.matches === 'ready' || gamesStore.matches === 'loading') return;
  gamesStore.matches = 'loading';
  try {
    gamesStore.hotMatches = await fetchHotMatches({ quiet: true });
    gamesStore.matches = 'ready';
  } catch {
    gamesStore.matches = 'failed';
  }
}

export function selectHomeCategory(code: string): void {
  gamesStore.selected = code;
}

export function useGamesState(): Readonly<GamesState> {
  return useSnapshot(gamesStore) as Readonly<GamesState>;
}
